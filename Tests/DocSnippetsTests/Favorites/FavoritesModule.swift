// snippet: favorites-module
import CoordinatorKit

/// Plugs Favorites into the app: owns `recipes://favorites/…`, has a tab.
public struct FavoritesModule: FeatureModule {
    /// Creates the module's registration.
    public init() {}
    public var segment: String { "favorites" }
    public var tab: TabDescriptor? { TabDescriptor(title: "Favorites", systemImage: "heart") }
    public var rootRoute: FavoritesRoute { .list }
    public var codec: DeepLinkCodec<FavoritesRoute> {
        let list = DeepLinkRule<FavoritesRoute>(.list, path: [])
        let favorite = DeepLinkRule(
            "favorite", path: PathParameter<Int>("id"), parse: { FavoritesRoute.favorite(id: $0) })
        return DeepLinkCodec([list, favorite]) { route in
            switch route {
            case .list: list.link()
            case .favorite(let id): favorite.link(id)
            }
        }
    }
    public func makeCoordinator(navigator: Navigator<FavoritesRoute>, dependencies: Dependencies)
        -> FavoritesCoordinator
    {
        FavoritesCoordinator(navigator: navigator)
    }
}
// end
