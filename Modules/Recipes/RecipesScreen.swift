/// Every screen of the Recipes module with its view model, as ``RecipesCoordinator``
/// builds it for a route.
///
/// The module's views switch over it in one place; the root keeps one per entry and hands
/// it out through `root.screen(inTab:atDepth:of: RecipesModule.self)`.
public enum RecipesScreen: Sendable {
    /// The whole cookbook or one of its sections.
    case list(RecipeListViewModel)
    /// One recipe.
    case detail(RecipeDetailViewModel)
    /// The results of a search.
    case search(RecipeSearchViewModel)
    /// The offer to subscribe in front of a premium recipe.
    case paywall(PaywallViewModel)
    /// A new recipe being written.
    case newRecipe(NewRecipeViewModel)
}
