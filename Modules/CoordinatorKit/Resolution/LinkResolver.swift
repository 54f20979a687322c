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

    /// The routes `original` asks for, from `state`, landing as `placement` says; a link
    /// that starts with ``DeepLink/currentTabMarker`` lands on the current tab whatever
    /// `placement` says.
    ///
    /// - Throws: ``NavigationError/invalidLink(_:)`` naming the segment, position or query
    ///   item that no module accepts; ``NavigationError/noTab`` when the link needs a
    ///   selected tab and the state has none.
    func resolve(
        _ original: DeepLink, in state: NavigationState, placement: LinkPlacement = .owningTab
    ) throws(NavigationError) -> LinkResolution {
        guard !original.segments.isEmpty else {
            guard let selected = state.selectedTab, state.hasTab(selected) else { throw .noTab }
            return LinkResolution(routes: [], target: .selectedTabRoot)
        }

        var link = original
        var routes: [LinkResolution.ResolvedRoute] = []
        routes.reserveCapacity(2)
        var tabModule: RegisteredModule?
        var current: RegisteredModule?
        var currentIsTab = false
        // A state that shows as many tabs as the app has tab modules shows them all (the
        // usual case): whether a module is a tab is then its registration's answer.
        let allTabsShown = state.tabs.count == registry.tabModuleCount
        var routesInSpan = 0
        var spanIsTabRoot = false
        var nearMiss: NearMiss?
        var index = 0
        var landsOnCurrentTab = placement == .currentTab
        let moduleWords = registry.moduleWords

        func append(_ route: AnyRoute, from module: RegisteredModule) {
            routes.append(
                LinkResolution.ResolvedRoute(route: route, module: module, entersModule: routesInSpan == 0, isTab: currentIsTab))
            routesInSpan += 1
        }
        // The spans of modules with root-level query rules, when the link has a query: the
        // last span of each such module takes the root-level query route its items select.
        let hasQuery = !link.queryItems.isEmpty
        var querySpans: [QuerySpan] = []
        var spanStart = 0
        var spanIsRecorded = false
        // Whether the next segment names a module whatever the module in charge reads (after `~`).
        var namesModule = false
        // Records the current span as one of a module with root-level query rules.
        func recordQuerySpan() {
            guard hasQuery, !spanIsRecorded, let current else { return }
            querySpans.append(QuerySpan(module: current, start: spanStart))
            spanIsRecorded = true
        }
        // A span that ends without a route of its own opens its module's root.
        func closeSpan() throws(NavigationError) {
            guard let current, routesInSpan == 0 else { return }
            if hasQuery, !spanIsRecorded, current.hasRootQueryRules { recordQuerySpan() }
            guard !spanIsTabRoot else { return }
            // On the current tab, a module's root is not pushed on a screen of its own
            // (a root-level query route is not its root).
            if landsOnCurrentTab, routes.isEmpty, state.topEntry?.route.module == current.id,
                querySpans.last?.module !== current
            {
                throw .invalidLink(.repeatedModule(segment: current.segment, position: 1))
            }
            append(current.rootRoute, from: current)
            if let last = querySpans.indices.last, querySpans[last].module === current {
                querySpans[last].opensRoot = true
            }
        }

        while index < link.segments.count {
            // After a module's span, `~` says the next segment names a module even where
            // a rule of the module in charge starts with that word (`settings/~/profile`).
            if namesModule {
                namesModule = false
            } else if let module = current {
                let match: LinkMatch<AnyRoute>
                do {
                    var hasRootQueryRules = false
                    match = try module.match(
                        link, from: index, isFirstInSpan: routesInSpan == 0, moduleWords: moduleWords,
                        hasRootQueryRules: &hasRootQueryRules)
                    if hasRootQueryRules { recordQuerySpan() }
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
                try closeSpan()
                if implied.isEmpty {
                    index += 1
                } else {
                    link.expandSegment(at: index, into: implied)
                }
                current = module
                // A module is a tab here when the state shows it as one: a tab module the
                // app's tab set leaves out is entered as a module without a tab, and the
                // module of a root without tabs (its single stack) as a tab.
                currentIsTab = allTabsShown ? module.hasTab : state.hasTab(module.id)
                routesInSpan = 0
                spanIsTabRoot = false
                spanStart = routes.count
                spanIsRecorded = false
                nearMiss = nil
                if tabModule == nil, currentIsTab, !landsOnCurrentTab {
                    tabModule = module
                    spanIsTabRoot = routes.isEmpty
                }
                continue
            }
            // After a module's span, `~` says the next segment names a module even where
            // a rule of the module in charge starts with that word (`settings/~/profile`).
            if index > 0, segment == DeepLink.currentTabMarker, index + 1 < link.segments.count,
                registry.claim(forSegment: link.segments[index + 1]) != nil
            {
                index += 1
                namesModule = true
                continue
            }
            let position = link.position(ofSegment: index)
            // The marker of a link that lands on the current tab: first, and once.
            if index == 0, segment == DeepLink.currentTabMarker, link.segments.count > 1 {
                landsOnCurrentTab = true
                index = 1
                continue
            }
            if let absent = registry.absentModule(forSegment: segment) {
                throw .invalidLink(.moduleNotInApp(segment: segment, position: position, module: absent))
            }
            let expected = (current?.expectedWords ?? []) + registry.segments
            throw .invalidLink(nearMiss?.error ?? .unknownSegment(segment, position: position, expected: expected))
        }
        try closeSpan()
        if !querySpans.isEmpty {
            try placeRootQueryRoutes(of: querySpans, in: link, over: state, into: &routes)
        }

        if let tabModule {
            return LinkResolution(routes: routes, target: .tab(tabModule))
        }
        guard let selected = state.selectedTab, state.hasTab(selected) else { throw .noTab }
        return LinkResolution(routes: routes, target: .overSelectedTab)
    }
}

extension LinkResolver {
    /// A span of a module with root-level query rules: where its routes start, and whether
    /// its first route is the module's root, opened because the span had no route.
    struct QuerySpan {
        let module: RegisteredModule
        let start: Int
        var opensRoot = false
    }

    /// Puts the root-level query route each module's rules select for the link's query in
    /// the module's last span, first: in place of the root the span opened, or ahead of
    /// the span's routes. A query item has no place in the path, so one span per module
    /// reads it, the last, as printing puts it (see `ModuleRegistry.printedLink(for:)`).
    ///
    /// - Throws: ``NavigationError/invalidLink(_:)`` with the error of a query value the
    ///   selected rule rejects.
    func placeRootQueryRoutes(
        of spans: [QuerySpan], in link: DeepLink, over state: NavigationState,
        into routes: inout [LinkResolution.ResolvedRoute]
    ) throws(NavigationError) {
        // Last span first, so that an insertion leaves the places of the spans ahead as they are.
        for (offset, span) in spans.enumerated().reversed()
        where !spans[(offset + 1)...].contains(where: { $0.module === span.module }) {
            let found: AnyRoute?
            do {
                found = try span.module.rootQueryRoute(in: link)
            } catch {
                throw .invalidLink(error)
            }
            guard let route = found else { continue }
            let resolved = LinkResolution.ResolvedRoute(
                route: route, module: span.module, entersModule: true, isTab: state.hasTab(span.module.id))
            if span.opensRoot {
                routes[span.start] = resolved
            } else {
                if span.start < routes.count, routes[span.start].module === span.module {
                    routes[span.start].entersModule = false
                }
                routes.insert(resolved, at: span.start)
            }
        }
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
                // A module's segment that a rule of the module in charge starts with is
                // written after the marker, so that it reads as the module.
                if current.claimsWord(module.segment) { segments.append(DeepLink.currentTabMarker) }
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
