import Observation

extension RootCoordinator {
    /// Asks the coordinators again for every screen on display, applying what they now
    /// decide otherwise as one change with cause ``NavigationChange/Cause/dataChange``.
    ///
    /// The root calls it by itself: each ``ModuleCoordinator/destination(for:)`` of the
    /// screens on display runs under Observation tracking, re-armed after every change, so
    /// that a change to observable data a decision reads (an `@Observable` store's
    /// `isSubscribed`) is followed on the main actor's next turn. Call it directly after a
    /// change Observation cannot see. A screen decided otherwise is replaced where it
    /// stands and presented as a link would present it: subscribing while the paywall of
    /// recipe 42 shows lands on recipe 42, exactly as opening its link now would. What
    /// happens the other way round (a lapsed subscription while a premium recipe shows)
    /// is the coordinator's decision too.
    public func decideScreensAgain() {
        var next = workingState
        for index in next.tabs.indices {
            _ = decideAgain(&next.tabs[index])
        }
        commit(checkedForAccess(next), cause: .dataChange)
    }

    /// Tracks the decisions of the screens on display whose coordinators are made, unless
    /// the same screens are tracked already and no data has changed since.
    func armDecisions() {
        let routes = workingState.tabs.map { tab in [tab.root.route] + tab.stack.map(\.route) }
        guard routes != decisionTracking.routes else { return }
        decisionTracking.routes = routes
        decisionTracking.generation += 1
        let generation = decisionTracking.generation
        withObservationTracking {
            for tab in routes {
                for route in tab {
                    // Only coordinators already made have decided anything; tracking makes none.
                    _ = madeCoordinatorBox(for: route.module)?.destination(route)
                }
            }
        } onChange: { [weak self] in
            // Called before the data changes, on the thread that changes it: the decision
            // is asked again once the change is done, on the main actor.
            Task { @MainActor [weak self] in
                self?.decisionDataDidChange(generation: generation)
            }
        }
    }

    private func decisionDataDidChange(generation: Int) {
        guard generation == decisionTracking.generation else { return }
        decisionTracking.routes = nil
        decideScreensAgain()
        armDecisions()
    }
}

/// What the root tracks of its screens' decisions: the routes whose decisions are tracked,
/// and the tracking's generation (a registration of an earlier one that fires is ignored).
struct DecisionTracking {
    var routes: [[AnyRoute]]?
    var generation = 0
}
