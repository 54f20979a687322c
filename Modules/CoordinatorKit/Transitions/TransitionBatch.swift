/// Transition steps a UI performs at once, in one frame, before it may need to wait.
///
/// SwiftUI cannot present while a dismissal runs, nor present over a layer that is still
/// being presented; everything else it can do together: all pops and pushes of a stack, a
/// tab switch with its stack, the dismissal of several layers (dismissing a layer takes
/// those above it and their alerts along). ``batches(of:)`` cuts an ordered list of steps
/// into the fewest batches that respect this.
public struct TransitionBatch: Hashable, Sendable, Identifiable, CustomStringConvertible {
    /// Identifies the batch within its player, for the adapter's "batch finished" signal.
    public let id: Int
    /// The steps, in order.
    public let steps: [TransitionStep]

    /// Creates a batch.
    public init(id: Int, steps: [TransitionStep]) {
        self.id = id
        self.steps = steps
    }

    /// Whether the batch dismisses or presents something, so that a later presentation
    /// must wait until it has finished.
    public var needsCompletion: Bool {
        steps.contains { $0.isDismissal || $0.isPresentation }
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
        "batch \(id): " + steps.map(\.description).joined(separator: ", ")
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
