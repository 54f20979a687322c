import CoordinatorKit
import CoordinatorKitText
import Testing
@testable import Recipes

@MainActor
struct RecipeListViewModelTests {
    private let repository = InMemoryRecipeRepository()

    @Test func wholeCookbookListsEveryRecipeAndEverySection() {
        let recorder = EventRecorder()
        let model = RecipeListViewModel(category: nil, repository: repository, delegate: recorder)
        #expect(model.screenText.title == "Recipes")
        #expect(model.screenText.lines.count == 10)
        #expect(model.screenText.lines.contains("Beef Wellington · 150 min · Premium"))
        #expect(model.screenText.lines.contains("Shakshuka · 30 min"))
        #expect(model.screenText.actions.filter { $0.title.hasPrefix("Browse") }.map(\.title)
            == ["Browse Breakfast", "Browse Soups", "Browse Mains", "Browse Desserts"])
    }

    @Test func tappingARecipeAsksForThatRecipe() {
        let recorder = EventRecorder()
        let model = RecipeListViewModel(category: nil, repository: repository, delegate: recorder)
        model.screenText.actions.first { $0.title == "Open Beef Wellington" }?.perform()
        model.screenText.actions.first { $0.title == "Open Miso Soup" }?.perform()
        #expect(recorder.events == [.recipeSelectedInList(id: 42, category: nil), .recipeSelectedInList(id: 15, category: nil)])
    }

    @Test func tappingASectionAsksForThatSection() {
        let recorder = EventRecorder()
        let model = RecipeListViewModel(category: nil, repository: repository, delegate: recorder)
        model.screenText.actions.first { $0.title == "Browse Soups" }?.perform()
        #expect(recorder.events == [.categorySelected(.soup)])
    }

    @Test func sectionListsOnlyItsRecipesAndNoSections() {
        let recorder = EventRecorder()
        let model = RecipeListViewModel(category: .dessert, repository: repository, delegate: recorder)
        #expect(model.screenText.title == "Desserts")
        #expect(model.recipes.map(\.id) == [64, 77])
        #expect(model.screenText.actions.map(\.title) == ["Open Lemon Tart", "Open Chocolate Mousse"])
    }

    @Test func emptySectionSaysSo() {
        let recorder = EventRecorder()
        let model = RecipeListViewModel(
            category: .breakfast, repository: InMemoryRecipeRepository(recipes: []), delegate: recorder)
        #expect(model.screenText.lines == ["No recipes in this section yet."])
        #expect(model.screenText.actions.isEmpty)
    }

    @Test func searchingAsksForTheTrimmedQueryAndIgnoresBlanks() {
        let recorder = EventRecorder()
        let model = RecipeListViewModel(category: nil, repository: repository, delegate: recorder)
        model.searchQuery = "   "
        model.submitSearch()
        model.searchQuery = " lemon \n"
        model.submitSearch()
        #expect(recorder.events == [.searchRequested(query: "lemon")])
    }
}

@MainActor
struct RecipeListSectionTests {
    @Test func wholeCookbookIsGroupedBySectionInTheSectionsOrder() {
        let model = RecipeListViewModel(category: nil, repository: InMemoryRecipeRepository(), delegate: EventRecorder())
        #expect(model.sections.map(\.category) == [.breakfast, .soup, .main, .dessert])
        #expect(model.sections.first { $0.category == .soup }?.recipes.map(\.id) == [12, 15, 56])
        #expect(model.sections.flatMap(\.recipes).count == model.recipes.count)
    }

    @Test func sectionsWithoutRecipesAreLeftOut() {
        let soups = Recipe.samples.filter { $0.category == .soup }
        let model = RecipeListViewModel(
            category: nil, repository: InMemoryRecipeRepository(recipes: soups), delegate: EventRecorder())
        #expect(model.sections.map(\.category) == [.soup])
        #expect(RecipeListViewModel(
            category: .main, repository: InMemoryRecipeRepository(recipes: []), delegate: EventRecorder()).sections.isEmpty)
    }
}
