// snippet: favorites-samples
import CoordinatorKitTooling

/// The module's sample routes, for the route tooling and the round-trip check.
extension FavoritesModule: ModuleSamples {
    /// One route per rule, with believable values.
    public var sampleRoutes: [FavoritesRoute] { [.list, .favorite(id: 7)] }
}
// end
