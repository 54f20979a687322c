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

/// What became of a link sent to the ``LinkInbox``, or of a link that waited for a
/// lookup: opened, or refused with the reason no caller is waiting to catch.
///
/// Reported on the main actor as ``NavigationEvent/delivered(_:)``: inbox links in arrival
/// order, right after the root has opened the link (so after the change's observers have
/// seen it); a link that waited for a lookup when the lookup has ended.
public struct LinkDelivery: Sendable {
    /// The receipt ``LinkInbox/send(link:)`` returned for the link; `nil` for a link opened
    /// directly that waited for a lookup.
    public let receipt: LinkReceipt?
    /// The link or path as it was sent (a URL as its `absoluteString`).
    public let link: String
    /// Why the root refused the link, or `nil` when it opened it; a refused link left the
    /// state unchanged, exactly as a throwing ``RootCoordinator/open(link:placement:)`` would.
    public let error: NavigationError?

    /// Creates the report of one delivered link.
    package init(receipt: LinkReceipt?, link: String, error: NavigationError?) {
        self.receipt = receipt
        self.link = link
        self.error = error
    }
}

/// A tab tapped again while it was selected, as ``NavigationEvent/reselected(_:)`` reports
/// it: away from its root, the tab was popped to its root when
/// ``RootCoordinator/popsToRootOnReselection`` is on.
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
