extension ModuleRegistry {
    /// The link path of one route on its own, from its module's segment on, such as
    /// `recipes/42`; `nil` when no rule prints it.
    public func linkPath(for route: AnyRoute) -> String? {
        printedPath(of: route)?.text
    }

    /// A route as its module's rules print it; `nil` when no rule prints it.
    func printedPath(of route: AnyRoute) -> PrintedPath? {
        module(withID: route.module)?.printedPath(of: route)
    }

    /// The canonical link of a state's selected tab, or `nil` when no link rebuilds it.
    ///
    /// Alerts, detents and pending navigation are not part of a link. The printed link is
    /// read back (resolved, without coordinators) and compared with the tab before it is
    /// returned, so a state that no link rebuilds — a module's root pushed on itself, two
    /// routes that read back as one, a sheet where the link would push — has no link
    /// rather than a wrong one.
    public func link(for state: NavigationState) -> DeepLink? {
        link(for: state, decidedBy: nil)
    }

    /// ``link(for:)``, with each screen the link reads back passed through `decide` (its
    /// coordinator's ``ModuleCoordinator/destination(for:)``): a screen its data turned into
    /// another route (a private note into its guarded twin) prints as the link the user
    /// opened, and so does a screen standing on it.
    func link(for state: NavigationState, decidedBy decide: ((AnyRoute) -> AnyRoute)?) -> DeepLink? {
        guard let tab = state.currentTab, let link = printedLink(for: tab, decidedBy: decide) else { return nil }
        guard let resolution = try? LinkResolver(registry: self).resolve(link, in: state),
            case .tab(let id, let root) = resolution.target, id == tab.id, root == tab.root.route
        else { return nil }
        let entries = decide.map { decide in resolution.entries { route, _ in decide(route) } } ?? resolution.undecidedEntries
        guard entries.count == tab.stack.count else { return nil }
        for (read, entry) in zip(entries, tab.stack)
        where read.route != entry.route || read.presentation != entry.presentation {
            return nil
        }
        return link
    }

    /// A tab's printed link, not yet read back: `nil` when a route has no rule that prints
    /// it, or when two routes print the same query item with different values. A root that
    /// is not its module's (a pinned tab's, or a route in place of the root) is printed as
    /// the link's first screen.
    func printedLink(for tab: TabState, decidedBy decide: ((AnyRoute) -> AnyRoute)? = nil) -> DeepLink? {
        guard let tabModule = module(withID: tab.module) else { return nil }
        let printed = tab.root.route == tabModule.rootRoute ? tab.stack : [tab.root] + tab.stack
        var segments = [tabModule.segment]
        var queryItems: [LinkQueryItem] = []
        var current = tabModule
        let stoodOn = entriesStoodOn(in: printed, decidedBy: decide)
        for (index, entry) in printed.enumerated() where !stoodOn.contains(index) {
            if entry.route.module != current.id {
                guard let module = module(withID: entry.route.module) else { return nil }
                // After the marker when a rule of the module in charge starts with that word.
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

    /// The entries that are the screens a route's link stands on, right below it, as
    /// `decide` shows them: the link opens them, so they are not printed.
    private func entriesStoodOn(in stack: [NavigationEntry], decidedBy decide: ((AnyRoute) -> AnyRoute)?) -> Set<Int> {
        var stoodOn: Set<Int> = []
        for above in stack.indices {
            var parents = module(withID: stack[above].route.module)?.parents(of: stack[above].route) ?? []
            if let decide { parents = parents.map(decide) }
            if !parents.isEmpty, stack[..<above].suffix(parents.count).map(\.route) == parents {
                stoodOn.formUnion((above - parents.count)..<above)
            }
        }
        return stoodOn
    }
}

extension ModuleRegistry {
    /// The routes `link` asks for from `state`, before any coordinator's decision: what the
    /// route tooling's link check compares a printed route with; a root the link sets in
    /// place of its module's comes first.
    ///
    /// - Throws: ``NavigationError`` saying why the link does not resolve from `state`.
    package func routes(readFrom link: DeepLink, in state: NavigationState) throws(NavigationError) -> [AnyRoute] {
        let resolution = try LinkResolver(registry: self).resolve(link, in: state)
        let routes = resolution.routes.filter { !$0.isImplied }.map(\.route)
        guard case .tab(_, let root) = resolution.target, root != module(withID: root.module)?.rootRoute else { return routes }
        return [root] + routes
    }
}
