import CoordinatorKit

/// A feature module's own sample routes, for the route tooling, the navigation explorer
/// and the tests, where the samples every rule makes are not enough.
///
/// Every rule samples itself: a rule without values (`DeepLinkRule(.main, path: [])`) with
/// its one route, a rule with values with the route its parser reads from made-up values
/// (`1`, `example`, a `UUID` of zeros and a one, `true`, `1.5`, the first case of a
/// `CaseIterable` value; for a value of the app's own type, the first of those texts its
/// `init?(linkText:)` reads, its raw value's type's first when it is `RawRepresentable`;
/// optional query items left out). A module adopts this protocol to
/// list routes whose values must be believable (an id the explorer should find), or for a
/// rule whose parser refuses the made-up values; a listed route's rule is not sampled
/// again. The runtime never reads sample routes, so the module adopts it in a file of its
/// own that imports this target, and its other files keep depending on the core alone. The
/// tooling finds the samples through the module's registration
/// (`RegisteredModule.registration`), so the app registers the module once.
///
/// <!-- snippet: notes-samples -->
/// ```swift
/// extension NotesModule: ModuleSamples {
///     var sampleRoutes: [NotesRoute] { [.note(id: 7), .share(id: 7)] }
/// }
/// ```
///
/// What the samples feed:
/// - Route listings (``RouteDescription``, the route table, its diagram) show each rule's
///   example link, how a link shows that route and what it requires; the
///   `apple-app-site-association` patterns spell the module's aliases after the samples
///   they stand for.
/// - `ModuleRegistry.checkLinks()` reads every sample's printed link back through the
///   registry, as a link is read, and throws the first that reads as another route
///   (`RegistrationError.routeReadsBackDifferently(route:link:reason:)`);
///   `roundTripProblems(of:)` in `CoordinatorKitTesting` also reports every rule that has
///   no sample.
/// - The navigation explorer opens every sample's link, shows every sample route, and
///   describes its world by the samples' requirements.
///
/// A rule without a sample (its parser refuses the made-up values and none is listed) is
/// listed without an example, its routes are not read back, and the explorer reaches its
/// screens only through other links and actions.
public protocol ModuleSamples: FeatureModule {
    /// Routes with believable values, one per rule being enough: the first sample a rule
    /// prints is that rule's example, and a rule that none prints samples itself.
    var sampleRoutes: [RouteType] { get }
}

extension RegisteredModule {
    /// The module's samples, tagged with the module: its ``ModuleSamples/sampleRoutes``,
    /// then the sample of each rule that none of them prints.
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
    /// ``ModuleSamples``, then the sample of each rule that none of them prints (its one
    /// route, or the route its parser reads from made-up values).
    package var samples: [RouteType] {
        let adopted = (self as? any ModuleSamples)?.sampleRoutes(as: RouteType.self) ?? []
        let codec = codec
        let printed = Set(adopted.compactMap { codec.ruleIndex(for: $0) })
        return adopted + codec.rules.indices.compactMap { printed.contains($0) ? nil : codec.rules[$0].sampleRoute }
    }
}

extension ModuleSamples {
    /// The sample routes as routes of `type`, the module's own route type seen through a
    /// generic caller.
    fileprivate func sampleRoutes<R>(as type: R.Type) -> [R] {
        sampleRoutes as? [R] ?? []
    }
}
