/// A module as the registry keeps it: its registration read once, with its route type
/// erased behind closures so that modules of different route types sit in one list.
public struct RegisteredModule: Sendable {
    /// The module's identifier, also its tab's identifier.
    public let id: ModuleID
    /// The first segment the module owns.
    public let segment: String
    /// Further first segments and what they stand for.
    public let aliases: [String: [String]]
    /// The module's tab, if it has one.
    public let tab: TabDescriptor?
    /// The screen shown when a link names only the module.
    public let rootRoute: AnyRoute
    /// How the module is presented when a link enters it with a pushed route.
    public let entryPresentation: Presentation
    /// One route per kind of screen, for checks and examples.
    public var sampleRoutes: [AnyRoute] { describeSamples() }
    /// Every rule of the module's grammar, described for listings (computed on demand,
    /// so registering a large app stays cheap).
    public var routes: [RouteDescription] { describeRoutes() }

    let routeType: ObjectIdentifier
    let routeTypeName: String
    /// The words the module accepts first after its segment, for error messages.
    var expectedWords: [String] { describeExpectedWords() }
    private let describeExpectedWords: @Sendable () -> [String]
    private let describeSamples: @Sendable () -> [AnyRoute]
    let match: @Sendable (DeepLink, Int, Bool) throws(DeepLinkError) -> ModuleMatch
    let printRoute: @Sendable (any Route) -> (segments: [String], queryItems: [LinkQueryItem])?
    let decodeRoute: @Sendable (any Decoder) throws -> any Route
    let makeCoordinator: @MainActor @Sendable (RootCoordinator) -> CoordinatorBox
    private let describeRoutes: @Sendable () -> [RouteDescription]

    init<M: FeatureModule>(_ module: M) {
        let id = module.id
        // The grammar is built on the first link into the module, not at registration.
        let lazyCodec = LazyValue { module.codec }
        self.id = id
        self.segment = module.segment
        self.aliases = module.aliases
        self.tab = module.tab
        self.rootRoute = AnyRoute(module.rootRoute, module: id)
        self.entryPresentation = module.entryPresentation
        self.describeSamples = { module.sampleRoutes.map { AnyRoute($0, module: id) } }
        self.routeType = ObjectIdentifier(M.RouteType.self)
        self.routeTypeName = String(describing: M.RouteType.self)
        self.describeExpectedWords = { lazyCodec.value.expectedWords }
        self.describeRoutes = {
            let codec = lazyCodec.value
            return codec.rules.map { rule in
                RouteDescription(rule: rule, module: id, segment: module.segment, samples: module.sampleRoutes, codec: codec)
            }
        }
        self.match = { (link: DeepLink, start: Int, isFirstInSpan: Bool) throws(DeepLinkError) -> ModuleMatch in
            switch try lazyCodec.value.match(link, from: start, isFirstInSpan: isFirstInSpan) {
            case .route(let route, let consumed, let nearMiss):
                .route(AnyRoute(route, module: id), consumed: consumed, nearMiss: nearMiss)
            case .none(let nearMiss):
                .none(nearMiss: nearMiss)
            }
        }
        self.printRoute = { route in
            guard let route = route as? M.RouteType else { return nil }
            return lazyCodec.value.components(for: route)
        }
        self.decodeRoute = { decoder in try M.RouteType(from: decoder) }
        self.makeCoordinator = { root in
            let navigator = Navigator<M.RouteType>(root: root, module: id)
            return CoordinatorBox(module.makeCoordinator(navigator: navigator, dependencies: root.dependencies))
        }
    }
}

/// What a module made of the segments ahead of it.
enum ModuleMatch {
    case route(AnyRoute, consumed: Int, nearMiss: DeepLinkError?)
    case none(nearMiss: DeepLinkError?)
}
