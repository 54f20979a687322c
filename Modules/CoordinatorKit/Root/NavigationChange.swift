/// A report of one applied change to navigation, for analytics and logging.
///
/// The links are worked out when an observer first reads them, once per change however
/// many observers read them, so that observers that need only the new state (a renderer's
/// player) cost nothing more. The steps a UI takes from the old state to the new one are
/// `steps`, from `CoordinatorKitRendering`.
public struct NavigationChange: Sendable {
    /// What caused the change.
    public let cause: Cause
    /// The state after the change.
    public let state: NavigationState
    /// The state before the change.
    public let previousState: NavigationState
    /// Whether renderers animate the change: `false` for a restoration and for a change the
    /// app made with `performAsOneChange(animated: false)` (an account reset), which they
    /// play without animation, still one presentation at a time.
    public let isAnimated: Bool
    private let details: Details

    init(cause: Cause, from previousState: NavigationState, to state: NavigationState, isAnimated: Bool, details: Details) {
        self.cause = cause
        self.isAnimated = isAnimated
        self.previousState = previousState
        self.state = state
        self.details = details
    }

    /// The canonical link of the state before the change, when it has one.
    public var oldLink: String? { details.oldLink.value }
    /// The canonical link of the state after the change, when it has one.
    public var newLink: String? { details.newLink.value }

    /// The links of a change, each printed once, on first read; the old one is the previous
    /// change's new one when that change ended where this one starts.
    final class Details: Sendable {
        let oldLink: LazyValue<String?>
        let newLink: LazyValue<String?>
        private let new: NavigationState

        init(from old: NavigationState, to new: NavigationState, previous: Details?,
             printLink: @escaping @Sendable (NavigationState) -> String?) {
            self.new = new
            if let previous, previous.new == old {
                oldLink = previous.newLink
            } else {
                oldLink = LazyValue { printLink(old) }
            }
            newLink = LazyValue { printLink(new) }
        }
    }

    /// What caused a change.
    public enum Cause: Hashable, Sendable, CustomStringConvertible {
        /// A command was performed: by a coordinator, by the app, by a link (``NavigationCommand/openLink(_:placement:)``,
        /// also when a lookup it waited for answers, or when the inbox delivers it), by a
        /// renderer reporting what the user did (``NavigationCommand/writeBack(_:)``), or by
        /// the root itself when data a decision reads changed
        /// (``NavigationCommand/decideScreensAgain``).
        case command(NavigationCommand)
        /// Several commands were performed as one change
        /// (``RootCoordinator/performAsOneChange(animated:_:)``), in this order.
        case commands([NavigationCommand])
        /// Stored state was restored.
        case restoration

        /// The cause for logs: `command <command>`, `commands <command>; <command>` or
        /// `restoration`.
        public var description: String {
            switch self {
            case .command(let command): "command \(command)"
            case .commands(let commands): "commands " + commands.map(\.description).joined(separator: "; ")
            case .restoration: "restoration"
            }
        }
    }
}
