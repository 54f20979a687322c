import CoordinatorKit
/// Runs an action later: the player's clock for its fallback when a "batch finished"
/// signal is lost.
///
/// Injected so that tests drive time with a fake and never sleep.
@MainActor
public protocol TransitionScheduler: AnyObject {
    /// Calls `action` once, on the main actor, after `delay`.
    func schedule(after delay: Duration, _ action: @escaping @MainActor () -> Void)
}

/// A scheduler that waits in a task on the main actor.
@MainActor
public final class TaskTransitionScheduler: TransitionScheduler {
    /// Creates a scheduler.
    public init() {}

    /// Runs `action` on the main actor once `delay` has passed, in a task.
    public func schedule(after delay: Duration, _ action: @escaping @MainActor () -> Void) {
        Task { @MainActor in
            try? await Task.sleep(for: delay)
            action()
        }
    }
}
