/// Leave guards at ``commit(_:cause:)``, which every change passes: no way out escapes them.
extension RootCoordinator {
    /// Asks about each marked screen `next` takes away or hides, unless it unmarks it: true when held or dropped.
    func holds(_ next: inout NavigationState, from old: NavigationState, cause: NavigationChange.Cause) -> Bool {
        let proposed = next
        let shown = { (id: EntryID) in
            proposed[tab: id.tab]?.entry(atDepth: id.depth).map(id.names) == true
                && (proposed.selectedTab == id.tab || old.selectedTab != id.tab)
        }
        for id in old.leaveGuards where proposed.leaveGuards.contains(id) && !shown(id) {
            switch leaveAnswer(for: id, in: old, by: cause) {
            case .go: continue
            case .stay:
                // A restoration has no command to name: its caller sees the state it kept.
                if case .command(let command) = cause { reportRefusal(of: command, .staying(id)) }
                if case .commands(let commands) = cause { commands.forEach { reportRefusal(of: $0, .staying(id)) } }
            case .ask(let alert):
                next.leaveGuards.remove(id)
                try? perform(.showAlert(alert))
                heldChange = (next, cause, workingState.topEntry?.alertBox, id)
            }
            return true
        }
        next.leaveGuards = proposed.leaveGuards.filter(shown)
        return false
    }

    /// What the coordinator of the screen `id` marks in `state` answers to a change `cause` makes.
    package func leaveAnswer(for id: EntryID, in state: NavigationState, by cause: NavigationChange.Cause) -> LeaveAnswer {
        coordinatorBox(for: id.route.module)?.leaving(state[tab: id.tab]?.entry(atDepth: id.depth)?.route ?? id.route, cause) ?? .go
    }

    /// The state a leave guard holds until its alert is answered, for tooling that walks states.
    package var heldState: NavigationState? { heldChange?.state }

    /// The change held for `alert`, if one is.
    func heldChange(answeredBy alert: Boxed<AlertState>?) -> HeldChange? {
        guard let held = heldChange, let alert, held.alert === alert else { return nil }
        return held
    }

    /// "Save, then go on": after another answer than "leave anyway", the change held goes on
    /// when the coordinator's handling of the answer cleared the screen's mark (it saved).
    func goesOn(with held: HeldChange) {
        guard !workingState.leaveGuards.contains(held.screen) else { return }
        commit(held.state, cause: held.cause)
    }

    /// Goes on with the change held for `alert` when `action` is ``AlertState/Action/leaveAnyway`` (after the alert's
    /// removal an answer written back already made, which the renderer shows); any answer drops it.
    func continuesHeldChange(answering alert: Boxed<AlertState>?, with action: AlertState.Action) -> Bool {
        guard let held = heldChange, let alert, held.alert === alert else { return false }
        heldChange = nil
        if action == .leaveAnyway { commit(held.state, cause: held.cause) }
        return action == .leaveAnyway
    }
}
