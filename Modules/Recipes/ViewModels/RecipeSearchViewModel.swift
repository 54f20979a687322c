import CoordinatorKit
import Observation

/// The recipes whose title or ingredients match a query.
@Observable
@MainActor
final class RecipeSearchViewModel: ScreenModel {
    /// The words searched for, as the link or the user gave them.
    let query: String
    /// The matching recipes, in the cookbook's order.
    let results: [Recipe]
    @ObservationIgnored private weak var delegate: (any RecipesNavigationDelegate)?

    init(query: String, repository: any RecipeRepository, delegate: any RecipesNavigationDelegate) {
        self.query = query
        self.results = repository.recipes(matching: query)
        self.delegate = delegate
    }

    var title: String { "Results for “\(query)”" }

    var content: [String] {
        guard !results.isEmpty else { return ["No recipe has “\(query)” in its name or ingredients."] }
        return results.map(RecipeListViewModel.line(for:))
    }

    var actions: [ScreenAction] {
        results.map { recipe in
            ScreenAction("Open \(recipe.title)") { self.select(recipe) }
        }
    }

    func select(_ recipe: Recipe) {
        delegate?.handle(.recipeSelected(id: recipe.id))
    }
}
