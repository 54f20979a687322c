/// Proof that the ``LinkInbox`` took a link: its place in the arrival order.
///
/// Sequence numbers are handed out under the inbox's lock, one per accepted link and
/// counting up from 1, so they are the order the links arrived in, whichever threads sent
/// them. The inbox opens links in that order, and each ``LinkDelivery`` carries its
/// link's receipt.
public struct LinkReceipt: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The link's place in the arrival order: 1 for the first link the inbox took.
    public let sequence: Int

    /// Creates the receipt of the link that arrived `sequence`-th.
    init(sequence: Int) {
        self.sequence = sequence
    }

    /// Orders receipts by arrival: the earlier link first.
    public static func < (lhs: LinkReceipt, rhs: LinkReceipt) -> Bool {
        lhs.sequence < rhs.sequence
    }

    /// The receipt for logs: `link #12`.
    public var description: String { "link #\(sequence)" }
}
