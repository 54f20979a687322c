import CoordinatorKit
import CoordinatorKitRendering

/// A fake clock for the transition player: time moves only when a test advances it.
@MainActor
final class ManualScheduler: TransitionScheduler {
    private struct Pending {
        let due: Duration
        let order: Int
        let action: @MainActor () -> Void
    }

    private(set) var now: Duration = .zero
    private var pending: [Pending] = []
    private var scheduled = 0

    var pendingCount: Int { pending.count }

    func schedule(after delay: Duration, _ action: @escaping @MainActor () -> Void) {
        scheduled += 1
        pending.append(Pending(due: now + delay, order: scheduled, action: action))
    }

    /// Moves time forward, running every action that falls due, in order.
    func advance(by duration: Duration) {
        let end = now + duration
        while let next = pending.filter({ $0.due <= end }).min(by: { ($0.due, $0.order) < ($1.due, $1.order) }) {
            pending.removeAll { $0.order == next.order }
            now = next.due
            next.action()
        }
        now = end
    }
}
