/// What a Recipes screen asks for; the coordinator decides where it leads.
///
/// View models name the user's intent, never a destination: "the user picked recipe 42",
/// not "push the paywall". Whether recipe 42 opens or its paywall does is the
/// coordinator's decision.
enum RecipesNavigationEvent: Hashable, Sendable {
    /// The user picked a recipe in search results.
    case recipeSelected(id: Int)
    /// The user picked a recipe in the list of a section of the cookbook, or of the whole
    /// cookbook for `nil`.
    case recipeSelectedInList(id: Int, category: RecipeCategory?)
    /// The user opened a section of the cookbook.
    case categorySelected(RecipeCategory)
    /// The user searched for a query with at least one word.
    case searchRequested(query: String)
    /// The user wants to compare a recipe's allergens with their own allergies.
    case allergyCheckRequested(recipeID: Int)
    /// The user wants the lists to leave out recipes with allergens they choose.
    case allergenFilterRequested
    /// The user wants to go back to the list of recipes, however deep they went.
    case backToRecipesRequested
    /// The user bought the subscription on the paywall for a recipe.
    case subscriptionPurchased(recipeID: Int)
    /// Buying the subscription on the paywall for a recipe failed.
    case purchaseFailed(recipeID: Int, error: SubscriptionError)
    /// The user turned the paywall for a recipe down.
    case paywallDeclined(recipeID: Int)
    /// The user saved a new recipe under a title.
    case newRecipeSaved(title: String)
    /// The user left a new recipe without saving it.
    case newRecipeCancelled
}

/// Receives the navigation events of the Recipes view models; the coordinator adopts it.
@MainActor
protocol RecipesNavigationDelegate: AnyObject {
    /// Handles one event from a Recipes screen.
    func handle(_ event: RecipesNavigationEvent)
}
