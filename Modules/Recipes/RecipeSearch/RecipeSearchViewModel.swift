import Observation

/// The recipes whose title or ingredients match a query.
///
/// Public, for the module's views target, as are its state and intents.
@Observable
@MainActor
public final class RecipeSearchViewModel {
    /// The words searched for, as the link or the user gave them.
    public let query: String
    /// The matching recipes, in the cookbook's order.
    public let results: [Recipe]
    @ObservationIgnored private weak var delegate: (any RecipesNavigationDelegate)?

    init(query: String, repository: any RecipeRepository, delegate: any RecipesNavigationDelegate) {
        self.query = query
        self.results = repository.recipes(matching: query)
        self.delegate = delegate
    }

    /// Opens a recipe (or its paywall: the coordinator decides).
    public func select(_ recipe: Recipe) {
        delegate?.handle(.recipeSelected(id: recipe.id))
    }
}
