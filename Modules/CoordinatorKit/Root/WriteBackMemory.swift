/// What a root coordinator keeps for its write-backs between calls.
@MainActor
struct WriteBackMemory {
    /// An alert the system dismissed, whose button action may still arrive.
    struct DismissedAlert {
        /// The showing that was dismissed.
        let alert: AlertID
        /// The state right after the dismissal; an answer arriving in any other state is
        /// stale.
        let state: NavigationState
    }

    /// Whether tapping the selected tab pops it to its root.
    var popsToRootOnReselection = true
    /// The alert dismissed last by the system, until it is answered or anything else changes.
    var dismissedAlert: DismissedAlert?
    /// Those told of every write-back before the root applies it, by token.
    var listeners: [Int: @MainActor (WriteBack) -> Void] = [:]
    /// The token of the next listener.
    var nextListenerID = 0
}
