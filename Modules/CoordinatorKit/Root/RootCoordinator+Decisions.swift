import Observation

extension RootCoordinator {
    // MARK: Coordinators

    /// The child coordinator of a module, made on first use.
    func coordinatorBox(for module: ModuleID) -> CoordinatorBox? {
        registry.module(withID: module).map(coordinatorBox(for:))
    }

    func coordinatorBox(for module: RegisteredModule) -> CoordinatorBox {
        if let box = coordinators[module.position] { return box }
        let box = makeCoordinator(of: module.registration, id: module.id)
        coordinators[module.position] = box
        return box
    }

    /// The child coordinator of a module if it has been made; makes none.
    func madeCoordinatorBox(for module: ModuleID) -> CoordinatorBox? {
        registry.module(withID: module).flatMap { coordinators[$0.position] }
    }

    private func makeCoordinator<M: FeatureModule>(of registration: M, id: ModuleID) -> CoordinatorBox {
        let navigator = Navigator<M.RouteType>(root: self, module: id)
        return CoordinatorBox(registration.makeCoordinator(navigator: navigator, dependencies: dependencies))
    }

    /// The child coordinator of a module, made on first use.
    public func coordinator<C: ModuleCoordinator>(of type: C.Type, for module: ModuleID) -> C? {
        coordinatorBox(for: module)?.instance as? C
    }

    /// The route a module's coordinator decides to show for `route`.
    func destination(for route: AnyRoute) -> AnyRoute {
        guard let module = registry.module(withID: route.module) else { return route }
        return destination(for: route, in: module)
    }

    func destination(for route: AnyRoute, in module: RegisteredModule) -> AnyRoute {
        coordinatorBox(for: module).destination(route) ?? route
    }

    /// Tracks the decisions of the screens on display on the main actor's next turn, once
    /// however many changes this turn makes; a decision that changed before is caught then.
    /// A program that never yields the main actor (a fuzz harness) keeps it pending.
    // Tuned: Benchmarks/README.md#decision-tracking-once-per-turn
    func scheduleDecisionTracking() {
        guard !decisionTracking.isScheduled else { return }
        decisionTracking.isScheduled = true
        Task { @MainActor [weak self] in
            self?.trackDecisions()
        }
    }

    /// Tracks the decisions of the screens on display whose coordinators are made, unless
    /// they are tracked already; a screen decided otherwise now is decided again at once.
    func trackDecisions() {
        decisionTracking.isScheduled = false
        let routes = workingState.tabs.map { tab in [tab.root.route] + tab.stack.map(\.route) }
        guard routes != decisionTracking.routes else { return }
        decisionTracking.routes = routes
        decisionTracking.generation += 1
        let generation = decisionTracking.generation
        var isDecidedOtherwise = false
        withObservationTracking {
            for tab in routes {
                for route in tab {
                    // Only coordinators already made have decided anything; tracking makes none.
                    if let decided = madeCoordinatorBox(for: route.module)?.destination(route), decided != route {
                        isDecidedOtherwise = true
                    }
                }
            }
        } onChange: { [weak self] in
            // Called before the data changes, on the thread that changes it: the decisions
            // are asked again once the change is done, on the main actor.
            Task { @MainActor [weak self] in
                self?.decisionDataDidChange(generation: generation)
            }
        }
        if isDecidedOtherwise {
            try? perform(.decideScreensAgain)
        }
    }

    private func decisionDataDidChange(generation: Int) {
        guard generation == decisionTracking.generation else { return }
        decisionTracking.routes = nil
        try? perform(.decideScreensAgain)
        trackDecisions()
    }
}

/// What the root tracks of its screens' decisions.
struct DecisionTracking {
    var routes: [[AnyRoute]]?
    /// A change reported to an earlier tracking is ignored.
    var generation = 0
    var isScheduled = false
}
