/// Roots over one access gate instance are one app's windows: a change of access performed
/// in one reaches the others, so signing out in one window signs out in all.
extension RootCoordinator {
    /// Every root made and not yet let go, held weakly: a closed window's root is never kept.
    private static var roots: [() -> RootCoordinator?] = []

    /// Counts this root among the app's windows; the root's initialiser calls it.
    func joinWindows() {
        Self.roots.removeAll { $0() == nil }
        Self.roots.append { [weak self] in self }
    }

    /// After a change whose cause is ``NavigationCommand/accessDidChange`` (performed, or a
    /// granting module's ``Navigator/finishFlow()`` resuming the pending navigation), every
    /// other live root over the same gate instance performs
    /// ``NavigationCommand/accessDidChangeInAnotherWindow``, animated as this change is.
    func tellOtherWindows(after cause: NavigationChange.Cause) {
        switch cause {
        case .command(.accessDidChange): break
        case .commands(let commands) where commands.contains(.accessDidChange): break
        default: return
        }
        guard draft == nil, let gate else { return }  // A change being built tells them when applied.
        let animated = draftIsAnimated
        for other in Self.roots.compactMap({ $0() }) where other !== self && other.gate === gate {
            other.performAsOneChange(animated: animated) { try? other.perform(.accessDidChangeInAnotherWindow) }
        }
    }
}
