/// Something a root coordinator tells its observers, in the order it happened: a change
/// applied, a refusal no caller could catch, what became of a link that arrived by the
/// inbox or waited for a lookup, a tab tapped again.
///
/// One stream, observed one way (``RootCoordinator/observe(_:)``):
///
/// <!-- snippet: observe-events -->
/// ```swift
/// let token = root.observe { event in
///     switch event {
///     case .changed(let change): log.append("\(change.cause) → \(change.newLink ?? "no link")")
///     case .refused(let refusal): log.append("refused \(refusal.command): \(refusal.error)")
///     case .delivered(let delivery): log.append("delivered \(delivery.link)")
///     case .reselected(let reselection): log.append("\(reselection)")
///     }
/// }
/// try root.perform(.openLink("notes://notes/7"))
/// root.removeObserver(token)
/// #expect(log == ["command openLink notes://notes/7 → notes://notes/7"])
/// ```
public enum NavigationEvent: Sendable {
    /// A change was applied: its cause, the states and links before and after, its steps.
    case changed(NavigationChange)
    /// A command was refused where no caller could catch the error: a ``Navigator``'s,
    /// which does not throw, or a write-back the state could not follow. The state is
    /// unchanged.
    case refused(NavigationRefusal)
    /// What became of a link sent to the ``LinkInbox``, or of a link that waited for a
    /// lookup: opened, or refused with its reason.
    case delivered(LinkDelivery)
    /// The selected tab was tapped again, after the root applied what the tap means (a pop
    /// to its root, when away from it). At its root nothing changes in the state: this is
    /// how the app hears of it, to scroll the root screen to its top.
    case reselected(TabReselection)
}

/// A command the root refused where no caller could catch the error; the state is
/// unchanged.
public struct NavigationRefusal: Sendable {
    /// What was asked for.
    public let command: NavigationCommand
    /// Why it was refused.
    public let error: NavigationError
}

/// Identifies an observer added with ``RootCoordinator/observe(_:)``, for
/// ``RootCoordinator/removeObserver(_:)``.
public struct ObserverToken: Hashable, Sendable {
    let id: Int
}
