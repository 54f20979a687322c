/// What a link asks for, as ``LinkResolver`` found it: module routes in order, and where
/// they go. Made without a coordinator; the root turns it into a state.
struct LinkResolution {
    /// One route the link asks for, with the module that owns it.
    struct ResolvedRoute {
        /// The route as the link spells it, before its coordinator's decision.
        let route: AnyRoute
        /// The module that owns the route.
        let module: RegisteredModule
        /// Whether the route is the first of its module in the link: the first route of a
        /// module without a tab is shown with the module's entry presentation.
        let entersModule: Bool

        /// The entry that shows `decided`, the route the module's coordinator chose for
        /// ``route`` (or ``route`` itself): presented as `decided` asks, except that the
        /// first route of a module without a tab is presented as the module is entered,
        /// unless it asks for a modal presentation of its own.
        func entry(showing decided: AnyRoute) -> NavigationEntry {
            var presentation = decided.presentation
            if entersModule, !module.hasTab, !presentation.isModal {
                presentation = module.entryPresentation
            }
            return NavigationEntry(route: decided, presentedAs: presentation)
        }
    }

    /// Where a link's routes go.
    enum Target {
        /// The tab's stack is replaced by the routes and the tab selected; the modal layers
        /// of the tab the user leaves are dismissed.
        case tab(RegisteredModule)
        /// The routes are presented over the selected tab; a modal layer of the module
        /// already on top is replaced, not stacked.
        case overSelectedTab
        /// A link with no segments: the selected tab goes back to its root.
        case selectedTabRoot
    }

    /// The routes, in the order the link names them.
    let routes: [ResolvedRoute]
    /// Where they go.
    let target: Target

    /// The entries for the routes as the link asks for them, with no coordinator's decision.
    var undecidedEntries: [NavigationEntry] {
        routes.map { $0.entry(showing: $0.route) }
    }

    /// The state `base` becomes with `entries` (one per route, in order) placed where the
    /// link sends them.
    ///
    /// - Throws: ``NavigationError/noTab`` when the routes go over a selected tab and
    ///   `base` has none.
    func state(from base: NavigationState, entries: [NavigationEntry]) throws(NavigationError) -> NavigationState {
        var next = base
        switch target {
        case .selectedTabRoot:
            guard let selected = base.selectedTab, var tab = base[tab: selected] else { throw .noTab }
            tab.root.alert = nil
            tab.stack = []
            next[tab: selected] = tab
        case .tab(let module):
            if let selected = base.selectedTab, selected != module.id, var left = base[tab: selected] {
                left.removeAlerts()
                left.dismissModalLayers()
                next[tab: selected] = left
            }
            next[tab: module.id] = TabState(id: module.id, root: module.rootRoute, stack: entries)
            next.selectedTab = module.id
        case .overSelectedTab:
            guard let selected = base.selectedTab, var tab = base[tab: selected] else { throw .noTab }
            tab.removeAlerts()
            tab.present(entries)
            next[tab: selected] = tab
        }
        return next
    }
}
