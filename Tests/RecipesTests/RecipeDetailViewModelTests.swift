import CoordinatorKit
import SharedModels
import Testing
@testable import Recipes

@MainActor
struct RecipeDetailViewModelTests {
    private let repository = InMemoryRecipeRepository()

    @Test func showsIngredientsAndAllergens() {
        let model = RecipeDetailViewModel(recipeID: 42, repository: repository, delegate: EventRecorder())
        #expect(model.title == "Beef Wellington")
        #expect(model.content.contains("• 500 g puff pastry"))
        #expect(model.content.contains("150 min · serves 6"))
        #expect(model.content.last == "Contains: Gluten, Eggs, Mustard")
    }

    @Test func recipeWithoutAllergensSaysSo() {
        let plain = Recipe(
            id: 3, title: "Boiled Rice", summary: "Rice, boiled.", category: .main, minutes: 15, servings: 2,
            ingredients: ["200 g rice", "Water"], allergens: [])
        let model = RecipeDetailViewModel(
            recipeID: 3, repository: InMemoryRecipeRepository(recipes: [plain]), delegate: EventRecorder())
        #expect(model.allergensLine == "Contains none of the common allergens.")
    }

    @Test func checkingAllergiesAsksForTheAllergyCheck() {
        let recorder = EventRecorder()
        let model = RecipeDetailViewModel(recipeID: 12, repository: repository, delegate: recorder)
        #expect(model.actions.map(\.title) == ["Check my allergies"])
        model.actions.first?.perform()
        #expect(recorder.events == [.allergyCheckRequested(recipeID: 12)])
    }

    @Test func unknownRecipeSaysItIsMissingAndOffersNothing() {
        let model = RecipeDetailViewModel(recipeID: 999, repository: repository, delegate: EventRecorder())
        #expect(model.title == "Recipe not found")
        #expect(model.content == ["The cookbook has no recipe 999."])
        #expect(model.actions.isEmpty)
    }
}
