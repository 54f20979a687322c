/// Turns a link into the navigation state it asks for, and a state back into its link.
///
/// Resolution walks the segments once: the module in charge gets first claim on the
/// segments ahead (its longest matching rule); a segment it cannot use that names another
/// registered module hands control to that module. The first module with a tab selects
/// that tab and replaces its stack (the modal layers of the tab it leaves are dismissed,
/// since they would cover the tab bar); a link with no tab module is presented over the
/// current tab. Each route passes through its coordinator's
/// ``ModuleCoordinator/destination(for:)`` on the way in.
@MainActor
struct LinkResolver {
    let registry: ModuleRegistry
    /// The root whose coordinators decide each route's destination (held only while a
    /// link resolves).
    let root: RootCoordinator

    func resolve(_ original: DeepLink, in state: NavigationState) throws(NavigationError) -> NavigationState {
        var next = state
        guard !original.segments.isEmpty else {
            guard let selected = state.selectedTab, var tab = state[tab: selected] else { throw .noTab }
            tab.root.alert = nil
            tab.stack = []
            next[tab: selected] = tab
            return next
        }

        var link = original
        var entries: [NavigationEntry] = []
        var tabModule: RegisteredModule?
        var current: RegisteredModule?
        var routesInSpan = 0
        var spanIsTabRoot = false
        var nearMiss: DeepLinkError?
        var index = 0

        func append(_ route: AnyRoute, from module: RegisteredModule) {
            let decided = root.destination(for: route, in: module)
            var presentation = decided.presentation
            if routesInSpan == 0, !module.hasTab, !presentation.isModal {
                presentation = module.entryPresentation
            }
            entries.append(NavigationEntry(route: decided, presentedAs: presentation))
            routesInSpan += 1
        }
        func closeSpan() {
            guard let current, routesInSpan == 0, !spanIsTabRoot else { return }
            append(current.rootRoute, from: current)
        }

        while index < link.segments.count {
            if let module = current {
                let match: ModuleMatch
                do {
                    match = try module.match(link, from: index, isFirstInSpan: routesInSpan == 0)
                } catch {
                    throw .invalidLink(error)
                }
                switch match {
                case .route(let route, let consumed, let miss):
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
                let implied = claim.implied
                closeSpan()
                if implied.isEmpty {
                    index += 1
                } else {
                    link.expandSegment(at: index, into: implied)
                }
                current = module
                routesInSpan = 0
                spanIsTabRoot = false
                nearMiss = nil
                if tabModule == nil, module.hasTab {
                    tabModule = module
                    spanIsTabRoot = entries.isEmpty
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
            if let selected = state.selectedTab, selected != tabModule.id, var left = state[tab: selected] {
                left.removeAlerts()
                left.dismissModalLayers()
                next[tab: selected] = left
            }
            next[tab: tabModule.id] = TabState(id: tabModule.id, root: tabModule.rootRoute, stack: entries)
            next.selectedTab = tabModule.id
        } else {
            guard let selected = state.selectedTab, var tab = state[tab: selected] else { throw .noTab }
            tab.removeAlerts()
            tab.stack += entries
            next[tab: selected] = tab
        }
        return next
    }
}

extension ModuleRegistry {
    /// The link path of one route on its own, from its module's segment on, such as
    /// `recipes/42`; `nil` when no rule prints it.
    public func linkPath(for route: AnyRoute) -> String? {
        guard let module = module(withID: route.module), let components = module.printRoute(route.base) else {
            return nil
        }
        return DeepLink(segments: [module.segment] + components.segments, queryItems: components.queryItems).path
    }

    /// The canonical link of a state's selected tab, or `nil` when a route cannot be printed.
    ///
    /// Alerts and pending navigation are not part of a link. For every state a link
    /// produces, resolving the printed link gives that state back.
    public func link(for state: NavigationState) -> DeepLink? {
        guard let tab = state.currentTab, let tabModule = module(withID: tab.id) else { return nil }
        var segments = [tabModule.segment]
        var queryItems: [LinkQueryItem] = []
        var current = tabModule
        func print(_ route: AnyRoute) -> Bool {
            guard let components = current.printRoute(route.base) else { return false }
            segments += components.segments
            for item in components.queryItems where !queryItems.contains(where: { $0.name == item.name }) {
                queryItems.append(item)
            }
            return true
        }
        if tab.root.route != tabModule.rootRoute, !print(tab.root.route) { return nil }
        for entry in tab.stack {
            if entry.route.module != current.id {
                guard let module = module(withID: entry.route.module) else { return nil }
                segments.append(module.segment)
                current = module
            }
            guard print(entry.route) else { return nil }
        }
        return DeepLink(segments: segments, queryItems: queryItems)
    }
}
