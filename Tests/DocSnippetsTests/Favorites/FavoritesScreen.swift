// snippet: favorites-screen
/// Every Favorites screen with its view model.
public enum FavoritesScreen: Sendable {
    /// The saved recipes.
    case list(FavoritesListViewModel)
    /// One saved recipe.
    case favorite(FavoriteViewModel)
}
// end
