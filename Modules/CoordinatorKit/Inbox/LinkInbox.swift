import Foundation

/// Takes links from any thread and has the root open them on the main actor, one by one,
/// in the order they arrived.
///
/// Links reach an app from places that are not on the main actor: a push notification's
/// delegate, a widget's intent, a background `URLSession` callback, a Handoff activity.
/// ``RootCoordinator/open(link:placement:)`` needs the main actor; the root's ``RootCoordinator/inbox``
/// does not. Sending a link takes a lock for a moment and returns a ``LinkReceipt`` whose
/// sequence number is the link's place in the arrival order; the links are then opened
/// on the main actor in exactly that order, through the root's ordinary `open`, so each is
/// one change with the cause ``NavigationCommand/openLink(_:placement:)``, as if opened there.
///
/// The article <doc:LinksFromAnyThread> shows one sent from a detached task.
///
/// What became of each link, opened or refused with its ``NavigationError``, is reported
/// as ``NavigationEvent/delivered(_:)``.
///
/// The inbox is bounded: at most ``capacity`` links may be sent and not yet delivered, and
/// a link over the configured length limit is refused at once, so a flood of links holds
/// at most `capacity` links of that length. The links are opened in batches, and the
/// main actor is given back between batches, so a flood cannot hold it for long.
///
/// When the root is released, the links still waiting are dropped, as are links sent
/// after: there is no state left to open them in. They count as delivered, without a
/// report.
///
/// Code already on the main actor, such as SwiftUI's `onOpenURL`, opens links directly
/// with ``RootCoordinator/open(_:placement:)``; a link sent to the inbox is opened after every link
/// sent before it, and never in the middle of a change.
public final class LinkInbox: Sendable {
    /// The capacity of a root's inbox unless the app chooses another: 64 links sent and
    /// not yet delivered, far more than a person or the system sends in the time the main
    /// actor takes to open them.
    public static let defaultCapacity = 64

    /// The most links that may be sent and not yet delivered; a link sent beyond that is
    /// refused with ``NavigationError/inboxFull(capacity:)``. At least 1.
    public let capacity: Int

    /// Longer links are refused when sent, with the error opening them would give, so that
    /// the waiting links stay small.
    private let maxLinkLength: Int

    private let lock = NSLock()
    // Read and written only between `lock.lock()` and `lock.unlock()`, in `withLock(_:)`.
    private nonisolated(unsafe) var guarded = Guarded()

    private struct Guarded {
        weak var root: RootCoordinator?
        /// The links sent and not yet taken by the drain, in arrival order.
        var waiting: [SentLink] = []
        var lastSent = 0
        var lastDelivered = 0
        /// Whether the one drain task is scheduled or running: one keeps the arrival order.
        var isDraining = false
        /// Who waits in ``LinkInbox/waitUntilDelivered()``, in the order of their targets;
        /// a waiter's number finds it again when its task is cancelled.
        var waiters: [Waiter] = []
        var lastWaiterNumber = 0
        /// The lookup the last delivered link started, which the next link sent cancels.
        var lookup: Task<Void, Never>?
    }

    private struct SentLink {
        let receipt: LinkReceipt
        let text: String
        let isPath: Bool
    }

    /// A task waiting until the link numbered `sequence` is delivered.
    private struct Waiter {
        let number: Int
        let sequence: Int
        let continuation: CheckedContinuation<Void, Never>
    }

    init(capacity: Int, maxLinkLength: Int) {
        self.capacity = max(1, capacity)
        self.maxLinkLength = maxLinkLength
    }

    func attach(to root: RootCoordinator) {
        withLock { $0.root = root }
    }

    // MARK: Sending

    /// Sends a URL to be opened on the main actor after every link sent before it.
    ///
    /// - Returns: The link's receipt: its place in the arrival order.
    /// - Throws: ``NavigationError/inboxFull(capacity:)`` when ``capacity`` links wait, or
    ///   ``NavigationError/invalidLink(_:)`` with ``DeepLinkError/tooLong(length:limit:)``.
    @discardableResult
    public func send(_ url: URL) throws(NavigationError) -> LinkReceipt {
        try accept(url.absoluteString, isPath: false)
    }

    /// Sends a link given as text, such as `recipes://settings/allergies`, to be opened on
    /// the main actor after every link sent before it.
    ///
    /// - Returns: The link's receipt: its place in the arrival order.
    /// - Throws: ``NavigationError/inboxFull(capacity:)`` when ``capacity`` links wait, or
    ///   ``NavigationError/invalidLink(_:)`` with ``DeepLinkError/tooLong(length:limit:)``.
    @discardableResult
    public func send(link text: String) throws(NavigationError) -> LinkReceipt {
        try accept(text, isPath: false)
    }

    /// Sends a path inside the app, such as `settings/allergies`, to be opened on the main
    /// actor with ``RootCoordinator/open(path:placement:)`` after every link sent before it.
    ///
    /// - Returns: The path's receipt: its place in the arrival order.
    /// - Throws: ``NavigationError/inboxFull(capacity:)`` when ``capacity`` links wait, or
    ///   ``NavigationError/invalidLink(_:)`` with ``DeepLinkError/tooLong(length:limit:)``.
    @discardableResult
    public func send(path text: String) throws(NavigationError) -> LinkReceipt {
        try accept(text, isPath: true)
    }

    /// Returns once every link sent before the call has been delivered: opened or refused
    /// by the root, or dropped because the root was released.
    ///
    /// Links sent after the call are not waited for. It returns at once when nothing is
    /// waiting, and as soon as the calling task is cancelled (the links are still
    /// delivered; only the wait ends).
    public func waitUntilDelivered() async {
        let number = withLock { state in
            state.lastWaiterNumber += 1
            return state.lastWaiterNumber
        }
        await withTaskCancellationHandler {
            await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
                // Checked under the lock: a cancellation handler that ran before the waiter
                // was added found nothing to resume, and the flag is already set.
                let returnsNow = withLock { state in
                    guard state.lastDelivered < state.lastSent, !Task.isCancelled else { return true }
                    state.waiters.append(Waiter(number: number, sequence: state.lastSent, continuation: continuation))
                    return false
                }
                if returnsNow { continuation.resume() }
            }
        } onCancel: {
            let cancelled: Waiter? = withLock { state in
                guard let index = state.waiters.firstIndex(where: { $0.number == number }) else { return nil }
                return state.waiters.remove(at: index)
            }
            cancelled?.continuation.resume()
        }
    }

    private func accept(_ text: String, isPath: Bool) throws(NavigationError) -> LinkReceipt {
        let length = text.utf8.count
        guard length <= maxLinkLength else {
            throw .invalidLink(.tooLong(length: length, limit: maxLinkLength))
        }
        let capacity = capacity
        let accepted: (receipt: LinkReceipt, startsDrain: Bool)? = withLock { state in
            guard state.lastSent - state.lastDelivered < capacity else { return nil }
            state.lastSent += 1
            let receipt = LinkReceipt(sequence: state.lastSent)
            state.waiting.append(SentLink(receipt: receipt, text: text, isPath: isPath))
            let startsDrain = !state.isDraining
            state.isDraining = true
            // A newer link cancels the lookup an earlier one waits for.
            state.lookup?.cancel()
            state.lookup = nil
            return (receipt, startsDrain)
        }
        guard let accepted else { throw .inboxFull(capacity: capacity) }
        if accepted.startsDrain {
            // One task drains the whole queue: tasks are not run in the order they were
            // made, so a task per link could open them out of order.
            Task { @MainActor in await self.drain() }
        }
        return accepted.receipt
    }

    // MARK: Delivering

    /// Opens the waiting links in arrival order, giving the main actor back between
    /// batches. A link that needs a lookup is delivered when it ends; the next link sent
    /// cancels it, so none waits for a lookup that never answers.
    @MainActor
    private func drain() async {
        while let batch = takeWaiting() {
            let root = withLock { $0.root }
            for (offset, link) in batch.enumerated() {
                if let root, let lookup = deliver(link, to: root) {
                    // Cancelled at once when a newer link is already here.
                    let isNewest = withLock { state in
                        guard offset == batch.count - 1, state.waiting.isEmpty else { return false }
                        state.lookup = lookup
                        return true
                    }
                    if !isNewest { root.cancelPendingLookup() }
                    await lookup.value
                    withLock { $0.lookup = nil }
                }
                markDelivered(link.receipt)
            }
            await Task.yield()
        }
    }

    /// Takes every waiting link; `nil` ends the drain (the next link sent starts one).
    private func takeWaiting() -> [SentLink]? {
        withLock { state in
            guard !state.waiting.isEmpty else {
                state.isDraining = false
                return nil
            }
            var batch: [SentLink] = []
            swap(&batch, &state.waiting)
            return batch
        }
    }

    /// Opens one link and reports what became of it, at once or when the lookup it
    /// started ends; returns the task waiting for that lookup.
    @MainActor
    private func deliver(_ link: SentLink, to root: RootCoordinator) -> Task<Void, Never>? {
        let report: @MainActor (NavigationError?) -> Void = { [weak root] refusal in
            root?.report(.delivered(LinkDelivery(receipt: link.receipt, link: link.text, error: refusal)))
        }
        do throws(NavigationError) {
            if link.isPath {
                try root.openPath(link.text, placement: .owningTab)
            } else if let lookup = try root.openLink(link.text, placement: .owningTab, lookupEnded: report) {
                return lookup
            }
            report(nil)
        } catch {
            report(error)
        }
        return nil
    }

    private func markDelivered(_ receipt: LinkReceipt) {
        let ready: [Waiter] = withLock { state in
            state.lastDelivered = receipt.sequence
            let count = state.waiters.prefix { $0.sequence <= receipt.sequence }.count
            guard count > 0 else { return [] }
            defer { state.waiters.removeFirst(count) }
            return Array(state.waiters.prefix(count))
        }
        for waiter in ready {
            waiter.continuation.resume()
        }
    }

    private func withLock<T>(_ body: (inout Guarded) -> T) -> T {
        lock.lock()
        defer { lock.unlock() }
        return body(&guarded)
    }
}

/// Proof that the ``LinkInbox`` took a link: its place in the arrival order.
///
/// Sequence numbers are handed out under the inbox's lock, one per accepted link and
/// counting up from 1, so they are the order the links arrived in, whichever threads sent
/// them. The inbox opens links in that order, and each ``LinkDelivery`` carries its
/// link's receipt.
public struct LinkReceipt: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The link's place in the arrival order: 1 for the first link the inbox took.
    public let sequence: Int

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
