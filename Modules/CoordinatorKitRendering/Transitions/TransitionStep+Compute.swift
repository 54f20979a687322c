import CoordinatorKit
extension TransitionStep {
    /// The ordered steps that take `old` to `new`, fewest first.
    ///
    /// The order is safe for a UI that plays one step at a time: alerts go first, then
    /// modal layers top-down, then pops, then the tab switch, then pushes and presentations
    /// bottom-up, then the new alert. A screen both states share, with the same
    /// presentation, is never dismissed and presented again; when its route differs only in
    /// values its ``Route/screenIdentity`` leaves out, it is rewritten in place. The old selected tab is
    /// unwound before any other tab; tabs keep their order otherwise.
    public static func steps(from old: NavigationState, to new: NavigationState) -> [TransitionStep] {
        var teardown: [TransitionStep] = []
        var buildUp: [TransitionStep] = []
        var alerts: [TransitionStep] = []
        let ordered = new.tabs.filter { $0.id == old.selectedTab } + new.tabs.filter { $0.id != old.selectedTab }
        for newTab in ordered {
            guard let oldTab = old[tab: newTab.id] else { continue }
            diff(oldTab, newTab, teardown: &teardown, buildUp: &buildUp, alerts: &alerts)
        }
        var steps = teardown
        if old.selectedTab != new.selectedTab, let selected = new.selectedTab {
            steps.append(.selectTab(selected))
        }
        return steps + buildUp + alerts
    }

    private static func diff(
        _ old: TabState, _ new: TabState,
        teardown: inout [TransitionStep], buildUp: inout [TransitionStep], alerts: inout [TransitionStep]
    ) {
        let id = new.id
        let sameRoot = old.root.isSameScreen(as: new.root)
        var shared = 0
        if sameRoot {
            while shared < old.stack.count, shared < new.stack.count,
                old.stack[shared].isSameScreen(as: new.stack[shared])
            {
                shared += 1
            }
        }
        let oldAlert = old.alertDepth.flatMap { depth in old.entry(atDepth: depth)?.alert.map { (depth, $0) } }
        let newAlert = new.alertDepth.flatMap { depth in new.entry(atDepth: depth)?.alert.map { (depth, $0) } }
        let alertStays = oldAlert != nil && oldAlert?.0 == newAlert?.0 && oldAlert?.1 == newAlert?.1
            && (oldAlert?.0 ?? 0) <= shared && sameRoot
        if let (depth, _) = oldAlert, !alertStays {
            teardown.append(.dismissAlert(tab: id, depth: depth))
        }
        var depth = old.stack.count
        for index in stride(from: old.stack.count - 1, through: shared, by: -1) where old.stack[index].presentation.isModal {
            teardown.append(.dismissLayer(tab: id, depth: index + 1))
            depth = index
        }
        if depth > shared {
            teardown.append(.pop(tab: id, toDepth: shared))
        }
        if !sameRoot {
            var root = new.root
            root.alert = nil
            buildUp.append(.replaceRoot(tab: id, entry: root))
        } else if old.root.route != new.root.route {
            buildUp.append(.update(tab: id, depth: 0, route: new.root.route))
        }
        for index in 0..<shared where old.stack[index].route != new.stack[index].route {
            buildUp.append(.update(tab: id, depth: index + 1, route: new.stack[index].route))
        }
        for entry in new.stack[shared...] {
            var entry = entry
            entry.alert = nil
            buildUp.append(entry.presentation.isModal ? .present(tab: id, entry: entry) : .push(tab: id, entry: entry))
        }
        if let (depth, alert) = newAlert, !alertStays {
            alerts.append(.showAlert(tab: id, depth: depth, alert: alert))
        }
    }
}

extension NavigationState {
    /// The state after playing `steps` in order; the tabs and selection of the state the
    /// steps were computed for, when applied to the state they were computed from.
    public func applying(_ steps: [TransitionStep]) -> NavigationState {
        var next = self
        for step in steps {
            switch step {
            case .dismissAlert(let tab, let depth):
                next.mutateEntry(tab: tab, depth: depth) { $0.alert = nil }
            case .dismissLayer(let tab, let depth):
                next.truncate(tab: tab, toCount: depth - 1)
            case .pop(let tab, let depth):
                next.truncate(tab: tab, toCount: depth)
            case .replaceRoot(let tab, let entry):
                next[tab: tab]?.root = entry
            case .selectTab(let tab):
                next.selectedTab = tab
            case .push(let tab, let entry), .present(let tab, let entry):
                next[tab: tab]?.stack.append(entry)
            case .showAlert(let tab, let depth, let alert):
                next.mutateEntry(tab: tab, depth: depth) { $0.alert = alert }
            case .update(let tab, let depth, let route):
                next.mutateEntry(tab: tab, depth: depth) { $0.route = route }
            }
        }
        return next
    }

    private mutating func truncate(tab: ModuleID, toCount count: Int) {
        guard var state = self[tab: tab], count >= 0, count <= state.stack.count else { return }
        state.stack.removeSubrange(count...)
        self[tab: tab] = state
    }

    private mutating func mutateEntry(tab: ModuleID, depth: Int, _ change: (inout NavigationEntry) -> Void) {
        guard var state = self[tab: tab] else { return }
        if depth == 0 {
            change(&state.root)
        } else if state.stack.indices.contains(depth - 1) {
            change(&state.stack[depth - 1])
        }
        self[tab: tab] = state
    }
}
