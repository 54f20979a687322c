/// A report of one applied change to navigation, for analytics and logging.
public struct NavigationChange: Sendable {
    /// What caused the change.
    public let cause: Cause
    /// The canonical link of the state before the change, when it has one.
    public let oldLink: String?
    /// The canonical link of the state after the change, when it has one.
    public let newLink: String?
    /// The ordered steps a UI plays to get from the old state to the new one.
    public let steps: [TransitionStep]
    /// The state after the change.
    public let state: NavigationState

    /// What caused a change.
    public enum Cause: Hashable, Sendable, CustomStringConvertible {
        /// A link was opened; the associated value is the link or path as given.
        case link(String)
        /// A coordinator or the user performed a navigation action.
        case action(NavigationAction)
        /// Stored state was restored.
        case restoration
        /// The user changed navigation outside the app's code (a back swipe, a sheet swiped
        /// down, a detent dragged, an alert dismissed or answered, a tab tapped), as the UI
        /// reported it to ``RootCoordinator/writeBack(_:)``.
        case writeBack(WriteBack)
        /// A requirement became met or unmet.
        case accessChange

        /// The cause for logs: `link <text>`, `action <name>`, `restoration` or `access change`.
        public var description: String {
            switch self {
            case .link(let link): "link \(link)"
            case .action(let name): "action \(name)"
            case .restoration: "restoration"
            case .writeBack(let writeBack): "write-back \(writeBack)"
            case .accessChange: "access change"
            }
        }
    }
}

/// A navigation a coordinator asked for that the root refused; the state is unchanged.
public struct NavigationRefusal: Sendable {
    /// What was asked for, such as `push recipes.detail(id: 42)`: the action's name, then
    /// the route.
    public let request: String
    /// Why it was refused.
    public let error: NavigationError
}
