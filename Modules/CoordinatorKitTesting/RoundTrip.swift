import CoordinatorKit
import CoordinatorKitTooling

/// Checks a module's links both ways, as links are read, and returns what is wrong, one
/// line per problem.
///
/// The module is registered on its own and checked with ``roundTripProblems(in:)``: every
/// sample route (`ModuleSamples`, and each other rule's own: its one route, or the route
/// its parser reads from made-up values) must print to a link that resolves, through the
/// registry as a link would, back to exactly that route; no rule may be unreachable
/// (shadowed by another, or a second root); and every rule of the module's codec must read
/// back at least one sample route's link. An empty result means the module round-trips.
///
/// ```swift
/// @Test func everyRouteRoundTrips() {
///     #expect(roundTripProblems(of: RecipesModule()) == [])
/// }
/// ```
public func roundTripProblems<M: FeatureModule>(of module: M) -> [String] {
    var registry = ModuleRegistry()
    do {
        try registry.register(module)
    } catch {
        return [error.description]
    }
    return roundTripProblems(in: registry)
}

/// Checks every module of a composed app: each sample route's printed link resolves back
/// to that route alone through the whole registry (so a value that names another module,
/// which ends its parameter's run, is caught), no rule is unreachable, and every rule
/// reads back a sample route (a rule without values is its own sample; a rule with values
/// that no `ModuleSamples` route prints is reported).
///
/// ```swift
/// @Test func everyRouteOfTheAppRoundTrips() throws {
///     #expect(roundTripProblems(in: try AppComposition.registry()) == [])
/// }
/// ```
public func roundTripProblems(in registry: ModuleRegistry) -> [String] {
    var problems = registry.linkProblems().map(\.description)
    for module in registry.modules {
        problems += rulesWithoutSample(of: module.registration)
    }
    return problems
}

/// The rules of a module that no sample route's printed link reads back.
private func rulesWithoutSample<M: FeatureModule>(of module: M) -> [String] {
    let codec = module.codec
    let used = Set(module.samples.compactMap { codec.ruleIndex(for: $0) })
    return codec.rules.indices.filter { !used.contains($0) }.map { index in
        "rule '\(codec.rules[index].name)' (\(codec.rules[index].pattern)) has no sample route: list one in the module's sampleRoutes"
    }
}
