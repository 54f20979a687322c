import Foundation

extension RootCoordinator {
    /// Shows a route: pushed or presented the way it asks, or as `presentation`.
    ///
    /// The owning module's coordinator first decides the destination; when it picks a
    /// different route, that route's own presentation is used.
    ///
    /// - Throws: ``NavigationError/unregisteredRoute(type:)`` when no module owns the route,
    ///   and what showing a module-tagged route throws.
    public func show<R: Route>(_ route: R, as presentation: Presentation? = nil) throws(NavigationError) {
        try show(try wrap(route), as: presentation)
    }

    /// Shows a module-tagged route: pushed or presented the way it asks, or as `presentation`.
    ///
    /// - Throws: ``NavigationError/accessDenied(_:)`` when the route needs what nothing can
    ///   grant, or ``NavigationError/noTab`` when the app has no tab to show it in.
    public func show(_ route: AnyRoute, as presentation: Presentation? = nil) throws(NavigationError) {
        guard let selected = workingState.selectedTab, var tab = workingState[tab: selected] else { throw .noTab }
        let decided = destination(for: route)
        let style = decided == route ? (presentation ?? route.presentation) : decided.presentation
        tab.removeAlerts()
        tab.stack.append(NavigationEntry(route: decided, presentedAs: style))
        var next = workingState
        next[tab: selected] = tab
        let action = style.isModal ? "present" : "push"
        commit(try admit(next, from: workingState, request: "\(action) \(decided)"), cause: .action(action))
    }

    /// Removes the top screen if it was pushed; a presented layer is left to ``dismiss()``.
    public func pop() {
        mutateCurrentTab(cause: "pop") { tab in
            if tab.stack.last?.presentation.isModal == false { tab.stack.removeLast() }
        }
    }

    /// Removes the top screen, pushed or presented: what a back gesture does.
    public func goBack() {
        mutateCurrentTab(cause: "back") { tab in
            if !tab.stack.isEmpty { tab.stack.removeLast() }
        }
    }

    /// Pops the top layer back to its first screen.
    public func popToRoot() {
        mutateCurrentTab(cause: "popToRoot") { tab in
            let layerStart = tab.stack.lastIndex { $0.presentation.isModal }.map { $0 + 1 } ?? 0
            tab.stack.removeSubrange(layerStart...)
        }
    }

    /// Dismisses the top modal layer with everything pushed inside it.
    public func dismiss() {
        mutateCurrentTab(cause: "dismiss") { tab in
            if let layer = tab.stack.lastIndex(where: { $0.presentation.isModal }) {
                tab.stack.removeSubrange(layer...)
            }
        }
    }

    /// Dismisses every modal layer of the selected tab.
    public func dismissAll() {
        mutateCurrentTab(cause: "dismissAll") { tab in
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
        commit(try admit(next, from: workingState, request: "select \(id)"), cause: .action("selectTab"))
    }

    /// Shows an alert on the top screen, replacing the alert it showed, if any.
    public func showAlert(_ alert: AlertState) {
        mutateCurrentTab(cause: "showAlert") { tab in
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
        mutateCurrentTab(cause: "dismissAlert") { $0.removeAlerts() }
    }

    /// Answers the alert on the top screen with one of its buttons: the alert goes, then the
    /// coordinator of the screen that showed it handles the button's action.
    ///
    /// - Throws: ``NavigationError/noAlert`` when no alert is showing, or
    ///   ``NavigationError/unknownAlertAction(_:available:)`` when no button has the action.
    public func answerAlert(with action: String) throws(NavigationError) {
        guard let tab = workingState.currentTab, let depth = tab.alertDepth,
            let owner = tab.entry(atDepth: depth), let alert = owner.alert
        else { throw .noAlert }
        guard alert.buttons.contains(where: { $0.action == action }) else {
            throw .unknownAlertAction(action, available: alert.buttons.map(\.action))
        }
        mutateCurrentTab(cause: "answerAlert") { $0.removeAlerts() }
        coordinatorBox(for: owner.route.module)?.handleAlertAction(action, alert, owner.route.base)
    }

    /// Restores stored state, validated against this app's modules and requirements.
    ///
    /// Restored state passes the same checks as a change of access: a pending navigation
    /// whose requirement is met is applied, and screens the user may not see are left.
    ///
    /// - Throws: ``NavigationError/restorationFailed(_:)`` saying what was wrong with the
    ///   data; the current state is kept.
    public func restore(from data: Data) throws(NavigationError) {
        let restored: NavigationState
        do {
            restored = try NavigationState.decode(from: data, registry: registry)
        } catch {
            throw .restorationFailed(error)
        }
        commit(checkedForAccess(restored), cause: .restoration)
    }

    /// Changes the selected tab's state in one change; no change when the app has no tab.
    func mutateCurrentTab(cause: String, _ change: (inout TabState) -> Void) {
        guard let selected = workingState.selectedTab, var tab = workingState[tab: selected] else { return }
        change(&tab)
        var next = workingState
        next[tab: selected] = tab
        commit(next, cause: .action(cause))
    }
}
