import CoordinatorKit
extension ContainerOperation {
    /// The call UIKit makes first to play `plan` from `shown` toward `target`: the plan's
    /// leading steps that one container call performs; `nil` when no step of the plan
    /// changes a container (an update in place, which UIKit's containers do not show).
    ///
    /// A changed tab bar comes first (``tabSetChange(from:to:)``), as the plan's steps name
    /// only the tabs both states have. Then UIKit groups and orders the plan's steps; it
    /// adds none and drops none:
    ///
    /// 1. The dismissals are one call, from the lowest controller they dismiss: a dismissal
    ///    takes the controllers above it along, its alert included, before any pop.
    /// 2. A stack not on screen — every tab's but the one selected before and after — takes
    ///    all its steps in one call without animation, before the tab switch, so that a tab
    ///    appears as it should.
    /// 3. More, when the tab it shows changes (another tab, or its list): its screens set
    ///    in one call, which selects it (``showMore(_:)``); More's stack left behind by a
    ///    tab with an item of its own is set back to the list off screen.
    /// 4. The tab switch.
    /// 5. On screen, in the plan's order: the steps of one navigation controller in one call
    ///    (a pop, a push, or a new stack), a presentation with the screens pushed into it,
    ///    the alert, a detent.
    ///
    /// - Parameters:
    ///   - plan: The steps from `shown` to `goal` (``TransitionStep/steps(from:to:)``).
    ///   - shown: The state the containers show.
    ///   - goal: The state the player heads for, as containers can show it.
    ///   - displayed: The containers `shown` stands for.
    ///   - target: The containers that show `goal`, More's list shown or not.
    ///   - capacity: The tab bar's capacity.
    static func first(
        of plan: [TransitionStep], from shown: NavigationState, to goal: NavigationState, displayed: ContainerTree,
        target: ContainerTree, capacity: TabBarCapacity
    ) -> ContainerOperation? {
        if let change = tabSetChange(from: displayed, to: target) { return change }
        let before = ContainerTree(shown, capacity: capacity)
        let dismissals = plan.filter(\.isDismissal)
        if !dismissals.isEmpty {
            let remaining = ContainerTree(shown.applying(dismissals), capacity: capacity).presented.count
            if remaining < before.presented.count {
                return .dismiss(from: remaining)
            }
        }
        let onScreen = shown.selectedTab == goal.selectedTab ? shown.selectedTab : nil
        for tab in target.tabs where tab != onScreen {
            let steps = plan.prefix { !$0.presents(in: tab) }.filter { $0.movesAStack(in: tab) }
            guard !steps.isEmpty else { continue }
            let screens = shown.applying(steps).ownStack(ofTab: tab)
            if !screens.isEmpty, screens != before.stacks[tab] {
                return .setStack(screens, of: .tab(tab), animated: false)
            }
        }
        if let change = moreChange(from: displayed, to: target) { return change }
        let isMoreSelected = displayed.more?.isSelected ?? false
        if let tab = target.selectedTab, tab != displayed.selectedTab || target.more?.isSelected ?? false != isMoreSelected {
            return .selectTab(tab)
        }
        guard let tab = shown.selectedTab else { return nil }
        for (index, step) in plan.enumerated() {
            switch step {
            case .pop(tab, _), .push(tab, _), .replace(tab, _, _):
                guard let stack = shown.stack(changedBy: step, in: displayed) else { continue }
                let steps = plan.prefix { !$0.isPresentation }.filter { shown.stack(changedBy: $0, in: displayed) == stack }
                let screens = ContainerTree(shown.applying(steps), capacity: capacity).screens(of: stack)
                if let operation = Self.change(of: stack, from: before.screens(of: stack), to: screens) {
                    return operation
                }
            case .present(tab, _), .showAlert(tab, _, _):
                let pushed = plan[(index + 1)...].prefix { if case .push(tab, _) = $0 { true } else { false } }
                let after = ContainerTree(shown.applying([step] + pushed).adoptingShowings(of: goal), capacity: capacity)
                let position = before.presented.count
                if after.presented.count > position {
                    return .present(after.presented[position], at: position)
                }
            case .selectDetent(tab, let depth, let detent):
                if let layer = shown[tab: tab]?.layers.first(where: { $0.index > 0 && $0.depth == depth }) {
                    return .selectDetent(detent, of: layer.id)
                }
            default:
                continue
            }
        }
        return nil
    }

    /// The call that brings the tab bar to `target`'s items and More's list, `nil` once it
    /// has them: the tabs set in the target's order, each tab that stays keeping its
    /// navigation controller, screens and presentations; then every new tab's screens, set
    /// off screen without animation. A selected tab the target drops first has its
    /// presentations dismissed, since they are presented over the tab bar for that tab
    /// alone; a tab More showed that gets an item of its own first leaves More's stack, as
    /// a screen's controller is in one navigation controller at a time.
    private static func tabSetChange(from displayed: ContainerTree, to target: ContainerTree) -> ContainerOperation? {
        let rows = target.more?.tabs ?? []
        if displayed.tabs != target.tabs || displayed.more?.tabs ?? [] != rows {
            if let selected = displayed.selectedTab, !target.tabs.contains(selected), !rows.contains(selected),
                !displayed.presented.isEmpty
            {
                return .dismiss(from: 0)
            }
            if let shownInMore = displayed.more?.screens.first?.tab, !rows.contains(shownInMore) {
                return .setStack([], of: .more, animated: false)
            }
            return .setTabs(target.tabs, more: rows)
        }
        for tab in target.tabs where displayed.stacks[tab, default: []].isEmpty {
            if let screens = target.stacks[tab], !screens.isEmpty {
                return .setStack(screens, of: .tab(tab), animated: false)
            }
        }
        return nil
    }

    /// The call that brings More to show what `target`'s does, when it shows another tab
    /// or its list: ``showMore(_:)``, animated when More is on screen before and after; or,
    /// when the target's selection has an item of its own, More's stack set back to its
    /// list off screen, so that tapping More shows the list. Steps within the tab More
    /// shows are played on More's stack like any other.
    private static func moreChange(from displayed: ContainerTree, to target: ContainerTree) -> ContainerOperation? {
        guard let wanted = target.more, let shown = displayed.more else { return nil }
        if wanted.isSelected {
            guard !shown.isSelected || wanted.screens.first?.tab != shown.screens.first?.tab else { return nil }
            return .showMore(wanted.screens)
        }
        guard !shown.isSelected, !shown.screens.isEmpty else { return nil }
        return .setStack([], of: .more, animated: false)
    }

    /// The one call that turns a navigation controller's screens from `shown` into
    /// `wanted`: a pop when `wanted` is a prefix, a push when it adds one screen, else a new
    /// stack; `nil` when nothing changes.
    private static func change(of stack: StackID, from shown: [EntryID], to wanted: [EntryID]) -> ContainerOperation? {
        guard shown != wanted, let last = wanted.last else { return nil }
        if wanted.count < shown.count, Array(shown.prefix(wanted.count)) == wanted {
            return .pop(to: last, in: stack)
        }
        if wanted.count == shown.count + 1, Array(wanted.prefix(shown.count)) == shown {
            return .push(last, onto: stack)
        }
        return .setStack(wanted, of: stack, animated: true)
    }
}

extension TransitionStep {
    /// Whether the step changes the screens of `tab`'s stacks: a pop, push, replacement or
    /// update there.
    fileprivate func movesAStack(in tab: ModuleID) -> Bool {
        switch self {
        case .pop(tab, _), .push(tab, _), .replace(tab, _, _), .update(tab, _, _): true
        default: false
        }
    }

    /// Whether the step presents something over `tab`: a layer or an alert.
    fileprivate func presents(in tab: ModuleID) -> Bool {
        switch self {
        case .present(tab, _), .showAlert(tab, _, _): true
        default: false
        }
    }
}

extension NavigationState {
    /// The screens of `tab`'s own stack, root first: its base layer; none for an action.
    fileprivate func ownStack(ofTab tab: ModuleID) -> [EntryID] {
        guard role(ofTab: tab).isDestination, let base = self[tab: tab]?.layers.first else { return [] }
        return [base.rootID] + base.pathIDs
    }

    /// The navigation controller whose screens `step` changes in this state: the one
    /// holding the depth it pops to or replaces, or the top one of its tab for a push; for
    /// a tab's own stack, its navigation controller in `containers` (More's for a tab More
    /// lists).
    fileprivate func stack(changedBy step: TransitionStep, in containers: ContainerTree) -> StackID? {
        let tab: ModuleID
        let depth: Int
        switch step {
        case .pop(let id, let toDepth):
            (tab, depth) = (id, toDepth)
        case .replace(let id, let at, _):
            (tab, depth) = (id, at)
        case .push(let id, _):
            (tab, depth) = (id, self[tab: id]?.stack.count ?? 0)
        default:
            return nil
        }
        guard let layer = self[tab: tab]?.layers.last(where: { $0.depth <= depth }) else { return nil }
        return layer.index == 0 ? containers.stack(ofTab: tab) : .layer(layer.id)
    }
}
