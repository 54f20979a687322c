import CoordinatorKit
import CoordinatorKitText
import SharedModels
import Testing
@testable import Recipes

@MainActor
struct RecipeDetailViewModelTests {
    private let repository = InMemoryRecipeRepository()

    @Test func showsIngredientsAndAllergens() {
        let model = RecipeDetailViewModel(recipeID: 42, repository: repository, delegate: EventRecorder())
        #expect(model.screenText.title == "Beef Wellington")
        #expect(model.screenText.lines.contains("• 500 g puff pastry"))
        #expect(model.screenText.lines.contains("150 min · serves 6"))
        #expect(model.recipe?.id == 42)
        #expect(model.allergens == [.gluten, .eggs, .mustard])
        #expect(model.canCheckAllergies)
        #expect(model.screenText.lines.last == "Contains: Gluten, Eggs, Mustard")
    }

    @Test func recipeWithoutAllergensSaysSo() {
        let plain = Recipe(
            id: 3, title: "Boiled Rice", summary: "Rice, boiled.", category: .main, minutes: 15, servings: 2,
            ingredients: ["200 g rice", "Water"], allergens: [])
        let model = RecipeDetailViewModel(
            recipeID: 3, repository: InMemoryRecipeRepository(recipes: [plain]), delegate: EventRecorder())
        #expect(model.allergens.isEmpty)
        #expect(model.screenText.lines.last == "Contains none of the common allergens.")
    }

    @Test func checkingAllergiesAsksForTheAllergyCheck() {
        let recorder = EventRecorder()
        let model = RecipeDetailViewModel(recipeID: 12, repository: repository, delegate: recorder)
        #expect(model.screenText.actions.map(\.title) == ["Check my allergies", "Back to recipes"])
        model.screenText.actions.first?.perform()
        #expect(recorder.events == [.allergyCheckRequested(recipeID: 12)])
    }

    @Test func goingBackToRecipesAsksForTheList() {
        let recorder = EventRecorder()
        let model = RecipeDetailViewModel(recipeID: 12, repository: repository, delegate: recorder)
        model.screenText.actions.last?.perform()
        #expect(recorder.events == [.backToRecipesRequested])
    }

    @Test func unknownRecipeSaysItIsMissingAndOffersNothing() {
        let model = RecipeDetailViewModel(recipeID: 999, repository: repository, delegate: EventRecorder())
        #expect(model.screenText.title == "Recipe not found")
        #expect(model.screenText.lines == ["The cookbook has no recipe 999."])
        #expect(model.screenText.actions.isEmpty)
    }
}
