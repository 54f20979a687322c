import CoordinatorKit
extension TransitionStep {
    /// The ordered steps that take `old` to `new`, fewest first: the plan of a change, which
    /// both renderers play.
    ///
    /// The order is safe for a UI that plays one step at a time: alerts go first, then
    /// modal layers top-down, then pops, then the tab switch, then pushes and presentations
    /// bottom-up, then the new alert. The old selected tab is unwound before any other tab;
    /// tabs keep their order otherwise.
    ///
    /// What stays is told by identity, as the core keeps screens (`EntryID`, `LayerID`,
    /// `AlertID`): a screen both states show at the same place with the same presentation
    /// is never dismissed and presented again. A modal layer stays while it is the same
    /// layer — same place, same first screen, the same layers below — even where pushed
    /// screens below it changed: those are replaced in place. A screen whose route differs
    /// only in values its `Route.screenIdentity` leaves out is updated in place; a bottom
    /// sheet that stays moves to its new detent. An alert stays only as the same showing:
    /// another showing of it is dismissed and shown again, as a renderer answers for the
    /// showing it presented.
    public static func steps(from old: NavigationState, to new: NavigationState) -> [TransitionStep] {
        var plan = Plan()
        let ordered = new.tabs.filter { $0.id == old.selectedTab } + new.tabs.filter { $0.id != old.selectedTab }
        for newTab in ordered {
            guard let oldTab = old[tab: newTab.id] else { continue }
            plan.add(oldTab, newTab)
        }
        var steps = plan.teardown
        if old.selectedTab != new.selectedTab, let selected = new.selectedTab {
            steps.append(.selectTab(selected))
        }
        return steps + plan.buildUp + plan.alerts
    }
}

/// The steps of a change gathered tab by tab, in the three parts the plan orders.
private struct Plan {
    var teardown: [TransitionStep] = []
    var buildUp: [TransitionStep] = []
    var alerts: [TransitionStep] = []

    mutating func add(_ old: TabState, _ new: TabState) {
        let id = new.id
        let sameRoot = old.root.isSameScreen(as: new.root)
        let kept = sameRoot ? Self.keptCount(old.stack, new.stack) : 0
        let oldAlert = old.alertID
        let newAlert = new.alertID
        let alertStays = sameRoot && oldAlert != nil && oldAlert == newAlert && (oldAlert?.screen.depth ?? 0) <= kept
        if let oldAlert, !alertStays {
            teardown.append(.dismissAlert(tab: id, depth: oldAlert.screen.depth))
        }
        var depth = old.stack.count
        for index in stride(from: old.stack.count - 1, through: kept, by: -1) where old.stack[index].presentation.isModal {
            teardown.append(.dismissLayer(tab: id, depth: index + 1))
            depth = index
        }
        if depth > kept {
            teardown.append(.pop(tab: id, toDepth: kept))
        }
        if !sameRoot {
            buildUp.append(.replace(tab: id, depth: 0, entry: Self.withoutAlert(new.root)))
        } else if old.root.route != new.root.route {
            buildUp.append(.update(tab: id, depth: 0, route: new.root.route))
        }
        for index in 0..<kept where old.stack[index] != new.stack[index] {
            let before = old.stack[index]
            let after = new.stack[index]
            if !before.isSameScreen(as: after) {
                buildUp.append(.replace(tab: id, depth: index + 1, entry: Self.withoutAlert(after)))
                continue
            }
            if before.route != after.route {
                buildUp.append(.update(tab: id, depth: index + 1, route: after.route))
            }
            if before.selectedDetent != after.selectedDetent, let detent = after.selectedDetent {
                buildUp.append(.selectDetent(tab: id, depth: index + 1, detent: detent))
            }
        }
        for entry in new.stack[kept...] {
            let entry = Self.withoutAlert(entry)
            buildUp.append(entry.presentation.isModal ? .present(tab: id, entry: entry) : .push(tab: id, entry: entry))
        }
        if let newAlert, !alertStays, let alert = new.entry(atDepth: newAlert.screen.depth)?.alert {
            alerts.append(.showAlert(tab: id, depth: newAlert.screen.depth, alert: alert))
        }
    }

    /// How many stacked screens of a tab whose root stays stay where they are: the screens
    /// both stacks share from the bottom, and beyond them every modal layer that is the same
    /// layer in both with the screens it shares — a pushed screen that changed below such a
    /// layer stays in place, replaced.
    static func keptCount(_ old: [NavigationEntry], _ new: [NavigationEntry]) -> Int {
        let count = min(old.count, new.count)
        var kept = 0
        while kept < count, old[kept].isSameScreen(as: new[kept]) {
            kept += 1
        }
        var probe = kept
        while probe < count {
            if !old[probe].presentation.isModal, !new[probe].presentation.isModal {
                probe += 1
                continue
            }
            // Modal layers line up below this one (each kept), so the same screen here is
            // the same layer.
            guard old[probe].isSameScreen(as: new[probe]) else { break }
            probe += 1
            while probe < count, old[probe].isSameScreen(as: new[probe]) {
                probe += 1
            }
            kept = probe
        }
        return kept
    }

    static func withoutAlert(_ entry: NavigationEntry) -> NavigationEntry {
        var entry = entry
        entry.alert = nil
        return entry
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
            case .replace(let tab, let depth, let entry):
                next.mutateEntry(tab: tab, depth: depth) { $0 = entry }
            case .selectTab(let tab):
                next.selectedTab = tab
            case .push(let tab, let entry), .present(let tab, let entry):
                next[tab: tab]?.stack.append(entry)
            case .showAlert(let tab, let depth, let alert):
                next.mutateEntry(tab: tab, depth: depth) { $0.alert = alert }
            case .update(let tab, let depth, let route):
                next.mutateEntry(tab: tab, depth: depth) { $0.route = route }
            case .selectDetent(let tab, let depth, let detent):
                guard let layer = next[tab: tab]?.layers.first(where: { $0.index > 0 && $0.depth == depth }) else { continue }
                next = next.applying(.detentSelected(detent, of: layer.id)) ?? next
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
