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
            let route = old[tab: id.tab]?.entry(atDepth: id.depth)?.route ?? id.route
            switch coordinatorBox(for: id.route.module)?.leaving(route, cause) ?? .go {
            case .go: continue
            case .stay: if case .command(let command) = cause { reportRefusal(of: command, .staying(id)) }
            case .ask(let alert):
                next.leaveGuards.remove(id)
                try? perform(.showAlert(alert))
                heldChange = (next, cause, workingState.topEntry?.alertBox)
            }
            return true
        }
        next.leaveGuards = proposed.leaveGuards.filter(shown)
        return false
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
