import CoordinatorKit

/// A feature module's sample routes: one route per kind of screen, with believable values,
/// for the route tooling, the navigation explorer and the tests.
///
/// The runtime never reads sample routes, so a module is not required to have them: it
/// adopts this protocol in a file of its own that imports this target, and its other files
/// keep depending on the core alone. The tooling finds the samples through the module's
/// registration (`RegisteredModule.registration`), so the app registers the module once.
///
/// <!-- snippet: module-samples -->
/// ```swift
/// extension SettingsModule: ModuleSamples {
///     var sampleRoutes: [SettingsRoute] { [.main, .allergies] }
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
/// A module that does not adopt it has no samples: its rules are listed without an example,
/// none of its routes is read back, and the explorer reaches its screens only through
/// other links and actions.
public protocol ModuleSamples: FeatureModule {
    /// One route per rule of the module's codec, with believable values: the first sample
    /// a rule prints is that rule's example.
    var sampleRoutes: [RouteType] { get }
}

extension RegisteredModule {
    /// The module's sample routes (``ModuleSamples/sampleRoutes``), tagged with the module;
    /// empty for a module that does not adopt ``ModuleSamples``.
    public var sampleRoutes: [AnyRoute] {
        // Opened as its own type, not cast to an array of another: the explorer reads
        // this for every route it shows.
        (registration as? any ModuleSamples)?.taggedSampleRoutes ?? []
    }
}

extension FeatureModule {
    /// The module's ``ModuleSamples/sampleRoutes`` if it adopts ``ModuleSamples``; otherwise
    /// none.
    package var sampleRoutesIfAdopted: [RouteType] {
        guard let samples = self as? any ModuleSamples else { return [] }
        return samples.sampleRoutes(as: RouteType.self)
    }
}

extension ModuleSamples {
    /// The sample routes, each tagged with the module.
    fileprivate var taggedSampleRoutes: [AnyRoute] {
        let id = id
        return sampleRoutes.map { AnyRoute($0, module: id) }
    }

    /// The sample routes as routes of `type`, the module's own route type seen through a
    /// generic caller.
    fileprivate func sampleRoutes<R>(as type: R.Type) -> [R] {
        sampleRoutes as? [R] ?? []
    }
}
