/// A double tap makes one change: the root hears from each display whether it has caught up.
extension RootCoordinator {
    /// Adds a display playing this root's changes (a renderer's player): while `isCaughtUp` is
    /// false, the last change's command performed again is dropped. A display gone answers true.
    package func addDisplay(isCaughtUp: @escaping @MainActor () -> Bool) {
        displays.append(isCaughtUp)
    }

    /// Whether `command` repeats the last change's command while a display still plays that change,
    /// outside a change being built; never a write-back (done already) or a re-check (data changed).
    func dropsRepeat(of command: NavigationCommand) -> Bool {
        switch command {
        case .writeBack, .accessDidChange, .accessDidChangeInAnotherWindow, .decideScreensAgain: false
        default: draft == nil && !displays.isEmpty && lastCause == .command(command) && displays.contains { !$0() }
        }
    }
}
