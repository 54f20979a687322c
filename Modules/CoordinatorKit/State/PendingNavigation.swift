/// A navigation that waits for a requirement, such as sign-in, to be met.
///
/// While it waits, the screen that grants the requirement is shown. When the requirement
/// is met the target is applied once; when the user cancels, the origin comes back.
///
/// A navigation with no ``origin`` holds back the root of the selected tab: no tab the user
/// may see was there to stand on (a one-tab app signed out, a one-screen window whose
/// screen needs sign-in), so the granting screen covers that root, which is never built or
/// drawn, until the requirement is met. Cancelling it leaves the root held back.
public struct PendingNavigation: Hashable, Sendable {
    /// What was asked for, as a link path or an action's name, for display and logs.
    public var request: String
    /// The requirement that is not met yet.
    public var requirement: AccessRequirement
    /// The tab, with its stack, to show once the requirement is met.
    public var target: TabState
    /// The tab, with its stack, that was showing when the request arrived; `nil` when the
    /// selected tab's root is held back behind the granting screen, with nothing to go
    /// back to.
    public var origin: TabState?

    /// Creates a pending navigation.
    ///
    /// - Parameters:
    ///   - request: What was asked for, as a link path or an action's name.
    ///   - requirement: The requirement that is not met yet.
    ///   - target: The tab, with its stack, to show once the requirement is met.
    ///   - origin: The tab that was showing, or `nil` when the selected tab's root is held
    ///     back with nothing to go back to.
    public init(request: String, requirement: AccessRequirement, target: TabState, origin: TabState?) {
        self.request = request
        self.requirement = requirement
        self.target = target
        self.origin = origin
    }
}

extension NavigationState {
    /// Whether the screen that grants `pending`'s requirement is still up: its origin tab is
    /// selected and holds more than it held when the request arrived; with no origin, the
    /// selected tab's first layer covers its held-back root.
    func isShowingGrantingScreen(of pending: PendingNavigation) -> Bool {
        guard let origin = pending.origin else { return currentTab?.stack.first?.presentation.isModal == true }
        guard selectedTab == origin.id, let tab = self[tab: origin.id] else { return false }
        return tab.stack.count > origin.stack.count
    }

    /// Whether `granting`'s module shows where `pending`'s granting screen went: right above
    /// its origin's screens, or at the bottom of the selected tab's stack with no origin.
    func shows(_ granting: AnyRoute, for pending: PendingNavigation) -> Bool {
        guard let stack = currentTab?.stack, let depth = Optional(pending.origin?.stack.count ?? 0),
            stack.indices.contains(depth)
        else { return false }
        return stack[depth].route.module == granting.module
    }

    /// Whether the selected tab's root is held back behind its granting screen: never
    /// built, drawn or counted as shown (``PendingNavigation/origin`` is `nil`).
    public var holdsRootBack: Bool {
        guard let pending else { return false }
        return pending.origin == nil
    }
}

extension TabState {
    /// The tab at its root, held back behind `granting` presented as a full-screen cover.
    func holdingRootBack(behind granting: AnyRoute) -> TabState {
        TabState(id: id, root: root.route, stack: [NavigationEntry(route: granting, presentedAs: .fullScreenCover)])
    }

    /// The tab without the cover of its held-back root and what was pushed inside it.
    mutating func removeCover() {
        guard stack.first?.presentation.isModal == true else { return }
        let layerEnd = stack.dropFirst().firstIndex { $0.presentation.isModal } ?? stack.endIndex
        stack.removeSubrange(stack.startIndex..<layerEnd)
    }
}
