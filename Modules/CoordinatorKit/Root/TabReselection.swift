/// A tab tapped again while it was selected, as ``RootCoordinator/observeReselections(_:)``
/// reports it.
///
/// At its root, a reselected tab changes nothing in the state: the report is how the app
/// hears of it, to scroll the root screen to its top. Away from its root, the tab was
/// popped to its root when ``RootCoordinator/popsToRootOnReselection`` is on.
public struct TabReselection: Hashable, Sendable, CustomStringConvertible {
    /// The tab tapped again.
    public let tab: ModuleID
    /// Whether the tab showed its root screen alone (nothing pushed or presented, no
    /// alert) when it was tapped.
    public let wasAtRoot: Bool

    /// Creates a reselection report.
    public init(tab: ModuleID, wasAtRoot: Bool) {
        self.tab = tab
        self.wasAtRoot = wasAtRoot
    }

    /// The reselection as text, for logs.
    public var description: String {
        "tab \(tab) reselected \(wasAtRoot ? "at its root" : "away from its root")"
    }
}
