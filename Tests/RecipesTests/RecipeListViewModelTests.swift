import CoordinatorKit
import Testing
@testable import Recipes

@MainActor
struct RecipeListViewModelTests {
    private let repository = InMemoryRecipeRepository()

    @Test func wholeCookbookListsEveryRecipeAndEverySection() {
        let recorder = EventRecorder()
        let model = RecipeListViewModel(category: nil, repository: repository, delegate: recorder)
        #expect(model.title == "Recipes")
        #expect(model.content.count == 10)
        #expect(model.content.contains("Beef Wellington · 150 min · Premium"))
        #expect(model.content.contains("Shakshuka · 30 min"))
        #expect(model.actions.filter { $0.title.hasPrefix("Browse") }.map(\.title)
            == ["Browse Breakfast", "Browse Soups", "Browse Mains", "Browse Desserts"])
    }

    @Test func tappingARecipeAsksForThatRecipe() {
        let recorder = EventRecorder()
        let model = RecipeListViewModel(category: nil, repository: repository, delegate: recorder)
        model.actions.first { $0.title == "Open Beef Wellington" }?.perform()
        model.actions.first { $0.title == "Open Miso Soup" }?.perform()
        #expect(recorder.events == [.recipeSelected(id: 42), .recipeSelected(id: 15)])
    }

    @Test func tappingASectionAsksForThatSection() {
        let recorder = EventRecorder()
        let model = RecipeListViewModel(category: nil, repository: repository, delegate: recorder)
        model.actions.first { $0.title == "Browse Soups" }?.perform()
        #expect(recorder.events == [.categorySelected(.soup)])
    }

    @Test func sectionListsOnlyItsRecipesAndNoSections() {
        let recorder = EventRecorder()
        let model = RecipeListViewModel(category: .dessert, repository: repository, delegate: recorder)
        #expect(model.title == "Desserts")
        #expect(model.recipes.map(\.id) == [64, 77])
        #expect(model.actions.map(\.title) == ["Open Lemon Tart", "Open Chocolate Mousse"])
    }

    @Test func emptySectionSaysSo() {
        let recorder = EventRecorder()
        let model = RecipeListViewModel(
            category: .breakfast, repository: InMemoryRecipeRepository(recipes: []), delegate: recorder)
        #expect(model.content == ["No recipes in this section yet."])
        #expect(model.actions.isEmpty)
    }

    @Test func searchingAsksForTheTrimmedQueryAndIgnoresBlanks() {
        let recorder = EventRecorder()
        let model = RecipeListViewModel(category: nil, repository: repository, delegate: recorder)
        model.search(for: "   ")
        model.search(for: " lemon \n")
        #expect(recorder.events == [.searchRequested(query: "lemon")])
    }
}
