// snippet: favorites-samples
import CoordinatorKitTooling

/// The module's sample routes, for the route tooling and the round-trip check: routes with
/// believable values (every other rule samples itself).
extension FavoritesModule: ModuleSamples {
    /// A favourite the explorer finds.
    public var sampleRoutes: [FavoritesRoute] { [.favorite(id: 7)] }
}
// end
