/// A double tap makes one change: the root hears from each display whether it has caught up.
extension RootCoordinator {
    /// Adds a display playing this root's changes (a renderer's player, which knows when a
    /// change's transitions have ended on screen): while `isCaughtUp` is false, the command
    /// of the last change, performed again, is dropped. A display that went away answers true.
    package func addDisplay(isCaughtUp: @escaping @MainActor () -> Bool) {
        displays.append(isCaughtUp)
    }

    /// Whether `command` repeats the last change's command while a display still plays that
    /// change. Outside a change being built; never a write-back (the user already did it) or
    /// a re-check (its data changed, whatever the screen shows).
    func dropsRepeat(of command: NavigationCommand) -> Bool {
        switch command {
        case .writeBack, .accessDidChange, .accessDidChangeInAnotherWindow, .decideScreensAgain: false
        default: draft == nil && !displays.isEmpty && lastCause == .command(command) && displays.contains { !$0() }
        }
    }
}
