/// Tells a ``TransitionPlayer`` that a batch has finished, from what a UI can observe: its
/// animations ending, and its modal layers' views appearing and disappearing.
///
/// A batch that dismisses or presents has finished when both are true: the animations of
/// the update that rendered it are done, and the modal layers whose views are on screen
/// are those the selected tab displays. A sheet's slide is not an animation a SwiftUI
/// transaction reports; its content disappearing is what says it has gone. Reports for a
/// tab's base layer or another tab are ignored; a report that never comes is covered by
/// the player's fallback.
///
/// ```swift
/// let completion = BatchCompletion(player: player)
/// player.onBatch = { batch in
///     guard completion.begin(batch) else { return }
///     withAnimation { } completion: { completion.animationDidFinish(batch.id) }
/// }
/// // in each modal layer's view:
/// .onAppear { completion.layerDidAppear(layer.id) }
/// .onDisappear { completion.layerDidDisappear(layer.id) }
/// ```
@MainActor
public final class BatchCompletion {
    private let player: TransitionPlayer
    /// The modal layers whose views are on screen.
    private var layersOnScreen: Set<LayerID> = []
    /// The batch the player waits for, and whether its animations are done.
    private var awaited: (batch: TransitionBatch.ID, isAnimated: Bool)?

    /// Creates a tracker reporting to `player`.
    public init(player: TransitionPlayer) {
        self.player = player
    }

    /// Starts following `batch`, which the player has just played.
    ///
    /// - Returns: Whether the player waits for the batch, so that the UI should report
    ///   when its animations end with ``animationDidFinish(_:)``.
    @discardableResult
    public func begin(_ batch: TransitionBatch) -> Bool {
        guard player.batchInFlight?.id == batch.id else { return false }
        awaited = (batch.id, false)
        return true
    }

    /// The animations of the update rendering the batch have ended.
    public func animationDidFinish(_ batch: TransitionBatch.ID) {
        guard awaited?.batch == batch else { return }
        awaited?.isAnimated = true
        finishIfShown()
    }

    /// A modal layer's view appeared.
    public func layerDidAppear(_ layer: LayerID) {
        guard layer.index > 0 else { return }
        layersOnScreen.insert(layer)
        finishIfShown()
    }

    /// A modal layer's view disappeared: its dismissal has ended.
    public func layerDidDisappear(_ layer: LayerID) {
        layersOnScreen.remove(layer)
        finishIfShown()
    }

    /// Whether the views on screen show the displayed modal layers of the selected tab.
    public var showsDisplayedLayers: Bool {
        let tab = player.displayed.currentTab
        let displayed = Set(tab?.layers.dropFirst().map(\.id) ?? [])
        return layersOnScreen.filter { $0.tab == tab?.id } == displayed
    }

    private func finishIfShown() {
        guard let awaited, awaited.isAnimated, showsDisplayedLayers else { return }
        self.awaited = nil
        player.batchDidFinish(awaited.batch)
    }
}
