/// What a link asks for, as ``LinkResolver`` found it: module routes in order, and where
/// they go. Package-visible for ``ResolvedRoute/entry(showing:)``, the one rule for how a
/// route a link asks for is presented, which the route tooling applies to its examples.
package struct LinkResolution {
    /// Where a link's routes go.
    enum Target {
        /// The tab selected, its root set and its stack replaced by the routes.
        case tab(TabID, root: AnyRoute)
        /// Presented over the selected tab.
        case overSelectedTab
        /// A link with no segments: the selected tab goes back to its root.
        case selectedTabRoot
        /// The only tab, its root `root` (else the first route) and its stack the routes
        /// (``LinkPlacement/alone``).
        case alone(root: AnyRoute?)
    }

    let routes: [ResolvedRoute]
    let target: Target

    /// The entries for the routes as the link asks for them, with no coordinator's decision.
    var undecidedEntries: [NavigationEntry] {
        routes.map { $0.entry(showing: $0.route) }
    }

    /// The entries for the routes, each showing the route `decide` picks for it (its
    /// module's coordinator's decision). A route decided into the screen its link stands on
    /// right below it (an unknown order into the orders) shows that screen once.
    func entries(decidedBy decide: (AnyRoute, RegisteredModule) -> AnyRoute) -> [NavigationEntry] {
        var entries: [NavigationEntry] = []
        entries.reserveCapacity(routes.count)
        var belowIsImplied = false
        for resolved in routes {
            let entry = resolved.entry(showing: decide(resolved.route, resolved.module))
            if belowIsImplied, entries.last?.route == entry.route { continue }
            entries.append(entry)
            belowIsImplied = resolved.isImplied
        }
        return entries
    }

    /// The state `base` becomes with the routes, each as `decide` picks it (as the link asks
    /// by default), placed where the link sends them; with `limits`, the new stack is
    /// checked against the depth and layer limits. The tab left loses its alerts and modal
    /// layers, which would cover the tab bar.
    ///
    /// - Throws: ``NavigationError/noTab``, or ``NavigationError/invalidLink(_:)`` with the
    ///   limit passed.
    // Tuned: Benchmarks/README.md#limits-checked-where-built
    func state(
        from base: NavigationState, within limits: DeepLinkConfiguration.Limits? = nil,
        decidedBy decide: (AnyRoute, RegisteredModule) -> AnyRoute = { route, _ in route }
    ) throws(NavigationError) -> NavigationState {
        let entries = entries(decidedBy: decide)
        var next = base
        switch target {
        case .selectedTabRoot:
            guard let selected = base.selectedTab, var tab = base[tab: selected] else { throw .noTab }
            tab.root.alert = nil
            tab.stack = []
            next[tab: selected] = tab
        case .tab(let id, let root):
            if let selected = base.selectedTab, selected != id, var left = base[tab: selected] {
                left.removeAlerts()
                left.dismissModalLayers()
                next[tab: selected] = left
            }
            if let limits { try Self.check(entries, within: limits) }
            if let index = next.tabs.firstIndex(where: { $0.id == id }) {
                next.tabs[index].show(root: root, stack: entries)
            }
            next.selectedTab = id
        case .alone(let root):
            var screens = entries[...]
            guard let first = root ?? screens.popFirst()?.route else { throw .noTab }
            if let limits { try Self.check(Array(screens), within: limits) }
            let id = TabID("\(first.module).alone")
            next = NavigationState(selectedTab: id, tabs: [TabState(id: id, root: first, stack: Array(screens))])
        case .overSelectedTab:
            guard let selected = base.selectedTab, var tab = base[tab: selected] else { throw .noTab }
            tab.removeAlerts()
            tab.show(entries)
            if let limits { try Self.check(tab.stack, within: limits) }
            next[tab: selected] = tab
        }
        return next
    }

    static func check(
        _ stack: [NavigationEntry], within limits: DeepLinkConfiguration.Limits
    ) throws(NavigationError) {
        let depth = stack.count
        guard depth <= limits.maxStackDepth else {
            throw .invalidLink(.stackTooDeep(depth: depth, limit: limits.maxStackDepth))
        }
        // A stack no deeper than the layer limit cannot hold more layers than it allows.
        if depth > limits.maxLayers {
            var layers = 0
            for entry in stack where entry.presentation.isModal {
                layers += 1
            }
            guard layers <= limits.maxLayers else {
                throw .invalidLink(.tooManyLayers(count: layers, limit: limits.maxLayers))
            }
        }
    }
}

extension LinkResolution.ResolvedRoute {
    /// The entry that shows `decided`, the route the module's coordinator chose for
    /// ``route`` (or ``route`` itself): presented as `decided` asks, except that the
    /// first route of a module without a tab is presented as the module is entered,
    /// unless it asks for a modal presentation of its own.
    package func entry(showing decided: AnyRoute) -> NavigationEntry {
        var presentation = decided.presentation
        if entersModule, !isTab, !presentation.isModal {
            presentation = module.entryPresentation
        }
        return NavigationEntry(route: decided, presentedAs: presentation)
    }
}
