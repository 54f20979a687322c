import CoordinatorKit

/// Where recipes come from: a server in production, ``InMemoryRecipeRepository`` in the demo
/// and in tests.
public protocol RecipeRepository: Sendable {
    /// Every recipe, in the cookbook's order.
    func allRecipes() -> [Recipe]

    /// The recipe with the given identifier, or `nil` when the cookbook has none.
    func recipe(withID id: Int) -> Recipe?

    /// The recipes of one section of the cookbook, in the cookbook's order.
    func recipes(in category: RecipeCategory) -> [Recipe]

    /// The recipes whose title or ingredients contain every word of `query`, ignoring case
    /// and accents; no recipe for a query without words.
    func recipes(matching query: String) -> [Recipe]
}

/// The key under which the app's composition sets the ``RecipeRepository``; by default the
/// in-memory cookbook.
public enum RecipeRepositoryKey: DependencyKey {
    /// The in-memory cookbook with its sample recipes.
    @MainActor public static var defaultValue: any RecipeRepository { InMemoryRecipeRepository() }
}
