/// Why an awaited flow ended without a result.
///
/// Every awaited presentation ends exactly once: with its result, or with one of these.
public enum FlowCancellationReason: Hashable, Sendable, CustomStringConvertible {
    /// The flow's layer was dismissed: swiped down (``WriteBack/layerDismissed(_:)``), a back
    /// gesture, or a ``NavigationCommand/dismiss``, ``NavigationCommand/goBack`` and the like.
    case dismissed
    /// The flow's own coordinator (or the user, through it) cancelled it
    /// (``Navigator/cancelFlow()``, ``NavigationCommand/cancelAwaitedFlow(_:)``).
    case cancelledByFlow
    /// A link replaced the screens the flow was on; the associated value is the link.
    case replacedByLink(String)
    /// The flow's tab was tapped again and went back to its root.
    case tabReselected
    /// Another tab was selected; a layer cannot stay up over a tab the user left.
    case tabLeft
    /// A requirement of the flow's screens no longer holds (the user signed out), or data
    /// its coordinator decides from changed and its screen is decided otherwise.
    case accessRevoked
    /// Stored state was restored over the flow; a restored state never resumes an await.
    case restored
    /// The task awaiting the result was cancelled; the flow's layer was dismissed.
    case taskCancelled
    /// The root coordinator, with every module coordinator, was released.
    case released

    /// The reason in a few words, for logs and the shell.
    public var description: String {
        switch self {
        case .dismissed: "dismissed"
        case .cancelledByFlow: "cancelled by the flow"
        case .replacedByLink(let link): "replaced by link \(link)"
        case .tabReselected: "tab reselected"
        case .tabLeft: "tab left"
        case .accessRevoked: "access revoked"
        case .restored: "state restored"
        case .taskCancelled: "task cancelled"
        case .released: "coordinator released"
        }
    }

    /// The reason a change with `cause` gives a flow it takes away from `tab`.
    static func ending(by cause: NavigationChange.Cause, flowIn tab: ModuleID) -> FlowCancellationReason {
        guard case .command(let command) = cause else { return cause == .restoration ? .restored : .dismissed }
        switch command {
        case .openLink(let link, _), .openPath(let link, _): return .replacedByLink(link)
        case .writeBack(.tabSelected(let selected)): return selected == tab ? .tabReselected : .tabLeft
        case .selectTab: return .tabLeft
        case .cancelFlow, .cancelAwaitedFlow, .cancelPendingNavigation: return .cancelledByFlow
        case .accessDidChange, .accessDidChangeInAnotherWindow, .decideScreensAgain: return .accessRevoked
        case .show, .update, .pop, .goBack, .goBackTo, .popToRoot, .popEveryTabToRoot, .dismiss, .dismissAll, .arrangeTabs,
            .showAlert, .dismissAlert, .answerAlert, .askBeforeLeaving, .finishFlow, .writeBack:
            return .dismissed
        }
    }
}

/// Why awaiting a flow's result gave no result.
public enum FlowError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The flow ended without a result; the reason says how.
    case cancelled(FlowCancellationReason)
    /// The flow answered with a value of another type than the one awaited; the flow has
    /// ended. Both types are named as Swift prints them.
    case mismatchedResult(expected: String, received: String)
    /// The flow could not be presented; nothing changed.
    case refused(NavigationError)

    /// What happened, in a sentence.
    public var description: String {
        switch self {
        case .cancelled(let reason): "The flow ended without a result: \(reason)."
        case .mismatchedResult(let expected, let received):
            "The flow answered with a \(received) where a \(expected) was awaited."
        case .refused(let error): "The flow could not be presented: \(error.description)"
        }
    }
}
