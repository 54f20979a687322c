/// Verbs that act on every tab at once.
extension RootCoordinator {
    /// Takes every tab back to its root in one change: every pushed screen and modal layer
    /// of every tab goes, every alert is removed, and a navigation waiting for a
    /// requirement is dropped. The selected tab stays selected. What an account switch or
    /// a sign-out does, so that no screen of the previous account stays on any tab.
    ///
    /// ```swift
    /// root.popEveryTabToRoot()
    /// #expect(root.state.tabs.allSatisfy { $0.stack.isEmpty })
    /// ```
    ///
    /// Flows awaited in layers it removes end as cancelled, as with any change that takes
    /// their layer away; a lookup still pending is left alone (a link is not a screen).
    public func popEveryTabToRoot() {
        var next = droppingPending(workingState)
        for index in next.tabs.indices {
            next.tabs[index].stack = []
            next.tabs[index].removeAlerts()
        }
        commit(next, cause: .action(.popEveryTabToRoot))
    }
}
