/// Turns a link into the module routes it asks for and where they go, without a
/// coordinator: resolution is a pure function of the link, the registry and the state.
///
/// Resolution walks the segments once: the module in charge gets first claim on the
/// segments ahead (its longest matching rule); a segment it cannot use that names another
/// registered module hands control to that module; a segment naming the module already in
/// charge is rejected (``DeepLinkError/repeatedModule(segment:position:)``), since its root
/// would be pushed on itself. The first module with a tab in the state (see
/// ``RootCoordinator/arrangeTabs(_:)``) selects
/// that tab and replaces its stack (the modal layers of the tab it leaves are dismissed,
/// since they would cover the tab bar); a link with no tab module is presented over the
/// current tab.
///
/// The result, a ``LinkResolution``, holds the routes as the link asks for them. The root
/// then asks each route's coordinator for its decision and builds the new state with
/// ``LinkResolution/state(from:entries:)``.
struct LinkResolver {
    let registry: ModuleRegistry

    /// The routes `original` asks for, from `state`.
    ///
    /// - Throws: ``NavigationError/invalidLink(_:)`` naming the segment, position or query
    ///   item that no module accepts; ``NavigationError/noTab`` when the link needs a
    ///   selected tab and the state has none.
    func resolve(_ original: DeepLink, in state: NavigationState) throws(NavigationError) -> LinkResolution {
        guard !original.segments.isEmpty else {
            guard let selected = state.selectedTab, state[tab: selected] != nil else { throw .noTab }
            return LinkResolution(routes: [], target: .selectedTabRoot)
        }

        var link = original
        var routes: [LinkResolution.ResolvedRoute] = []
        routes.reserveCapacity(2)
        var tabModule: RegisteredModule?
        var current: RegisteredModule?
        var currentIsTab = false
        var routesInSpan = 0
        var spanIsTabRoot = false
        var nearMiss: DeepLinkError?
        var index = 0

        func append(_ route: AnyRoute, from module: RegisteredModule) {
            routes.append(
                LinkResolution.ResolvedRoute(route: route, module: module, entersModule: routesInSpan == 0, isTab: currentIsTab))
            routesInSpan += 1
        }
        func closeSpan() {
            guard let current, routesInSpan == 0, !spanIsTabRoot else { return }
            append(current.rootRoute, from: current)
        }

        while index < link.segments.count {
            if let module = current {
                let match: LinkMatch<AnyRoute>
                do {
                    match = try module.match(link, from: index, isFirstInSpan: routesInSpan == 0)
                } catch {
                    throw .invalidLink(error)
                }
                switch match {
                case .matched(let route, let consumed, let miss):
                    append(route, from: module)
                    index += consumed
                    nearMiss = miss
                    continue
                case .none(let miss):
                    nearMiss = miss ?? nearMiss
                }
            }
            let segment = link.segments[index]
            if let claim = registry.claim(forSegment: segment) {
                let module = registry.modules[claim.module]
                // A module named again while in charge would push its root on itself
                // (`recipes/recipes`), a state whose printed link reads differently.
                if let current, current.id == module.id {
                    throw .invalidLink(.repeatedModule(segment: segment, position: link.position(ofSegment: index)))
                }
                let implied = claim.implied
                closeSpan()
                if implied.isEmpty {
                    index += 1
                } else {
                    link.expandSegment(at: index, into: implied)
                }
                current = module
                // A module is a tab here when the state shows it as one: a tab module the
                // app's tab set leaves out is entered as a module without a tab, and the
                // module of a root without tabs (its single stack) as a tab.
                currentIsTab = state[tab: module.id] != nil
                routesInSpan = 0
                spanIsTabRoot = false
                nearMiss = nil
                if tabModule == nil, currentIsTab {
                    tabModule = module
                    spanIsTabRoot = routes.isEmpty
                }
                continue
            }
            let position = link.position(ofSegment: index)
            if let absent = registry.absentModule(forSegment: segment) {
                throw .invalidLink(.moduleNotInApp(segment: segment, position: position, module: absent))
            }
            let expected = (current?.expectedWords ?? []) + registry.segments
            throw .invalidLink(nearMiss ?? .unknownSegment(segment, position: position, expected: expected))
        }
        closeSpan()

        if let tabModule {
            return LinkResolution(routes: routes, target: .tab(tabModule))
        }
        guard let selected = state.selectedTab, state[tab: selected] != nil else { throw .noTab }
        return LinkResolution(routes: routes, target: .overSelectedTab)
    }
}

extension ModuleRegistry {
    /// The link path of one route on its own, from its module's segment on, such as
    /// `recipes/42`; `nil` when no rule prints it.
    public func linkPath(for route: AnyRoute) -> String? {
        printedPath(of: route)?.text
    }

    /// A route as its module's rules print it; `nil` when no rule prints it.
    func printedPath(of route: AnyRoute) -> PrintedPath? {
        guard let module = module(withID: route.module), let components = module.printRoute(route.base) else {
            return nil
        }
        return PrintedPath(module: module, segments: components.segments, queryItems: components.queryItems)
    }

    /// The canonical link of a state's selected tab, or `nil` when no link rebuilds it.
    ///
    /// Alerts, detents and pending navigation are not part of a link. The printed link is
    /// read back (resolved, without coordinators) and compared with the tab before it is
    /// returned, so a state that no link rebuilds — a module's root pushed on itself, two
    /// routes that read back as one, a sheet where the link would push — has no link
    /// rather than a wrong one.
    public func link(for state: NavigationState) -> DeepLink? {
        guard let tab = state.currentTab, let link = printedLink(for: tab) else { return nil }
        guard let resolution = try? LinkResolver(registry: self).resolve(link, in: state),
            case .tab(let module) = resolution.target, module.id == tab.id
        else { return nil }
        let entries = resolution.undecidedEntries
        guard entries.count == tab.stack.count else { return nil }
        for (read, entry) in zip(entries, tab.stack)
        where read.route != entry.route || read.presentation != entry.presentation {
            return nil
        }
        return link
    }

    /// A tab's printed link, not yet read back: `nil` when a route has no rule that prints
    /// it, when the tab's root is not its module's root, or when two routes print the same
    /// query item with different values.
    func printedLink(for tab: TabState) -> DeepLink? {
        guard let tabModule = module(withID: tab.id), tab.root.route == tabModule.rootRoute else { return nil }
        var segments = [tabModule.segment]
        var queryItems: [LinkQueryItem] = []
        var current = tabModule
        for entry in tab.stack {
            if entry.route.module != current.id {
                guard let module = module(withID: entry.route.module) else { return nil }
                segments.append(module.segment)
                current = module
            }
            guard let components = current.printRoute(entry.route.base) else { return nil }
            segments += components.segments
            for item in components.queryItems {
                if let existing = queryItems.first(where: { $0.name == item.name }) {
                    guard existing.value == item.value else { return nil }
                } else {
                    queryItems.append(item)
                }
            }
        }
        return DeepLink(segments: segments, queryItems: queryItems)
    }
}
