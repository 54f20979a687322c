import CoordinatorKit
import CoordinatorKitRendering

/// The user's gestures on UIKit's containers (``setUp(_:)``), each acted out as UIKit does
/// it and reported as the UIKit renderer reports it (``ContainerReport``), so that the
/// container player can be driven by a user as well as by the app: the back button, its
/// long-press menu and the back swipe; a swipe let go half-way; a tab bar item, More and its
/// rows; a sheet swiped down; an alert answered.
///
/// Only what is on top takes a gesture: nothing while a screen's own presentation is up,
/// a transition runs, or an alert covers the screen. A screen that asks before it leaves
/// keeps its back swipe and back button from popping it (the renderer turns them off and
/// reports the user's back, ``ToolkitRule/guardedPushedScreenCannotBeSwipedBack``), and its
/// sheet from being swiped down (``ToolkitRule/guardedSheetCannotBeSwipedDown``).
extension ToolkitModel {
    /// What the renderer reports of a gesture, to the root or to its player.
    public enum ContainerReport: Hashable, Sendable {
        /// A write-back to the root (a pop, a sheet swiped down, an alert answered).
        case writeBack(WriteBack)
        /// A gesture on the tab bar or More, to the player (`ContainerPlayer.take(_:)-(TabBarGesture)`).
        case tabBar(TabBarGesture)
        /// A command to the root: the user's attempt to leave a screen that asks first.
        case command(NavigationCommand)
    }

    /// Binds the screens that ask before they leave, as a UIKit renderer does after every
    /// change (`NavigationState.leaveGuards`): their back swipe, back button and sheet swipe
    /// are the renderer's from then on.
    ///
    /// - Parameter guards: The screens that ask before they leave.
    public func bindLeaveGuards(_ guards: Set<EntryID>) {
        leaveGuards = guards
    }

    /// The navigation controller that takes the back button and swipe: the top presented
    /// layer's, else More's when selected, else the selected tab's; `nil` while an alert is
    /// on top, something moves, or a screen's own presentation is up.
    public var stackOnScreen: StackID? {
        guard foreign == nil, containers.transitioning.isEmpty, containers.presented.allSatisfy({ $0.phase == .up }) else {
            return nil
        }
        if let top = containers.presented.last {
            guard case .layer(let layer) = top.container else { return nil }
            return .layer(layer.id)
        }
        if containers.isMoreSelected { return .more }
        return containers.selectedTab.map { StackID.tab($0) }
    }

    /// The user goes back on the navigation controller on screen to its first `count`
    /// screens — the back button (one back), its long-press menu (any earlier screen; More's
    /// list is the first entry of More's menu) or a back swipe: UIKit pops with a transition
    /// and tells the delegate at its end (`navigationController(_:didShow:animated:)`), when
    /// `report` is called with what the renderer reports.
    ///
    /// - Parameters:
    ///   - count: The screens to keep; `nil` for one back. At least one, but for More,
    ///     whose list lies below its screens.
    ///   - report: Called once the pop has ended, with the renderer's report.
    /// - Returns: Whether a back was possible.
    @discardableResult
    public func userGoesBack(keeping count: Int? = nil, report: @escaping @MainActor (ContainerReport) -> Void) -> Bool {
        guard let stack = stackOnScreen, let shown = containers.stacks[stack]?.map(\.screen) else { return false }
        let keep = count ?? shown.count - 1
        let lowest = stack == .more ? 0 : 1
        guard keep >= lowest, keep < shown.count, let top = shown.last else { return false }
        // A tab's root that More shows goes back to the list without leaving.
        if leaveGuards.contains(top), !(stack == .more && top.depth == 0) {
            refuseForeign(.guardedPushedScreenCannotBeSwipedBack, "back on \(top)")
            report(.command(.goBack))
            return false
        }
        let kept = Array(shown.prefix(keep))
        containers.stacks[stack] = containers.stacks[stack].map { Array($0.prefix(keep)) }
        containers.transitioning.insert(stack)
        schedule(after: transitionDuration) { [weak self] in
            self?.containers.transitioning.remove(stack)
            switch stack {
            case .more:
                report(.tabBar(.poppedInMore(to: kept)))
            case .tab:
                guard let root = kept.first else { return }
                report(.writeBack(.path(Array(kept.dropFirst()), of: LayerID(index: 0, root: root))))
            case .layer(let layer):
                guard !kept.isEmpty else { return }
                report(.writeBack(.path(Array(kept.dropFirst()), of: layer)))
            }
        }
        return true
    }

    /// The user starts a back swipe and lets go half-way: UIKit puts the screen back and
    /// tells the renderer nothing.
    ///
    /// - Returns: Whether there was a stack to swipe on.
    public func userCancelsBackSwipe() -> Bool {
        guard let stack = stackOnScreen else { return false }
        return (containers.stacks[stack]?.count ?? 0) > (stack == .more ? 0 : 1)
    }

    /// The user taps the tab bar's item at `index`, More last: UIKit asks the delegate,
    /// which answers `false` and reports the tap; the tab bar changes only when the player
    /// selects what was decided.
    ///
    /// - Parameter index: The item's place in the tab bar.
    /// - Returns: The report, or `nil` when no item is there or something covers the tab bar.
    public func userTapsTabBarItem(at index: Int) -> ContainerReport? {
        guard foreign == nil, containers.presented.isEmpty else { return nil }
        let items = containers.tabs.map(TabBarOverflow.Item.tab) + (containers.moreTabs.isEmpty ? [] : [.more])
        guard items.indices.contains(index) else { return nil }
        return .tabBar(.tapped(items[index]))
    }

    /// The user chooses the row at `index` of More's list, while the list is on screen.
    ///
    /// - Parameter index: The row's place in the list.
    /// - Returns: The report, or `nil` when the list is not on screen or has no such row.
    public func userChoosesMoreRow(at index: Int) -> ContainerReport? {
        guard stackOnScreen == .more, containers.stacks[.more]?.isEmpty ?? true, containers.moreTabs.indices.contains(index)
        else { return nil }
        return .tabBar(.chose(containers.moreTabs[index]))
    }

    /// The user swipes the top sheet down: UIKit dismisses it and tells the delegate at the
    /// end (`presentationControllerDidDismiss(_:)`); a sheet holding a screen that asks before
    /// it leaves stays, and the attempt (`presentationControllerDidAttemptToDismiss(_:)`) is
    /// reported at once.
    ///
    /// - Parameter report: Called with the renderer's report.
    /// - Returns: Whether a sheet went.
    @discardableResult
    public func userSwipesDownTopSheet(report: @escaping @MainActor (ContainerReport) -> Void) -> Bool {
        guard case .layer(let id)? = stackOnScreen, let last = containers.presented.last else { return false }
        if case .fullScreen = last.container.style { return false }
        if (containers.stacks[.layer(id)] ?? []).contains(where: { leaveGuards.contains($0.screen) }) {
            refuseForeign(.guardedSheetCannotBeSwipedDown, "swipe down of \(id)")
            report(.command(.dismiss))
            return false
        }
        let position = containers.presented.count - 1
        containers.presented[position].phase = .dismissing
        schedule(after: transitionDuration) { [weak self] in
            guard let self else { return }
            self.containers.presented.removeAll { $0.container.id == .layer(id) }
            self.containers.stacks[.layer(id)] = nil
            report(.writeBack(.layerDismissed(id)))
        }
        return true
    }

    /// The user answers the system or custom alert on top with the button at `index`: it
    /// goes, and the answer is reported once it has gone.
    ///
    /// - Parameters:
    ///   - index: The button's place.
    ///   - report: Called with the renderer's report.
    /// - Returns: Whether an alert was up with such a button.
    @discardableResult
    public func userAnswersContainerAlert(buttonAt index: Int, report: @escaping @MainActor (ContainerReport) -> Void) -> Bool {
        guard foreign == nil, let top = containers.presented.last, top.phase == .up, case .alert(let alert) = top.container,
            alert.alert.buttons.indices.contains(index)
        else { return false }
        let action = alert.alert.buttons[index].action
        let position = containers.presented.count - 1
        containers.presented[position].phase = .dismissing
        schedule(after: transitionDuration) { [weak self] in
            self?.containers.presented.removeAll { $0.container.id == .alert(alert) }
            report(.writeBack(.alertAnswered(alert, action: action)))
        }
        return true
    }
}
