import Foundation

extension RootCoordinator {
    /// Puts a route on screen: the way it asks, or as `presentation`.
    ///
    /// The owning module's coordinator first decides the destination
    /// (``ModuleCoordinator/destination(for:)``). The route asked for is shown as
    /// `presentation` when one is given: ``Presentation/push`` pushes it onto the top layer,
    /// a modal presentation opens a new layer. Without one, or when the coordinator decides
    /// on a different route (a premium recipe becomes its paywall), the route shown is shown
    /// the way it asks.
    ///
    /// - Parameters:
    ///   - route: The route to show.
    ///   - presentation: How to show it; `nil` (the default) for the way the route asks.
    /// - Throws: ``NavigationError/unregisteredRoute(type:)`` when no module owns the route,
    ///   and what ``show(_:as:)-(AnyRoute,_)`` throws.
    public func show<R: Route>(_ route: R, as presentation: Presentation? = nil) throws(NavigationError) {
        try show(try wrap(route), as: presentation)
    }

    /// Puts a module-tagged route on screen: the way it asks, or as `presentation`; see
    /// ``show(_:as:)-(R,_)``.
    ///
    /// - Throws: ``NavigationError/accessDenied(_:)`` when the route needs what nothing can
    ///   grant, or ``NavigationError/noTab`` when the app has no tab to show it in.
    public func show(_ route: AnyRoute, as presentation: Presentation? = nil) throws(NavigationError) {
        try place(route, as: presentation)
    }

    /// The modal presentation a route gets when presented as `asked`, or the way it asks.
    func modalPresentation(of route: AnyRoute, asked presentation: Presentation?) -> Presentation {
        let asked = presentation ?? route.presentation
        let modal = asked.isModal ? asked : (registry.module(withID: route.module)?.entryPresentation ?? .sheet)
        return modal.isModal ? modal : .sheet
    }

    /// Puts a route on the selected tab as `presentation`, or the way it asks when `nil`,
    /// after its coordinator decides the destination; `flow` marks the entry as the start of
    /// an awaited flow.
    func place(_ route: AnyRoute, as presentation: Presentation?, awaiting flow: AwaitedFlow? = nil) throws(NavigationError) {
        guard let selected = workingState.selectedTab, var tab = workingState[tab: selected] else { throw .noTab }
        let decided = destination(for: route)
        let style = decided == route ? (presentation ?? route.presentation) : decided.presentation
        tab.removeAlerts()
        var entry = NavigationEntry(route: decided, presentedAs: style)
        if let flow { entry.awaitedFlow = flow }
        tab.stack.append(entry)
        var next = workingState
        next[tab: selected] = tab
        commit(try admit(next, from: workingState, request: "\(NavigationAction.show) \(decided)"), cause: .action(.show))
    }

    /// Removes the top screen if it was pushed; a presented layer is left to ``dismiss()``.
    public func pop() {
        mutateCurrentTab(cause: .pop) { tab in
            if tab.stack.last?.presentation.isModal == false { tab.stack.removeLast() }
        }
    }

    /// Removes the top screen, pushed or presented: what a back gesture does.
    public func goBack() {
        mutateCurrentTab(cause: .goBack) { tab in
            if !tab.stack.isEmpty { tab.stack.removeLast() }
        }
    }

    /// Pops the top layer back to its first screen.
    public func popToRoot() {
        mutateCurrentTab(cause: .popToRoot) { tab in
            let layerStart = tab.stack.lastIndex { $0.presentation.isModal }.map { $0 + 1 } ?? 0
            tab.stack.removeSubrange(layerStart...)
        }
    }

    /// Dismisses the top modal layer with everything pushed inside it.
    public func dismiss() {
        mutateCurrentTab(cause: .dismiss) { tab in
            if let layer = tab.stack.lastIndex(where: { $0.presentation.isModal }) {
                tab.stack.removeSubrange(layer...)
            }
        }
    }

    /// Dismisses every modal layer of the selected tab.
    public func dismissAll() {
        mutateCurrentTab(cause: .dismissAll) { tab in
            if let layer = tab.stack.firstIndex(where: { $0.presentation.isModal }) {
                tab.stack.removeSubrange(layer...)
            }
        }
    }

    /// Selects a tab, keeping its stack. The modal layers of the tab it leaves are
    /// dismissed, since they would cover the tab bar; its pushes stay.
    ///
    /// - Throws: ``NavigationError/unknownTab(_:)`` when the app has no such tab.
    public func selectTab(_ id: ModuleID) throws(NavigationError) {
        guard workingState[tab: id] != nil else { throw .unknownTab(id) }
        var next = workingState
        if let selected = workingState.selectedTab, selected != id {
            next[tab: selected]?.removeAlerts()
            next[tab: selected]?.dismissModalLayers()
        }
        next.selectedTab = id
        commit(try admit(next, from: workingState, request: "\(NavigationAction.selectTab) \(id)"), cause: .action(.selectTab))
    }

    /// Shows an alert on the top screen, replacing the alert it showed, if any.
    public func showAlert(_ alert: AlertState) {
        mutateCurrentTab(cause: .showAlert) { tab in
            tab.removeAlerts()
            if tab.stack.isEmpty {
                tab.root.alert = alert
            } else {
                tab.stack[tab.stack.count - 1].alert = alert
            }
        }
    }

    /// Removes the alert on the selected tab without answering it.
    public func dismissAlert() {
        mutateCurrentTab(cause: .dismissAlert) { $0.removeAlerts() }
    }

    /// Answers the alert on the top screen with one of its buttons: the alert goes, then the
    /// coordinator of the screen that showed it handles the button's action.
    ///
    /// - Throws: ``NavigationError/noAlert`` when no alert is showing, or
    ///   ``NavigationError/unknownAlertAction(_:available:)`` when no button has the action.
    public func answerAlert(with action: AlertState.Action) throws(NavigationError) {
        guard let tab = workingState.currentTab, let depth = tab.alertDepth,
            let owner = tab.entry(atDepth: depth), let alert = owner.alert
        else { throw .noAlert }
        guard alert.buttons.contains(where: { $0.action == action }) else {
            throw .unknownAlertAction(action, available: alert.buttons.map(\.action))
        }
        mutateCurrentTab(cause: .answerAlert) { $0.removeAlerts() }
        coordinatorBox(for: owner.route.module)?.handleAlertAction(action, alert, owner.route.base)
    }

    /// Changes the selected tab's state in one change; no change when the app has no tab.
    func mutateCurrentTab(cause: NavigationAction, _ change: (inout TabState) -> Void) {
        guard let selected = workingState.selectedTab, var tab = workingState[tab: selected] else { return }
        change(&tab)
        var next = workingState
        next[tab: selected] = tab
        commit(next, cause: .action(cause))
    }
}
