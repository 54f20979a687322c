/// What became of a link sent to the ``LinkInbox``, or of a link that waited for a
/// lookup: opened, or refused with the reason.
///
/// Reported on the main actor as ``NavigationEvent/delivered(_:)``: inbox links in arrival
/// order, right after the root has opened the link (and so after the change's observers
/// have seen it); a link that waited for a lookup when the lookup has ended. A link from a
/// push notification that the app refuses, or whose lookup fails, is reported here with
/// its typed reason, since no caller is waiting to catch it.
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
