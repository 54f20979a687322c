/// What ``RootCoordinator/restoreState(from:)`` restored.
///
/// Data that cannot be read at all (garbage, a format or link version from the future) is
/// rejected with a thrown ``NavigationError/restorationFailed(_:)`` and the current state
/// is kept; data that can be read is restored, with every screen that no longer passes the
/// checks a link passes left out, and every screen its coordinator now decides to show
/// otherwise replaced, each listed here.
public enum RestorationOutcome: Equatable, Sendable {
    /// Every screen was restored as it was saved.
    case restored
    /// The state was restored without the screens listed, or with other screens in their
    /// place (``DroppedScreen/Reason/replaced(by:)``).
    case partlyRestored(dropped: [DroppedScreen])

    /// The screens that were left out or replaced; empty when everything was restored.
    public var dropped: [DroppedScreen] {
        switch self {
        case .restored: []
        case .partlyRestored(let dropped): dropped
        }
    }
}

/// A stored screen that restoration left out, or showed another screen in place of, and why.
public struct DroppedScreen: Equatable, Sendable, CustomStringConvertible {
    /// Why a stored screen was left out.
    public enum Reason: Equatable, Sendable {
        /// The route no longer reads back through its module's link grammar: the rule is
        /// gone, or its values are out of range (a product count of `Int.max`), or its
        /// printed form passes a link limit; `error` is what the grammar said.
        case routeNoLongerParses(DeepLinkError?)
        /// The tab holds more screens, or more modal layers, than the configured limits.
        case beyondLimits(DeepLinkError)
        /// The stored path starts with a segment no module of this app claims: the module
        /// is not in this build, or its segment changed without a ``StateMigration``.
        case unknownModule(String)
        /// The app's ``StateMigration`` returned `nil` for the stored path.
        case removedByMigration
        /// The screen needs a requirement the user does not meet now.
        case requirementNotMet
        /// The module's coordinator decides to show another route for it now
        /// (``ModuleCoordinator/destination(for:)``), as it would for its link: `route` is
        /// shown in its place — a premium recipe saved by a subscriber restores as its
        /// paywall for a user without one.
        case replaced(by: AnyRoute)
        /// The stored tab (or a pending navigation's tab) is not one of this app's tabs.
        case unknownTab(ModuleID)
        /// The screen is restored without its alert: the alert's key, or one of its buttons'
        /// actions, is not one its module declares now (``ModuleAlert``).
        case unknownAlert(AlertState.ID)
    }

    /// The tab the screen was stored in (for a pending navigation, the tab it targets).
    public var tab: ModuleID
    /// The screen's depth in its tab: 0 for the root, `n` for `stack[n - 1]`; `nil` for a
    /// whole pending navigation.
    public var depth: Int?
    /// Why it was left out.
    public var reason: Reason

    /// Creates a description of a left-out screen.
    public init(tab: ModuleID, depth: Int?, reason: Reason) {
        self.tab = tab
        self.depth = depth
        self.reason = reason
    }

    /// The screen and the reason, in a sentence.
    public var description: String {
        let place = depth.map { "tab '\(tab)' at depth \($0)" } ?? "pending navigation to tab '\(tab)'"
        switch reason {
        case .routeNoLongerParses(let error):
            return "\(place): the route no longer reads as a link" + (error.map { " (\($0))" } ?? "")
        case .beyondLimits(let error): return "\(place): \(error)"
        case .unknownModule(let segment): return "\(place): no module of this app reads '\(segment)'"
        case .removedByMigration: return "\(place): the app's migration removed it"
        case .requirementNotMet: return "\(place): its requirement is not met"
        case .replaced(let route): return "\(place): its coordinator shows \(route) in its place"
        case .unknownTab(let id): return "\(place): this app has no tab '\(id)'"
        case .unknownAlert(let id): return "\(place): its alert '\(id)' is not one its module shows now; the screen stays without it"
        }
    }
}
