import Foundation

/// A report of one applied change to navigation, for analytics and logging.
///
/// The links and steps are worked out when an observer first reads them, once per change
/// however many observers read them, so that observers that need only the new state (a
/// renderer's player) cost nothing more.
public struct NavigationChange: Sendable {
    /// What caused the change.
    public let cause: Cause
    /// The state after the change.
    public let state: NavigationState
    /// The state before the change.
    public let previousState: NavigationState
    private let details: Details

    init(cause: Cause, from previousState: NavigationState, to state: NavigationState, details: Details) {
        self.cause = cause
        self.previousState = previousState
        self.state = state
        self.details = details
    }

    /// The canonical link of the state before the change, when it has one.
    public var oldLink: String? { details.oldLink.link }
    /// The canonical link of the state after the change, when it has one.
    public var newLink: String? { details.newLink.link }
    /// The ordered steps a UI plays to get from the old state to the new one.
    public var steps: [TransitionStep] { details.steps }

    /// The links and steps of a change, each worked out once, on first read.
    final class Details: @unchecked Sendable {
        /// The link of the state before the change: the previous change's new link when
        /// that change ended where this one starts, so it is printed once.
        let oldLink: PrintedLink
        /// The link of the state after the change.
        let newLink: PrintedLink
        private let lock = NSLock()
        private let old: NavigationState
        private let new: NavigationState
        private var stepsValue: [TransitionStep]?

        init(from old: NavigationState, to new: NavigationState, previous: Details?,
             printLink: @escaping @Sendable (NavigationState) -> String?) {
            self.old = old
            self.new = new
            if let previous, previous.new == old {
                oldLink = previous.newLink
            } else {
                oldLink = PrintedLink(of: old, printLink)
            }
            newLink = PrintedLink(of: new, printLink)
        }

        var steps: [TransitionStep] {
            lock.withLock {
                if let stepsValue { return stepsValue }
                let steps = TransitionStep.steps(from: old, to: new)
                stepsValue = steps
                return steps
            }
        }
    }

    /// A state's canonical link, printed on first read.
    final class PrintedLink: @unchecked Sendable {
        private let lock = NSLock()
        private let state: NavigationState
        private let print: @Sendable (NavigationState) -> String?
        private var value: String??

        init(of state: NavigationState, _ print: @escaping @Sendable (NavigationState) -> String?) {
            self.state = state
            self.print = print
        }

        var link: String? {
            lock.withLock {
                if let value { return value }
                let link = print(state)
                value = .some(link)
                return link
            }
        }
    }

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
        /// Data that a coordinator's decision reads changed (a subscription bought or
        /// lapsed), and the screens on display were decided again
        /// (``ModuleCoordinator/destination(for:)``).
        case dataChange

        /// The cause for logs: `link <text>`, `action <name>`, `restoration`, `write-back …`,
        /// `access change` or `data change`.
        public var description: String {
            switch self {
            case .link(let link): "link \(link)"
            case .action(let name): "action \(name)"
            case .restoration: "restoration"
            case .writeBack(let writeBack): "write-back \(writeBack)"
            case .accessChange: "access change"
            case .dataChange: "data change"
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
