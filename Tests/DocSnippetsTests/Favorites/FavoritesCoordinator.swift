// snippet: favorites-coordinator
import CoordinatorKit

/// Decides where Favorites goes and builds its screens.
@MainActor
public final class FavoritesCoordinator: ModuleCoordinator {
    private let navigator: Navigator<FavoritesRoute>

    init(navigator: Navigator<FavoritesRoute>) {
        self.navigator = navigator
    }

    /// Builds the screen of a route: its view model with what it needs.
    public func screen(for route: FavoritesRoute) -> AnyObject {
        switch route {
        case .list: FavoritesListViewModel(ids: [7, 42]) { [navigator] id in navigator.show(.favorite(id: id)) }
        case .favorite(let id): FavoriteViewModel(id: id)
        }
    }
}
// end
