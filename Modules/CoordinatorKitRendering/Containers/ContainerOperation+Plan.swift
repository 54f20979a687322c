import CoordinatorKit
extension ContainerOperation {
    /// The call UIKit makes first to play `plan` from `shown` toward `target`: the plan's
    /// leading steps that one container call performs; `nil` when no step of the plan
    /// changes a container (an update in place, which UIKit's containers do not show).
    ///
    /// A changed tab set comes first (``tabSetChange(from:to:)``), as the plan's steps name
    /// only the tabs both states have. Then UIKit groups and orders the plan's steps; it
    /// adds none and drops none:
    ///
    /// 1. The dismissals are one call, from the lowest controller they dismiss: a dismissal
    ///    takes the controllers above it along, its alert included, before any pop.
    /// 2. A stack not on screen — every tab's but the one selected before and after — takes
    ///    all its steps in one call without animation, before the tab switch, so that a tab
    ///    appears as it should.
    /// 3. The tab switch.
    /// 4. On screen, in the plan's order: the steps of one navigation controller in one call
    ///    (a pop, a push, or a new stack), a presentation with the screens pushed into it,
    ///    the alert, a detent.
    ///
    /// - Parameters:
    ///   - plan: The steps from `shown` to `target` (``TransitionStep/steps(from:to:)``).
    ///   - shown: The state the containers show.
    ///   - target: The state the player heads for, as containers can show it.
    ///   - displayed: The containers `shown` stands for.
    static func first(
        of plan: [TransitionStep], from shown: NavigationState, to target: NavigationState, displayed: ContainerTree
    ) -> ContainerOperation? {
        if let change = tabSetChange(from: displayed, to: ContainerTree(target)) { return change }
        let before = ContainerTree(shown)
        let dismissals = plan.filter(\.isDismissal)
        let remaining = ContainerTree(shown.applying(dismissals)).presented.count
        if remaining < before.presented.count {
            return .dismiss(from: remaining)
        }
        let onScreen = shown.selectedTab == target.selectedTab ? shown.selectedTab : nil
        for tab in target.tabIDs where tab != onScreen {
            let steps = plan.prefix { !$0.presents(in: tab) }.filter { $0.movesAStack(in: tab) }
            let screens = ContainerTree(shown.applying(steps)).stacks[tab] ?? []
            if !screens.isEmpty, screens != before.stacks[tab] {
                return .setStack(screens, of: .tab(tab), animated: false)
            }
        }
        if let tab = target.selectedTab, tab != shown.selectedTab {
            return .selectTab(tab)
        }
        guard let tab = shown.selectedTab else { return nil }
        for (index, step) in plan.enumerated() {
            switch step {
            case .pop(tab, _), .push(tab, _), .replace(tab, _, _):
                guard let stack = shown.stack(changedBy: step) else { continue }
                let steps = plan.prefix { !$0.isPresentation }.filter { shown.stack(changedBy: $0) == stack }
                let screens = ContainerTree(shown.applying(steps)).screens(of: stack)
                if let operation = Self.change(of: stack, from: before.screens(of: stack), to: screens) {
                    return operation
                }
            case .present(tab, _), .showAlert(tab, _, _):
                let pushed = plan[(index + 1)...].prefix { if case .push(tab, _) = $0 { true } else { false } }
                let after = ContainerTree(shown.applying([step] + pushed).adoptingShowings(of: target))
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

    /// The call that brings the tab bar to `target`'s tabs, `nil` once it has them: the
    /// tabs set in the target's order, each tab that stays keeping its navigation
    /// controller, screens and presentations; then every new tab's screens, set off screen
    /// without animation. A selected tab the target drops first has its presentations
    /// dismissed, since they are presented over the tab bar for that tab alone.
    private static func tabSetChange(from displayed: ContainerTree, to target: ContainerTree) -> ContainerOperation? {
        if displayed.tabs != target.tabs {
            if let selected = displayed.selectedTab, !target.tabs.contains(selected), !displayed.presented.isEmpty {
                return .dismiss(from: 0)
            }
            return .setTabs(target.tabs)
        }
        for tab in target.tabs where displayed.stacks[tab, default: []].isEmpty {
            if let screens = target.stacks[tab], !screens.isEmpty {
                return .setStack(screens, of: .tab(tab), animated: false)
            }
        }
        return nil
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
    /// The navigation controller whose screens `step` changes in this state: the one
    /// holding the depth it pops to or replaces, or the top one of its tab for a push.
    fileprivate func stack(changedBy step: TransitionStep) -> StackID? {
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
        return layer.index == 0 ? .tab(tab) : .layer(layer.id)
    }
}
