import CoordinatorKit

/// A feature module's sample routes: one route per link rule that carries values, with
/// believable values, for the route tooling, the navigation explorer and the tests.
///
/// The runtime never reads sample routes, so a module is not required to have them: it
/// adopts this protocol in a file of its own that imports this target, and its other files
/// keep depending on the core alone. The tooling finds the samples through the module's
/// registration (`RegisteredModule.registration`), so the app registers the module once.
///
/// <!-- snippet: notes-samples -->
/// ```swift
/// extension NotesModule: ModuleSamples {
///     var sampleRoutes: [NotesRoute] { [.note(id: 7), .share(id: 7)] }
/// }
/// ```
///
/// What a module gains by adopting it:
/// - Route listings (``RouteDescription``, the route table, its diagram) show each rule's
///   example link, how a link shows that route and what it requires; the
///   `apple-app-site-association` patterns spell the module's aliases after the samples
///   they stand for.
/// - `ModuleRegistry.checkLinks()` reads every sample's printed link back through the
///   registry, as a link is read, and throws the first that reads as another route
///   (`RegistrationError.routeReadsBackDifferently(route:link:reason:)`);
///   `roundTripProblems(of:)` in `CoordinatorKitTesting` also reports every rule that no
///   sample uses.
/// - The navigation explorer opens every sample's link, shows every sample route, and
///   describes its world by the samples' requirements.
///
/// A rule that carries no values (`DeepLinkRule(.main, path: [])`) is its own sample, so
/// a module lists only routes with values here, one per such rule; a module whose rules
/// carry no values need not adopt it. A rule with values and no sample is listed without
/// an example, its routes are not read back, and the explorer reaches its screens only
/// through other links and actions.
public protocol ModuleSamples: FeatureModule {
    /// One route per rule of the module's codec that carries values, with believable
    /// values: the first sample a rule prints is that rule's example. Routes of rules
    /// without values may be listed too (to order the examples) and are not repeated.
    var sampleRoutes: [RouteType] { get }
}

extension RegisteredModule {
    /// The module's samples, tagged with the module: its ``ModuleSamples/sampleRoutes``,
    /// then the route of each rule that carries no values and that no sample prints.
    public var sampleRoutes: [AnyRoute] {
        // Opened as its own type, not cast to an array of another.
        Self.taggedSamples(of: registration, id: id)
    }

    private static func taggedSamples<M: FeatureModule>(of module: M, id: ModuleID) -> [AnyRoute] {
        module.samples.map { AnyRoute($0, module: id) }
    }
}

extension FeatureModule {
    /// The module's samples: its ``ModuleSamples/sampleRoutes`` if it adopts
    /// ``ModuleSamples``, then the route of each rule that carries no values and that no
    /// sample already prints — so a module needs samples only for its routes with values.
    package var samples: [RouteType] {
        let adopted = (self as? any ModuleSamples)?.sampleRoutes(as: RouteType.self) ?? []
        let codec = codec
        let printed = Set(adopted.compactMap { codec.ruleIndex(for: $0) })
        return adopted + codec.rules.indices.compactMap { printed.contains($0) ? nil : codec.rules[$0].fixedRoute }
    }
}

extension ModuleSamples {
    /// The sample routes as routes of `type`, the module's own route type seen through a
    /// generic caller.
    fileprivate func sampleRoutes<R>(as type: R.Type) -> [R] {
        sampleRoutes as? [R] ?? []
    }
}
