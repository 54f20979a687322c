/// The one chokepoint of leave guards: every change passes ``commit(_:cause:passing:)``, so
/// no way out (a back, a dismissal, a tab switch, a link, a sign-out, a restoration) escapes.
extension RootCoordinator {
    /// Asks the coordinator of each screen that asks before leaving and that `next` takes
    /// away or hides behind another tab; returns whether the change was held or dropped.
    /// Otherwise `next` keeps only the marks of screens it still shows.
    func holds(
        _ next: inout NavigationState, from old: NavigationState, cause: NavigationChange.Cause, passing: Set<EntryID>
    ) -> Bool {
        let proposed = next
        let shown = { (id: EntryID) in
            proposed[tab: id.tab]?.entry(atDepth: id.depth).map(id.names) == true
                && (proposed.selectedTab == id.tab || old.selectedTab != id.tab)
        }
        for id in old.leaveGuards where proposed.leaveGuards.contains(id) && !passing.contains(id) && !shown(id) {
            guard let entry = old[tab: id.tab]?.entry(atDepth: id.depth) else { continue }
            switch coordinatorBox(for: id.route.module)?.leaving(entry.route, cause) ?? .go {
            case .go: continue
            case .stay:
                if case .command(let command) = cause { reportRefusal(of: command, .staying(id)) }
                if case .commands(let commands) = cause, let last = commands.last { reportRefusal(of: last, .staying(id)) }
            case .ask(let alert):
                try? perform(.showAlert(alert))
                heldChange = (proposed, cause, id, workingState.topEntry?.alertBox)
            }
            return true
        }
        next.leaveGuards = proposed.leaveGuards.filter(shown)
        return false
    }

    /// Goes on with the change held for `alert` when `action` is ``AlertState/Action/leave``,
    /// as one change; any answer to that alert drops it. Returns whether it went on; the
    /// alert's coordinator then hears the answer as any alert's.
    func continuesHeldChange(answering alert: Boxed<AlertState>?, with action: AlertState.Action) -> Bool {
        guard let held = heldChange, let alert, held.alert === alert else { return false }
        heldChange = nil
        guard action == .leave else { return false }
        commit(held.state, cause: held.cause, passing: [held.screen])
        return true
    }
}
