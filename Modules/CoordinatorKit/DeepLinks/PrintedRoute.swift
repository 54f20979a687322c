/// A route as one of its module's rules prints it: the link segments after the module's
/// own and the query items.
///
/// Only a rule makes one, with ``DeepLinkRule/link(_:)``, so a codec's printer can return
/// nothing but the link of a rule, filled with values of the types its pattern declares.
/// It does not name its route type: a module generic over its route type (a stand-in, a
/// generated module) would then look up type metadata for every route it prints. A route
/// printed with another module's rule reads back as something else, which the round-trip
/// check of `CoordinatorKitTesting` reports.
public struct PrintedRoute: Hashable, Sendable {
    /// The path segments after the module's own, values in place.
    public let segments: [String]
    /// The query items, in pattern order; an optional value that is `nil` has none.
    public let queryItems: [LinkQueryItem]

    init(segments: [String], queryItems: [LinkQueryItem]) {
        self.segments = segments
        self.queryItems = queryItems
    }
}
