extension RootCoordinator {
    /// Whether tapping the tab that is already selected pops it to its root, the way iOS
    /// apps behave. On by default.
    public var popsToRootOnReselection: Bool {
        get { writeBackMemory.popsToRootOnReselection }
        set { writeBackMemory.popsToRootOnReselection = newValue }
    }

    /// Applies what the user did outside the app's code as one change
    /// (``NavigationCommand/writeBack(_:)``); one that only confirms the state, or names
    /// what is no longer there, changes and reports nothing.
    ///
    /// Alert answers arrive exactly once in either order: SwiftUI may set an alert's
    /// `isPresented` binding to `false` before or after it runs the chosen button's action.
    /// Whichever comes first takes the alert away; the answer reaches the owning
    /// coordinator once, provided nothing else changed in between.
    ///
    /// A tapped tab is selected like ``NavigationCommand/selectTab(_:)`` (an action shows its
    /// root instead, ``TabItem/Role/action(_:)``); the selected tab
    /// tapped again pops to its root when ``popsToRootOnReselection`` is on, and is reported
    /// as ``NavigationEvent/reselected(_:)`` either way.
    func apply(_ writeBack: WriteBack) {
        let dismissedAlert = writeBackMemory.dismissedAlert
        writeBackMemory.dismissedAlert = nil
        switch writeBack {
        case .alertAnswered(let alert, let action):
            answer(alert, with: action, dismissed: dismissedAlert)
        case .tabSelected(let tab):
            selectWrittenBack(tab)
        case .alertDismissed(let alert):
            tellListeners(writeBack)
            guard let next = workingState.applying(writeBack) else { return }
            commit(next, cause: .command(.writeBack(writeBack)))
            writeBackMemory.dismissedAlert = WriteBackMemory.DismissedAlert(alert: alert, state: workingState)
        case .path, .layerDismissed, .detentSelected:
            tellListeners(writeBack)
            guard let next = workingState.applying(writeBack) else { return }
            commit(next, cause: .command(.writeBack(writeBack)))
        }
    }

    /// Performs a renderer's write-back, which never throws: the package's renderers
    /// report through here.
    package func writeBack(_ writeBack: WriteBack) {
        try? perform(.writeBack(writeBack))
    }

    /// Calls `listener` with every write-back before the root applies it, so a displayed
    /// state can take at once what the UI already shows.
    package func addWriteBackListener(_ listener: @escaping @MainActor (WriteBack) -> Void) {
        writeBackMemory.nextListenerID += 1
        writeBackMemory.listeners[writeBackMemory.nextListenerID] = listener
    }

    private func tellListeners(_ writeBack: WriteBack) {
        for listener in writeBackMemory.listeners.values {
            listener(writeBack)
        }
    }

    private func answer(_ alert: AlertID, with action: AlertState.Action, dismissed: WriteBackMemory.DismissedAlert?) {
        guard alert.alert.buttons.contains(where: { $0.action == action }) else { return }
        let answered = WriteBack.alertAnswered(alert, action: action)
        tellListeners(answered)
        if let next = workingState.applying(answered) {
            commit(next, cause: .command(.writeBack(answered)))
        } else {
            guard let dismissed, dismissed.alert == alert, dismissed.state == workingState else { return }
        }
        let held = heldChange(answeredBy: alert.showing)
        _ = continuesHeldChange(answering: alert.showing, with: action)
        coordinatorBox(for: alert.screen.route.module)?.handleAlertAction(action, alert.alert, alert.screen.route.base)
        if let held, action != .leaveAnyway { goesOn(with: held) }
    }

    private func selectWrittenBack(_ id: ModuleID) {
        guard let selected = workingState.selectedTab, var tab = workingState[tab: id] else { return }
        if case .action(let presentation) = workingState.role(ofTab: id) {
            do throws(NavigationError) {
                try place(tab.root.route, as: presentation, cause: .command(.writeBack(.tabSelected(id))))
            } catch {
                reportRefusal(of: .writeBack(.tabSelected(id)), error)
            }
            return
        }
        guard selected != id else {
            let reselection = TabReselection(tab: id, wasAtRoot: tab.stack.isEmpty && tab.alert == nil)
            defer { report(.reselected(reselection)) }
            guard popsToRootOnReselection, !reselection.wasAtRoot else { return }
            tab.stack = []
            tab.removeAlerts()
            var next = workingState
            next[tab: id] = tab
            commit(next, cause: .command(.writeBack(.tabSelected(id))))
            return
        }
        let tapped = NavigationCommand.writeBack(.tabSelected(id))
        let admitted: NavigationState
        do {
            admitted = try admit(selecting(id, in: workingState), from: workingState, request: "select \(id)")
        } catch {
            reportRefusal(of: tapped, error)
            return
        }
        if admitted.selectedTab == id {
            tellListeners(.tabSelected(id))
        }
        commit(admitted, cause: .command(tapped))
    }
}

/// What a root coordinator keeps for its write-backs between calls.
@MainActor
struct WriteBackMemory {
    /// An alert the system dismissed, whose button action may still arrive; an answer is
    /// stale in any state but the one right after the dismissal.
    struct DismissedAlert {
        let alert: AlertID
        let state: NavigationState
    }

    var popsToRootOnReselection = true
    /// Until it is answered or anything else changes.
    var dismissedAlert: DismissedAlert?
    var listeners: [Int: @MainActor (WriteBack) -> Void] = [:]
    var nextListenerID = 0
}
