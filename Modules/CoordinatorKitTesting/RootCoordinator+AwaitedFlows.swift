import CoordinatorKit

extension RootCoordinator {
    /// Returns once a flow is awaited: at once when one already is, otherwise when the
    /// change that marks one is applied.
    ///
    /// A coordinator that awaits a flow (`try await navigator.show(_:as:expecting:)`)
    /// presents it from a task, so a test that starts that task must let it run before
    /// answering the flow. This waits for the change that marks the flow, observed through
    /// ``RootCoordinator/observe(_:)``, instead of yielding in a loop:
    ///
    /// <!-- snippet: test-awaited-flow -->
    /// ```swift
    /// let task = Task { try await coordinator.chooseColourAndAllergies() }
    /// try await root.untilFlowIsAwaited()
    /// coordinator.handle(.colourPicked(.green))
    /// try await root.untilFlowIsAwaited(by: "settings")
    /// coordinator.handle(.allergiesPicked([.gluten]))
    /// let (colour, avoided) = try await task.value
    /// ```
    ///
    /// - Parameter requester: The module whose await to wait for; `nil` accepts any.
    /// - Returns: The newest awaited flow of `requester` (or of any module).
    /// - Throws: `CancellationError` when the waiting task is cancelled first.
    @discardableResult
    public func untilFlowIsAwaited(by requester: ModuleID? = nil) async throws -> AwaitedFlow {
        func newest(in state: NavigationState) -> AwaitedFlow? {
            state.awaitedFlows.last { requester == nil || $0.requester == requester }
        }
        // Observe before looking, so a change applied in between is not missed.
        let (states, continuation) = AsyncStream.makeStream(of: NavigationState.self)
        let token = observe { event in
            if case .changed(let change) = event { continuation.yield(change.state) }
        }
        defer { removeObserver(token) }
        if let flow = newest(in: state) { return flow }
        for await state in states {
            if let flow = newest(in: state) { return flow }
        }
        throw CancellationError()
    }
}
