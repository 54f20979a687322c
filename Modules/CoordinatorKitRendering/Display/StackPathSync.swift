import CoordinatorKit
/// The path a layer's navigation stack shows, owned by the stack and kept in step with the
/// displayed layer both ways.
///
/// A stack bound straight to the root (a binding rebuilt in every render that writes into
/// the root from inside the stack's own callback) leaves stack and state disagreeing when
/// the root ignores the write, and re-enters the toolkit while it is updating. Instead the
/// stack owns its path (SwiftUI: `@State`), and the renderer tells this value what
/// happened, after the toolkit's update:
///
/// - The displayed path changed (a batch played, a write-back was taken):
///   ``show(_:)`` — the stack follows.
/// - The stack changed its path itself (back button, back swipe):
///   ``stackDidChange(writingBack:displayed:)`` writes the new path back to the root as
///   `WriteBack.path(_:of:)`, then shows what is displayed afterwards — the same path
///   when the root took it, the old one (the stack is put back) when the root ignored it.
///
/// ```swift
/// @State private var stack: StackPathSync
/// NavigationStack(path: $stack.path) { … }
///     .onChange(of: layer.path) { _, displayed in stack.show(displayed) }
///     .onChange(of: stack.path) {
///         stack.stackDidChange(
///             writingBack: { try? root.perform(.writeBack($0)) }, displayed: { layer.path })
///     }
/// ```
public struct StackPathSync: Hashable, Sendable {
    /// The layer whose stack this is.
    public let layer: LayerID
    /// The path the stack shows; the stack writes it when the user pops.
    public var path: [EntryID]
    /// The displayed path last shown: what the stack shows unless the user changed it.
    public private(set) var displayed: [EntryID]

    /// Creates the path of a stack showing `displayed`.
    ///
    /// - Parameters:
    ///   - layer: The layer whose stack this is.
    ///   - displayed: The layer's displayed path.
    public init(layer: LayerID, displayed: [EntryID]) {
        self.layer = layer
        self.path = displayed
        self.displayed = displayed
    }

    /// Whether the stack shows something other than the displayed path: the user changed
    /// it and the change has not been written back yet.
    public var isAhead: Bool {
        path != displayed
    }

    /// The write-back that reports the stack's path, or `nil` when it shows the displayed
    /// path already.
    public var writeBack: WriteBack? {
        isAhead ? .path(path, of: layer) : nil
    }

    /// Shows the displayed path: the player played a batch or took a write-back.
    ///
    /// - Parameter displayed: The layer's displayed path.
    public mutating func show(_ displayed: [EntryID]) {
        self.displayed = displayed
        path = displayed
    }

    /// Takes a path the stack set itself: writes it back, then shows what is displayed
    /// once the root has answered.
    ///
    /// Call it after the toolkit's update (SwiftUI: `onChange(of:)`), never from inside
    /// the stack's own binding. Nothing is written when the stack shows the displayed path.
    ///
    /// - Parameters:
    ///   - writeBack: Reports the change; the root applies it (or ignores it) before
    ///     returning, and a player following the root takes it into the displayed state.
    ///   - displayed: Reads the layer's displayed path after the write-back.
    public mutating func stackDidChange(
        writingBack writeBack: (WriteBack) -> Void, displayed: () -> [EntryID]
    ) {
        guard let report = self.writeBack else { return }
        writeBack(report)
        show(displayed())
    }
}
