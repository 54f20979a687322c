/// Turns a link into the module routes it asks for and where they go: a pure function of
/// the link, the registry and the state, without a coordinator.
///
/// One walk over the segments: the module in charge gets first claim on the segments ahead
/// (its longest matching rule); a segment it cannot use that names another module hands
/// control to that module; one naming the module in charge is rejected
/// (``DeepLinkError/repeatedModule(segment:position:)``). The first module that is a tab of
/// the state selects its tab and replaces its stack — the tab whose root is the link's first
/// screen, else the module's home tab (<doc:TabsAsData>); a link with no tab module is
/// presented over the current tab. The root then asks each route's coordinator for its decision
/// (``LinkResolution/state(from:within:decidedBy:)``).
struct LinkResolver {
    let registry: ModuleRegistry

    /// The routes `original` asks for from `state`, landing as `placement` says (or on the
    /// current tab, for a link that starts with ``DeepLink/currentTabMarker``). Each turn
    /// offers the segment ahead to the module in charge, then reads it as a module's name,
    /// then as the marker `~`.
    ///
    /// - Throws: ``NavigationError/invalidLink(_:)`` naming what no module accepts;
    ///   ``NavigationError/noTab`` when the link needs a selected tab and there is none.
    func resolve(
        _ original: DeepLink, in state: NavigationState, placement: LinkPlacement = .owningTab
    ) throws(NavigationError) -> LinkResolution {
        guard !original.segments.isEmpty else {
            guard placement != .alone else { throw .invalidTabs([], reason: "a link shown alone names a screen") }
            guard let selected = state.selectedTab, state.hasTab(selected) else { throw .noTab }
            return LinkResolution(routes: [], target: .selectedTabRoot)
        }
        var walk = Walk(link: original, placement: placement, allTabsShown: state.showsEveryHomeTab(of: registry))
        let moduleWords = registry.moduleWords
        while walk.index < walk.link.segments.count {
            if try walk.matchInCurrentModule(moduleWords: moduleWords) { continue }
            let segment = walk.link.segments[walk.index]
            if let claim = registry.claim(forSegment: segment) {
                try walk.enterModule(registry.modules[claim.module], named: segment, implying: claim.implied, in: state)
            } else if !walk.skipMarker(segment, in: registry) {
                throw walk.rejection(of: segment, in: registry)
            }
        }
        let resolution = try walk.finish(in: state)
        guard placement == .alone else { return resolution }
        switch resolution.target {
        case .tab(_, let root): return LinkResolution(routes: resolution.routes, target: .alone(root: resolution.routes.isEmpty ? root : nil))
        default: return LinkResolution(routes: resolution.routes, target: .alone(root: nil))
        }
    }
}

extension LinkResolver {
    /// One walk over a link's segments.
    // Tuned: Benchmarks/README.md#resolver-walk (steps inlined or kept out of line, nothing copied in)
    private struct Walk {
        /// The link, with each module alias met expanded into the segments it stands for.
        var link: DeepLink
        var index = 0
        var routes: [LinkResolution.ResolvedRoute] = []
        /// Whether the state shows the home tabs of every tab module and no other (the usual
        /// case): whether a module is a tab is then its registration's answer.
        let allTabsShown: Bool
        var landsOnCurrentTab: Bool
        /// The first module entered as a tab, whose tab the link selects.
        var tabModule: RegisteredModule?
        /// The module in charge and its routes; `nil` before the first module.
        var span: Span?
        var nearMiss: NearMiss?
        /// Whether the segment ahead follows `~`, so names a module whatever the module in
        /// charge reads.
        var namesModule = false
        /// The spans of modules with root-level query rules, when the link has a query.
        var querySpans: [QuerySpan] = []
        /// Whether the link's first route is a root-level query route that replaces its
        /// tab's root (``DeepLinkRule/inPlaceOfRoot()``).
        var rootInPlace = false

        init(link: DeepLink, placement: LinkPlacement, allTabsShown: Bool) {
            self.link = link
            self.allTabsShown = allTabsShown
            landsOnCurrentTab = placement == .currentTab
            routes.reserveCapacity(2)
        }

        /// Offers the segments ahead to the module in charge; `true` when a rule took them.
        @inline(__always)
        mutating func matchInCurrentModule(moduleWords: Set<String>) throws(NavigationError) -> Bool {
            if namesModule {
                namesModule = false
                return false
            }
            guard let module = span?.module else { return false }
            let match: LinkMatch<AnyRoute>
            var parents: [AnyRoute] = []
            do {
                var hasRootQueryRules = false
                match = try module.match(
                    link, from: index, isFirstInSpan: routesInSpan == 0, moduleWords: moduleWords,
                    hasRootQueryRules: &hasRootQueryRules, parents: &parents)
                if hasRootQueryRules { recordQuerySpan() }
            } catch {
                throw .invalidLink(error)
            }
            switch match {
            case .matched(let route, let consumed, let miss):
                if !parents.isEmpty { appendParents(parents, from: module) }
                append(route, from: module)
                index += consumed
                nearMiss = miss
                return true
            case .none(let miss):
                nearMiss = miss ?? nearMiss
                return false
            }
        }

        /// Hands control to `module`, named by `segment` (or by an alias standing for its
        /// segment and `implied`).
        @inline(__always)
        mutating func enterModule(
            _ module: RegisteredModule, named segment: String, implying implied: [String], in state: NavigationState
        ) throws(NavigationError) {
            // `recipes/recipes` would push the module's root on itself, a state whose link
            // reads differently.
            if span?.module === module {
                throw .invalidLink(.repeatedModule(segment: segment, position: link.position(ofSegment: index)))
            }
            try closeSpan(in: state)
            if implied.isEmpty {
                index += 1
            } else {
                link.expandSegment(at: index, into: implied)
            }
            // A module is a tab when the state shows it as one (a tab module the app's tab set
            // leaves out is not; the module of a root without tabs, its single stack, is).
            let isTab = allTabsShown ? module.hasTab : state.hasTab(ofModule: module.id)
            var isTabRoot = false
            if tabModule == nil, isTab, !landsOnCurrentTab {
                tabModule = module
                isTabRoot = routes.isEmpty
            }
            span = Span(module: module, isTab: isTab, start: routes.count, isTabRoot: isTabRoot)
            nearMiss = nil
        }

        /// Steps over `~` where it is the marker: first (the link lands on the current tab),
        /// or before a segment that names a module (`settings/~/profile`).
        @inline(__always)
        mutating func skipMarker(_ segment: String, in registry: ModuleRegistry) -> Bool {
            guard segment == DeepLink.currentTabMarker, index + 1 < link.segments.count else { return false }
            if index == 0 {
                landsOnCurrentTab = true
            } else if registry.claim(forSegment: link.segments[index + 1]) != nil {
                namesModule = true
            } else {
                return false
            }
            index += 1
            return true
        }

        /// Why the link is rejected at `segment`, which nothing took.
        @inline(never)
        func rejection(of segment: String, in registry: ModuleRegistry) -> NavigationError {
            let position = link.position(ofSegment: index)
            if let absent = registry.absentModule(forSegment: segment) {
                return .invalidLink(.moduleNotInApp(segment: segment, position: position, module: absent))
            }
            let expected = (span?.module.expectedWords ?? []) + registry.segments
            return .invalidLink(nearMiss?.error ?? .unknownSegment(segment, position: position, expected: expected))
        }

        @inline(__always)
        mutating func finish(in state: NavigationState) throws(NavigationError) -> LinkResolution {
            try closeSpan(in: state)
            if !querySpans.isEmpty { try placeRootQueryRoutes(in: state) }
            let target: LinkResolution.Target
            if let tabModule {
                target = landingTab(of: tabModule, in: state)
            } else {
                guard let selected = state.selectedTab, state.hasTab(selected) else { throw .noTab }
                target = .overSelectedTab
            }
            // Tuned: Benchmarks/README.md#resolver-walk (the routes moved out, not copied)
            var found: [LinkResolution.ResolvedRoute] = []
            swap(&found, &routes)
            return LinkResolution(routes: found, target: target)
        }

        /// The tab a link into `module` lands in: the tab whose root is the link's first
        /// screen (which is then that tab's root, not a screen on it), else the module's home
        /// tab — its root the link's first screen when that replaces the root — else, when the
        /// app's tab set leaves that out, the module's first tab; never an action.
        @inline(__always)
        private mutating func landingTab(of module: RegisteredModule, in state: NavigationState) -> LinkResolution.Target {
            guard !allTabsShown || rootInPlace else { return .tab(module.id, root: module.rootRoute) }
            if !allTabsShown, let first = routes.first, first.module === module,
                let pinned = state.tabs.first(where: { $0.id != module.id && $0.root.route == first.route && state.isDestination($0.id) })
            {
                routes.removeFirst()
                return .tab(pinned.id, root: pinned.root.route)
            }
            if allTabsShown || (state.hasTab(module.id) && state.isDestination(module.id)) {
                return .tab(module.id, root: rootInPlace ? routes.removeFirst().route : module.rootRoute)
            }
            let tab = state.tabs.first { $0.module == module.id && state.isDestination($0.id) }
            return .tab(tab?.id ?? module.id, root: tab?.root.route ?? module.rootRoute)
        }

        private var hasQuery: Bool { !link.queryItems.isEmpty }

        private var routesInSpan: Int { routes.count - (span?.start ?? 0) }

        private mutating func append(_ route: AnyRoute, from module: RegisteredModule, isImplied: Bool = false) {
            routes.append(
                LinkResolution.ResolvedRoute(
                    route: route, module: module, entersModule: routesInSpan == 0, isTab: span?.isTab ?? false,
                    isImplied: isImplied))
        }

        /// Opens the screens a link to the route ahead stands on, unless the link named them
        /// just before it.
        private mutating func appendParents(_ parents: [AnyRoute], from module: RegisteredModule) {
            guard routes[(span?.start ?? 0)...].suffix(parents.count).map(\.route) != parents else { return }
            for parent in parents {
                append(parent, from: module, isImplied: true)
            }
        }

        private mutating func recordQuerySpan() {
            guard hasQuery, let span, !span.isQuerySpan else { return }
            querySpans.append(QuerySpan(module: span.module, start: span.start, isTabRoot: span.isTabRoot))
            self.span?.isQuerySpan = true
        }

        /// Ends the span of the module in charge; one without a route opens the module's root.
        @inline(__always)
        private mutating func closeSpan(in state: NavigationState) throws(NavigationError) {
            guard routesInSpan == 0, let span else { return }
            try openRoot(of: span, in: state)
        }

        /// Adds the root of `span`'s module, unless the span opens the link's tab.
        @inline(never)
        private mutating func openRoot(of span: Span, in state: NavigationState) throws(NavigationError) {
            let module = span.module
            if hasQuery, !span.isQuerySpan, module.hasRootQueryRules { recordQuerySpan() }
            guard !span.isTabRoot else { return }
            // On the current tab, a module's root is not pushed on a screen of its own
            // (a root-level query route is not its root).
            if landsOnCurrentTab, routes.isEmpty, state.topEntry?.route.module == module.id,
                querySpans.last?.module !== module
            {
                throw .invalidLink(.repeatedModule(segment: module.segment, position: 1))
            }
            append(module.rootRoute, from: module)
            if let last = querySpans.indices.last, querySpans[last].module === module {
                querySpans[last].opensRoot = true
            }
        }

        /// Puts the root-level query route each module's rules select first in the module's
        /// last span (where printing puts the query): in place of the root the span opened,
        /// or ahead of its routes.
        private mutating func placeRootQueryRoutes(in state: NavigationState) throws(NavigationError) {
            // Last span first, so that an insertion leaves the places of the spans ahead as they are.
            for (offset, span) in querySpans.enumerated().reversed()
            where !querySpans[(offset + 1)...].contains(where: { $0.module === span.module }) {
                let found: (route: AnyRoute, inPlace: Bool)?
                do {
                    found = try span.module.rootQueryRoute(in: link)
                } catch {
                    throw .invalidLink(error)
                }
                guard let (route, inPlace) = found else { continue }
                // Only where the span opens the link's tab at its root; elsewhere it is pushed.
                if inPlace, span.isTabRoot { rootInPlace = true }
                let resolved = LinkResolution.ResolvedRoute(
                    route: route, module: span.module, entersModule: true, isTab: state.hasTab(ofModule: span.module.id))
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

    /// The module in charge during a walk, and what its span has done.
    private struct Span {
        let module: RegisteredModule
        let isTab: Bool
        /// Where the span's routes start.
        let start: Int
        /// Whether the span opens the tab the link selects at its root.
        let isTabRoot: Bool
        var isQuerySpan = false
    }

    /// A span of a module with root-level query rules; `opensRoot` when its first route is
    /// the module's root, opened because the span had no route.
    private struct QuerySpan {
        let module: RegisteredModule
        let start: Int
        let isTabRoot: Bool
        var opensRoot = false
    }
}

extension LinkResolution {
    /// One route the link asks for, as the link spells it, with the module that owns it.
    package struct ResolvedRoute {
        let route: AnyRoute
        let module: RegisteredModule
        /// Whether the route is the first of its module in the link.
        var entersModule: Bool
        /// Whether the module is a tab of the state the link resolves in.
        let isTab: Bool
        /// Whether the link does not name the route but stands on it (``DeepLinkRule/standing(on:)``).
        let isImplied: Bool

        /// `isTab` `nil` takes whether the module registered a tab.
        package init(
            route: AnyRoute, module: RegisteredModule, entersModule: Bool, isTab: Bool? = nil, isImplied: Bool = false
        ) {
            self.route = route
            self.module = module
            self.entersModule = entersModule
            self.isTab = isTab ?? module.hasTab
            self.isImplied = isImplied
        }
    }
}
