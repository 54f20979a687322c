import CoordinatorKit
import CoordinatorKitText
import Testing
@testable import Recipes

@MainActor
struct RecipeSearchViewModelTests {
    private let repository = InMemoryRecipeRepository()

    @Test func findsRecipesByTitle() {
        let model = RecipeSearchViewModel(query: "soup", repository: repository, delegate: EventRecorder())
        #expect(model.results.map(\.id) == [12, 15, 56])
        #expect(model.screenText.title == "Results for “soup”")
    }

    @Test func findsRecipesByIngredient() {
        let model = RecipeSearchViewModel(query: "basil", repository: repository, delegate: EventRecorder())
        #expect(model.results.map(\.id) == [12, 23])
    }

    @Test func everyWordMustMatchSomewhere() {
        let model = RecipeSearchViewModel(query: "Chicken celery", repository: repository, delegate: EventRecorder())
        #expect(model.results.map(\.id) == [56])
    }

    @Test func noMatchSaysWhatWasSearched() {
        let model = RecipeSearchViewModel(query: "pizza", repository: repository, delegate: EventRecorder())
        #expect(model.results.isEmpty)
        #expect(model.screenText.lines == ["No recipe has “pizza” in its name or ingredients."])
        #expect(model.screenText.actions.isEmpty)
    }

    @Test func tappingAResultAsksForThatRecipe() {
        let recorder = EventRecorder()
        let model = RecipeSearchViewModel(query: "mushroom", repository: repository, delegate: recorder)
        #expect(model.screenText.actions.map(\.title) == ["Open Miso Soup", "Open Mushroom Risotto", "Open Beef Wellington"])
        model.screenText.actions.last?.perform()
        #expect(recorder.events == [.recipeSelected(id: 42)])
    }
}
