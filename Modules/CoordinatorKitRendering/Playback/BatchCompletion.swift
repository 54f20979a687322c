import CoordinatorKit
/// Tells a ``TransitionPlayer`` that a batch has finished, from what a renderer observes
/// of the toolkit: presentations and dismissals that have ended, and the animations of the
/// update that drew the batch.
///
/// A batch has finished when every one of its ``TransitionBatch/endings`` has been
/// reported. Completion is observed, never inferred: a layer's view appearing (SwiftUI's
/// `onAppear` runs as the presentation starts, before its first frame) and an animation
/// completion of a transaction that animated nothing (it runs at once) say nothing about a
/// toolkit transition, and a full-screen cover over a layer is not that layer leaving. See
/// <doc:HowChangesArePlayed>.
///
/// A renderer that cannot observe some kind of ending (AppKit tells SwiftUI content
/// nothing about an alert's sheet) names it in `assumed`: such an ending is taken as
/// reached after ``minimumInterval`` on the scheduler, the platform's documented
/// transition time. Reports of endings the batch in flight does not wait for are ignored.
///
/// Besides endings, a renderer reports when a presentation *began*, which starts the
/// player's deadline again (a slow launch begins a sheet late, not wrongly), and when a
/// layer's view came into its window without being presented: the first frame, which
/// starts a player made before it (``TransitionPlayer/start()``), or a full-screen cover
/// over the layer gone. Every report tells a player that waits to present again what the
/// toolkit refused that the screen moved, so it tries now.
///
/// ```swift
/// let completion = BatchCompletion(player: player)
/// player.showBatch = { batch, update in
///     completion.begin(batch)
///     withAnimation { update() } completion: { completion.report(.animationsFinished(batch.id)) }
/// }
/// // from each presented layer's hosting controller:
/// //   viewWillAppear while isBeingPresented → completion.report(.layerPresentationBegan(layer.id))
/// //   viewDidAppear while isBeingPresented → completion.report(.layerPresented(layer.id))
/// //   viewDidAppear otherwise → completion.report(.layerAppeared(layer.id))
/// //   viewDidDisappear while isBeingDismissed → completion.report(.layerDismissed(layer.id))
/// ```
@MainActor
public final class BatchCompletion {
    /// What a renderer observed of the toolkit.
    public enum Report: Hashable, Sendable, CustomStringConvertible {
        /// The layer's presentation transition has begun (UIKit: its hosting controller's
        /// `viewWillAppear(_:)` while `isBeingPresented`,
        /// https://developer.apple.com/documentation/uikit/uiviewcontroller/viewwillappear(_:)).
        case layerPresentationBegan(LayerID)
        /// The layer's view came into its window without being presented (UIKit:
        /// `viewDidAppear(_:)` while not `isBeingPresented`): a tab's base layer in the
        /// window's first frame, or a layer whose full-screen cover has gone.
        case layerAppeared(LayerID)
        /// The layer's presentation transition has ended (UIKit: its hosting controller's
        /// `viewDidAppear(_:)` while `isBeingPresented`).
        case layerPresented(LayerID)
        /// The layer's dismissal has ended (UIKit: `viewDidDisappear(_:)` while
        /// `isBeingDismissed`; SwiftUI: the sheet's `onDismiss`).
        case layerDismissed(LayerID)
        /// The system alert's presentation has ended (UIKit: `present`'s completion).
        case alertPresented(AlertID)
        /// The system alert's dismissal has ended (UIKit: `dismiss`'s completion, or the
        /// alert controller gone after the user answered).
        case alertDismissed(AlertID)
        /// The animations of the transaction that drew the batch have ended.
        case animationsFinished(TransitionBatch.ID)

        /// The report as text, for logs and messages.
        public var description: String {
            switch self {
            case .layerPresentationBegan(let layer): "\(layer) began to be presented"
            case .layerAppeared(let layer): "\(layer) appeared"
            case .layerPresented(let layer): "\(layer) presented"
            case .layerDismissed(let layer): "\(layer) dismissed"
            case .alertPresented(let alert): "\(alert) presented"
            case .alertDismissed(let alert): "\(alert) dismissed"
            case .animationsFinished(let batch): "animations of batch \(batch) finished"
            }
        }
    }

    /// The endings the renderer cannot observe, taken as reached after ``minimumInterval``.
    public let assumed: Set<TransitionBatch.Ending.Kind>
    /// How long an assumed ending takes.
    public let minimumInterval: Duration

    private let player: TransitionPlayer
    private let scheduler: (any TransitionScheduler)?
    /// The batch the player waits for, and the endings not yet reported.
    private var awaited: (batch: TransitionBatch.ID, pending: [TransitionBatch.Ending])?

    /// Creates a tracker reporting to `player`.
    ///
    /// - Parameters:
    ///   - player: The player whose batches it follows.
    ///   - assumed: The kinds of ending the renderer cannot observe; none by default.
    ///   - minimumInterval: How long an assumed ending takes.
    ///   - scheduler: The clock of assumed endings; required when `assumed` is not empty.
    public init(
        player: TransitionPlayer, assumed: Set<TransitionBatch.Ending.Kind> = [],
        minimumInterval: Duration = .milliseconds(400), scheduler: (any TransitionScheduler)? = nil
    ) {
        self.player = player
        self.assumed = scheduler == nil ? [] : assumed
        self.minimumInterval = minimumInterval
        self.scheduler = scheduler
    }

    /// The endings of the batch in flight that have not been reported yet.
    public var pendingEndings: [TransitionBatch.Ending] {
        awaited?.pending ?? []
    }

    /// Starts following `batch`, which the player is about to show.
    ///
    /// - Returns: Whether the player waits for the batch.
    @discardableResult
    public func begin(_ batch: TransitionBatch) -> Bool {
        guard player.batchInFlight?.id == batch.id else { return false }
        awaited = (batch.id, batch.endings)
        let unobserved = batch.endings.filter { assumed.contains($0.kind) }
        if let scheduler, !unobserved.isEmpty {
            let id = batch.id
            scheduler.schedule(after: minimumInterval) { [weak self] in
                self?.settle(id) { unobserved.contains($0) }
            }
        }
        return true
    }

    /// Takes what the renderer observed; the batch finishes once nothing is pending.
    public func report(_ report: Report) {
        defer { player.presentAgain() }
        switch report {
        case .layerAppeared:
            player.start()
        case .layerPresentationBegan(let layer):
            if let awaited, awaited.pending.contains(.layerPresented(layer)) { player.transitionDidBegin(in: awaited.batch) }
        default:
            break
        }
        guard let awaited else { return }
        settle(awaited.batch) { ending in
            switch (ending, report) {
            case (.layerPresented(let layer), .layerPresented(let reported)): layer == reported
            case (.layersDismissed(let layers), .layerDismissed(let reported)): layers.contains(reported)
            case (.alertPresented(let alert), .alertPresented(let reported)): alert == reported
            case (.alertDismissed(let alert), .alertDismissed(let reported)): alert == reported
            case (.animations, .animationsFinished(let batch)): batch == awaited.batch
            default: false
            }
        }
    }

    private func settle(_ batch: TransitionBatch.ID, _ isReached: (TransitionBatch.Ending) -> Bool) {
        guard var awaited, awaited.batch == batch, player.batchInFlight?.id == batch else { return }
        awaited.pending.removeAll(where: isReached)
        self.awaited = awaited
        if awaited.pending.isEmpty {
            self.awaited = nil
            player.batchDidFinish(batch)
        }
    }
}
