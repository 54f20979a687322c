import CoordinatorKit

/// The entry point for tooling that walks states (the navigation explorer): a state value
/// made current at once, without the encoding a restoration goes through.
extension RootCoordinator {
    /// Makes `state`, a state this root held before in the same world, the current state in
    /// one change with the cause ``NavigationChange/Cause/restoration``.
    ///
    /// Nothing is decided or checked again (the state was committed once already), so this
    /// is what ``restoreState(from:)`` does without saving, reading and checking. Like a
    /// restoration, no await survives it: the state committed carries no awaited-flow mark,
    /// and every flow awaited before ends as cancelled
    /// (``FlowCancellationReason/restored``). The lookup the root waits for, if any, is
    /// cancelled, and an alert's late answer remembered from before is forgotten. Not for a
    /// change being built (``performAsOneChange(animated:_:)``).
    func replaceState(with state: NavigationState) {
        commitAsRestoration(state.withoutAwaitedFlowMarks)
    }
}

extension NavigationState {
    /// The state with no awaited-flow mark, as saved state keeps it.
    var withoutAwaitedFlowMarks: NavigationState {
        var next = self
        for tab in next.tabs.indices {
            for index in next.tabs[tab].stack.indices where next.tabs[tab].stack[index].awaitedFlow != nil {
                next.tabs[tab].stack[index].awaitedFlow = nil
            }
        }
        if var pending = next.pending, pending.target.stack.contains(where: { $0.awaitedFlow != nil }) {
            for index in pending.target.stack.indices {
                pending.target.stack[index].awaitedFlow = nil
            }
            next.pending = pending
        }
        return next
    }
}
