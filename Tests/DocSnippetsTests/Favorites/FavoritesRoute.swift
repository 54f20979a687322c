// snippet: favorites-route
import CoordinatorKit

/// Every screen of the Favorites module.
public enum FavoritesRoute: Route {
    /// The saved recipes (the tab's root).
    case list
    /// One saved recipe.
    case favorite(id: Int)

    /// A saved recipe is personal: it needs a signed-in user. The list does not.
    public var requirements: Set<AccessRequirement> {
        if case .favorite = self { return [.signedIn] }
        return []
    }
}
// end
