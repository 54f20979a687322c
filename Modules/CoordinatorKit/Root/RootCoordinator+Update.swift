/// Updating a screen's route in place: the screen stays, its route carries what the user
/// changed on it (a quantity, a filter), so the printed link and the saved state do too.
extension RootCoordinator {
    /// Updates, in place, the route of the top-most screen of the selected tab that shows
    /// the same screen as `route` (the same ``Route/screenIdentity``), after its coordinator
    /// decides the destination.
    ///
    /// The screen is neither built again nor animated: its identity (``EntryID``) stays, and
    /// the change's only step is ``TransitionStep/update(tab:depth:route:)``. A route whose
    /// coordinator decides another screen replaces the entry as a ``show(_:as:)-(R,_)``
    /// would, the rest of the stack kept.
    ///
    /// - Throws: ``NavigationError/unregisteredRoute(type:)`` when no module owns `R`,
    ///   ``NavigationError/noSuchScreen(_:)`` when no screen of the selected tab shows the
    ///   same screen, or ``NavigationError/accessDenied(_:)`` when the new route needs what
    ///   nothing can grant.
    public func update<R: Route>(_ route: R) throws(NavigationError) {
        try update(try wrap(route))
    }

    /// Updates a module-tagged route in place; see ``update(_:)-(R)``.
    func update(_ route: AnyRoute) throws(NavigationError) {
        guard let selected = workingState.selectedTab, var tab = workingState[tab: selected],
            let depth = (0...tab.stack.count).reversed().first(where: { depth in
                tab.entry(atDepth: depth)?.route.isSameScreen(as: route) == true
            })
        else { throw .noSuchScreen(route.description) }
        let decided = destination(for: route)
        if depth == 0 {
            tab.root.route = decided
        } else {
            tab.stack[depth - 1].route = decided
        }
        var next = workingState
        next[tab: selected] = tab
        commit(try admit(next, from: workingState, request: "\(NavigationAction.update) \(decided)"), cause: .action(.update))
    }
}
