import CoordinatorKit

/// Checks a module's grammar both ways and returns what is wrong, one line per problem.
///
/// Every sample route must print to a link that resolves back to exactly that route, and
/// every rule of the module's codec must read back at least one sample route's link. An
/// empty result means the module round-trips.
///
/// ```swift
/// @Test func everyRouteRoundTrips() {
///     #expect(roundTripProblems(of: RecipesModule()) == [])
/// }
/// ```
public func roundTripProblems<M: FeatureModule>(of module: M) -> [String] {
    let codec = module.codec
    var problems: [String] = []
    for route in module.sampleRoutes {
        guard let components = codec.components(for: route) else {
            problems.append("\(route): the codec's printer gives it no link")
            continue
        }
        let link = DeepLink(segments: components.segments, queryItems: components.queryItems)
        do {
            let parsed = try codec.parse(link)
            if parsed != route {
                problems.append("\(route): printed as '\(link.path)', parsed back as \(String(describing: parsed))")
            }
        } catch {
            problems.append("\(route): printed as '\(link.path)', rejected: \(error)")
        }
    }
    for rule in codec.rules where !module.sampleRoutes.contains(where: { codec.rule(for: $0)?.name == rule.name }) {
        problems.append("rule '\(rule.name)' (\(rule.pattern)) has no sample route")
    }
    return problems
}
