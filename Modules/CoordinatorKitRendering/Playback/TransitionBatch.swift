import CoordinatorKit
/// Transition steps a UI performs at once, in one frame, before it may need to wait.
///
/// UIKit, and SwiftUI on top of it, cannot present from a controller that is presenting
/// or being dismissed, nor over a layer whose presentation has not ended; everything else
/// it can do together: all pops and pushes of a stack, a tab switch with its stack, the
/// dismissal of several layers (dismissing a layer takes those above it and their alerts
/// along). ``batches(of:)`` cuts an ordered list of steps into the fewest batches that
/// respect this, and ``endings`` says what the renderer must see end before the next
/// batch plays (see <doc:HowChangesArePlayed>).
public struct TransitionBatch: Hashable, Sendable, Identifiable, CustomStringConvertible {
    /// Identifies the batch within its player, for the adapter's "batch finished" signal.
    public let id: Int
    /// The steps, in order.
    public let steps: [TransitionStep]
    /// What must end on screen before anything more is presented; empty when the batch
    /// presents and dismisses nothing on screen.
    public let endings: [Ending]
    /// Whether the renderer animates the batch: `false` when the change it plays was made
    /// unanimated (`NavigationChange.isAnimated`: a restoration, an account reset). An
    /// unanimated batch still waits for its endings: a presentation without animation still
    /// ends before the next one may start.
    public let isAnimated: Bool

    /// Creates a batch.
    ///
    /// - Parameters:
    ///   - id: The batch's identifier within its player.
    ///   - steps: The steps, in order.
    ///   - endings: What must end on screen before the next batch; see
    ///     ``endings(of:from:to:)``.
    ///   - isAnimated: Whether the renderer animates the batch.
    public init(id: Int, steps: [TransitionStep], endings: [Ending] = [], isAnimated: Bool = true) {
        self.id = id
        self.steps = steps
        self.endings = endings
        self.isAnimated = isAnimated
    }

    /// Whether the batch starts something on screen whose end the player waits for.
    public var needsCompletion: Bool {
        !endings.isEmpty
    }

    /// The steps cut into batches: a batch ends before a presentation that follows a
    /// dismissal or another presentation.
    ///
    /// A presentation here is a presented layer or an alert; a dismissal, a dismissed layer
    /// or alert. Pops, pushes, a root replacement and a tab switch never end a batch.
    public static func batches(of steps: [TransitionStep]) -> [[TransitionStep]] {
        var batches: [[TransitionStep]] = []
        var current: [TransitionStep] = []
        var blocked = false
        for step in steps {
            if step.isPresentation, blocked {
                batches.append(current)
                current = []
                blocked = false
            }
            current.append(step)
            if step.isPresentation || step.isDismissal {
                blocked = true
            }
        }
        if !current.isEmpty {
            batches.append(current)
        }
        return batches
    }

    /// The TransitionBatch as text, for logs and messages.
    public var description: String {
        "batch \(id): " + steps.map(\.description).joined(separator: ", ") + (isAnimated ? "" : " (not animated)")
    }
}

extension TransitionStep {
    /// Whether the step puts a presentation on screen: a layer or an alert.
    public var isPresentation: Bool {
        switch self {
        case .present, .showAlert: true
        default: false
        }
    }

    /// Whether the step takes a presentation off screen: a layer or an alert.
    public var isDismissal: Bool {
        switch self {
        case .dismissLayer, .dismissAlert: true
        default: false
        }
    }
}
