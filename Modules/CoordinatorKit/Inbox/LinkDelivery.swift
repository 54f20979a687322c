/// What became of a link sent to the ``LinkInbox``: opened, or refused with the reason.
///
/// Reported on the main actor, in arrival order, to
/// ``RootCoordinator/observeDeliveries(_:)`` and ``RootCoordinator/deliveries()``, right
/// after the root has opened the link (and so after the change's observers have seen it).
/// A link from a push notification that the app refuses is reported here with its typed
/// reason, since no caller is waiting to catch it.
public struct LinkDelivery: Sendable {
    /// The receipt ``LinkInbox/send(link:)`` returned for the link.
    public let receipt: LinkReceipt
    /// The link or path as it was sent (a URL as its `absoluteString`).
    public let link: String
    /// Why the root refused the link, or `nil` when it opened it; a refused link left the
    /// state unchanged, exactly as a throwing ``RootCoordinator/open(link:)`` would.
    public let error: NavigationError?

    /// Creates the report of one delivered link.
    init(receipt: LinkReceipt, link: String, error: NavigationError?) {
        self.receipt = receipt
        self.link = link
        self.error = error
    }
}
