/// The modules an app is composed of, indexed by segment, identifier and route type.
///
/// The composition registers each module once; registration rejects two modules that
/// claim one segment. Modules left out of a build can be declared absent so that a link
/// into them is rejected as "not in this app" rather than as an unknown segment.
public struct ModuleRegistry: Sendable {
    /// The registered modules, in registration order (which is also tab order).
    public private(set) var modules: [RegisteredModule] = []
    private var indexByID: [ModuleID: Int] = [:]
    private var indexBySegment: [String: SegmentClaim] = [:]
    private var indexByRouteType: [ObjectIdentifier: Int] = [:]
    private var absentModules: [String: String] = [:]
    /// Every module's own segment (an alias is no name), and `~`: what no rule's parameter
    /// takes.
    package private(set) var moduleWords: Set<String> = [DeepLink.currentTabMarker]
    /// The modules with a tab, in registration order: a state whose tabs have these
    /// identifiers shows each one's home tab, and the resolver then knows a module is a tab
    /// without searching the state's.
    private(set) var tabModuleIDs: [ModuleID] = []

    /// Creates an empty registry.
    public init() {}

    /// Registers a module.
    ///
    /// - Throws: ``RegistrationError`` when the module's identifier, route type or one of
    ///   its segments is already taken, or a segment is not a valid segment.
    public mutating func register<M: FeatureModule>(_ module: M) throws(RegistrationError) {
        let registered = RegisteredModule(module, position: modules.count)
        let id = registered.id
        if indexByID[id] != nil {
            throw .duplicateModuleID(id)
        }
        if let owner = indexByRouteType[registered.routeType] {
            throw .duplicateRouteType(registered.routeTypeName, claimedBy: modules[owner].id, rejected: id)
        }
        let claims = [(registered.segment, [String]())] + registered.aliases.sorted { $0.key < $1.key }
        for (segment, _) in claims {
            guard !segment.isEmpty, !segment.contains("/"), segment == segment.lowercased(),
                segment != DeepLink.currentTabMarker
            else {
                throw .invalidSegment(segment, module: id)
            }
            if let owner = indexBySegment[segment] {
                throw .duplicateSegment(segment, claimedBy: modules[owner.module].id, rejected: id)
            }
        }
        #if DEBUG
            // Release builds keep the grammar lazy and leave this to the route tooling.
            if let first = registered.unreachableRuleErrors.first { throw first }
        #endif
        let index = modules.count
        modules.append(registered)
        if registered.hasTab { tabModuleIDs.append(id) }
        indexByID[id] = index
        indexByRouteType[registered.routeType] = index
        for (segment, implied) in claims {
            indexBySegment[segment] = SegmentClaim(module: index, implied: implied)
            absentModules[segment] = nil
            if implied.isEmpty { moduleWords.insert(segment) }
        }
    }

    /// Declares that a module is left out of this build, so that links into its segments
    /// are rejected with ``DeepLinkError/moduleNotInApp(segment:position:module:)``.
    public mutating func declareAbsent(module name: String, segments: [String]) {
        for segment in segments where indexBySegment[segment] == nil {
            absentModules[segment] = name
        }
    }

    /// The module with the given identifier.
    public func module(withID id: ModuleID) -> RegisteredModule? {
        indexByID[id].map { modules[$0] }
    }

    /// The module that owns a route type.
    public func module<R: Route>(forRouteType type: R.Type) -> RegisteredModule? {
        indexByRouteType[ObjectIdentifier(type)].map { modules[$0] }
    }

    /// Tags a route with the module that owns its type: the one public way to make an
    /// ``AnyRoute``, so that a route can never be tagged with the wrong module.
    ///
    /// - Returns: The module-tagged route, or `nil` when no registered module owns the
    ///   route's type.
    public func anyRoute<R: Route>(for route: R) -> AnyRoute? {
        module(forRouteType: R.self).map { AnyRoute(route, module: $0.id) }
    }

    func claim(forSegment segment: String) -> SegmentClaim? {
        indexBySegment[segment]
    }

    func absentModule(forSegment segment: String) -> String? {
        absentModules[segment]
    }

    /// Every first segment a link may start with, sorted.
    public var segments: [String] {
        indexBySegment.keys.sorted()
    }

    /// The modules that have a tab, in tab order.
    public var tabModules: [RegisteredModule] {
        modules.filter(\.hasTab)
    }

    /// How a tab appears: its module's ``TabDescriptor`` for a home tab, and for a pinned
    /// tab the module's ``RegisteredModule/pinnedTab(showing:)`` for its root (the module's
    /// own when its root was rewritten into one it does not offer).
    public func tabDescriptor(for tab: TabState) -> TabDescriptor? {
        guard let module = module(withID: tab.module) else { return nil }
        return (tab.id == module.id ? nil : module.pinnedTab(showing: tab.root.route)) ?? module.tab
    }

    /// The modules a root shows as tabs until the app arranges them otherwise: the modules
    /// with a tab, in registration order; with none, the first module alone, whose stack
    /// is the app's single stack.
    public var defaultTabs: [RegisteredModule] {
        let tabs = tabModules
        return tabs.isEmpty ? Array(modules.prefix(1)) : tabs
    }
}

/// A first segment's owner, by registry position, and the segments an alias stands for.
struct SegmentClaim {
    let module: Int
    let implied: [String]
}
