/// A navigation that waits for a requirement, such as sign-in, to be met.
///
/// While it waits, the screen that grants the requirement is shown. When the requirement
/// is met the target is applied once; when the user cancels, the origin comes back.
public struct PendingNavigation: Hashable, Sendable {
    /// What was asked for, as a link path or an action's name, for display and logs.
    public var request: String
    /// The requirement that is not met yet.
    public var requirement: AccessRequirement
    /// The tab, with its stack, to show once the requirement is met.
    public var target: TabState
    /// The tab, with its stack, that was showing when the request arrived.
    public var origin: TabState

    /// Creates a pending navigation.
    public init(request: String, requirement: AccessRequirement, target: TabState, origin: TabState) {
        self.request = request
        self.requirement = requirement
        self.target = target
        self.origin = origin
    }
}

extension NavigationState {
    /// Whether the screen that grants `pending`'s requirement is still up: its origin tab is
    /// selected and holds more than it held when the request arrived.
    func isShowingGrantingScreen(of pending: PendingNavigation) -> Bool {
        guard selectedTab == pending.origin.id, let tab = self[tab: pending.origin.id] else { return false }
        return tab.stack.count > pending.origin.stack.count
    }
}
