// snippet: favorites-samples
import CoordinatorKitTooling

/// The module's sample routes, for the route tooling and the round-trip check: one per
/// rule with values (a rule without values is its own sample).
extension FavoritesModule: ModuleSamples {
    /// One route per rule with values, with believable values.
    public var sampleRoutes: [FavoritesRoute] { [.favorite(id: 7)] }
}
// end
