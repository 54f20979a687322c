import CoordinatorKit

extension NavigationChange {
    /// The ordered steps a UI plays to get from the old state to the new one.
    public var steps: [TransitionStep] {
        TransitionStep.steps(from: previousState, to: state)
    }
}

extension RootCoordinator {
    /// The steps of the last applied change, bottom to top, for a UI to play in order.
    public var lastSteps: [TransitionStep] {
        previousState.map { TransitionStep.steps(from: $0, to: state) } ?? []
    }
}
