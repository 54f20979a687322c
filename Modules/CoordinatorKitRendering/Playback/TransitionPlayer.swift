import CoordinatorKit
/// Plays navigation changes to the UI in batches it can perform, waiting between them.
///
/// The player holds the *displayed* state, what the UI shows, and advances it toward the
/// *target* state, the root's, through the ``TransitionStep``s between them, cut into
/// ``TransitionBatch``es. After a batch that starts something on screen (its
/// ``TransitionBatch/endings``) it waits for the renderer's ``batchDidFinish(_:)`` —
/// usually sent by a ``BatchCompletion`` once every ending has been observed — before it
/// plays anything else. A signal that never comes is replaced by a last-resort fallback
/// after ``fallbackDelay`` on its scheduler, reported through ``onFallback``, so a lost
/// signal delays the UI but never wedges it.
///
/// - A new target arriving while the player waits is played from what is displayed when
///   the wait ends: no step is played twice, none is skipped.
/// - A write-back is already on screen: the displayed state takes it at once, without a
///   batch, and the root's state (the target) takes it too.
///
/// ```swift
/// let player = TransitionPlayer(following: root, scheduler: TaskTransitionScheduler())
/// let completion = BatchCompletion(player: player)
/// player.showBatch = { batch, update in
///     completion.begin(batch)
///     withAnimation { update() } completion: { completion.report(.animationsFinished(batch.id)) }
/// }
/// ```
@MainActor
public final class TransitionPlayer {
    /// Counts of what the player did, for tests and benchmarks.
    public struct Statistics: Hashable, Sendable {
        /// Batches played.
        public var batches = 0
        /// Batches after which the player waited for a "batch finished" signal.
        public var waits = 0
        /// Waits ended by the fallback rather than by a signal.
        public var fallbacks = 0
        /// Write-backs the displayed state took.
        public var writeBacks = 0

        /// Creates counts.
        public init(batches: Int = 0, waits: Int = 0, fallbacks: Int = 0, writeBacks: Int = 0) {
            self.batches = batches
            self.waits = waits
            self.fallbacks = fallbacks
            self.writeBacks = writeBacks
        }
    }

    /// What the UI shows.
    public private(set) var displayed: NavigationState
    /// The state the player is heading for.
    public private(set) var target: NavigationState
    /// Whether the batches toward the target are animated: the last change's
    /// `NavigationChange.isAnimated`, for the rest of the way from what is displayed.
    public private(set) var isTargetAnimated = true
    /// The displayed state as observable per-tab and per-layer projections.
    public let display: NavigationDisplay
    /// The batch played last, while the player waits for it to finish.
    public private(set) var batchInFlight: TransitionBatch?
    /// How long the player waits for a "batch finished" signal before it goes on anyway.
    public let fallbackDelay: Duration
    /// What the player did so far.
    public private(set) var statistics = Statistics()
    /// Puts a batch on screen: called with the batch and the update that makes the
    /// displayed state take it. A renderer runs the update inside the transaction that
    /// animates it (SwiftUI: `withAnimation(_:completionCriteria:_:completion:)`), so that
    /// the transaction's completion follows the batch's own animations; when it is `nil`,
    /// or does not run the update, the player runs it.
    public var showBatch: (@MainActor (TransitionBatch, _ update: () -> Void) -> Void)?
    /// Called with every batch right after the displayed state took it.
    public var onBatch: (@MainActor (TransitionBatch) -> Void)?
    /// Called when the fallback ended a wait that no signal ended: the renderer missed an
    /// ending, which it should log (it is a defect, not a normal path).
    public var onFallback: (@MainActor (TransitionBatch) -> Void)?
    /// Called with every screen that appeared or disappeared, once the batch that shows or
    /// hides it has finished (at once for a batch that waits for nothing, and for a
    /// write-back, which is on screen already); set it once, when the player is made:
    /// setting it reports the screens on display as appeared, so the screens shown at the
    /// start appear once.
    public var onSeen: (@MainActor (SeenEvent) -> Void)? {
        didSet {
            guard oldValue == nil, let onSeen else { return }
            seen.appeared.forEach(onSeen)
        }
    }

    private let scheduler: any TransitionScheduler
    private var nextBatchID = 0
    private var isAdvancing = false
    /// The screens on display when the last batch finished.
    private var seen: SeenScreens

    /// Creates a player showing `state`, with nothing to play.
    ///
    /// - Parameters:
    ///   - state: The state the UI shows at first.
    ///   - scheduler: The clock of the fallback for lost signals.
    ///   - fallbackDelay: How long to wait for a signal; longer than any animation.
    public init(state: NavigationState, scheduler: any TransitionScheduler, fallbackDelay: Duration = .seconds(1)) {
        displayed = state
        target = state
        display = NavigationDisplay(state: state)
        seen = SeenScreens(state)
        self.scheduler = scheduler
        self.fallbackDelay = fallbackDelay
        // More's list shown or left by the user changes what is on display, not the state.
        display.onMoreListChange = { [weak self] in if self?.batchInFlight == nil { self?.reportSeen() } }
    }

    /// Creates a player that shows `root`'s state and follows its every change and
    /// write-back.
    ///
    /// Until the player is settled, the root drops the command of its last change performed
    /// again (`NavigationError.repeatedWhilePlaying(_:)`): a second tap landing while the
    /// first one's change still plays makes no second change.
    ///
    /// - Parameters:
    ///   - root: The root coordinator whose state is the target.
    ///   - scheduler: The clock of the fallback for lost signals.
    ///   - fallbackDelay: How long to wait for a signal; longer than any animation.
    public convenience init(
        following root: RootCoordinator, scheduler: any TransitionScheduler, fallbackDelay: Duration = .seconds(1)
    ) {
        self.init(state: root.state, scheduler: scheduler, fallbackDelay: fallbackDelay)
        root.addWriteBackListener { [weak self] writeBack in
            self?.take(writeBack)
        }
        // Until the UI shows the root's last change, that change's command again is a double tap.
        root.addDisplay { [weak self] in self?.isSettled ?? true }
        root.observe { [weak self] event in
            if case .changed(let change) = event { self?.play(to: change.state, animated: change.isAnimated) }
        }
    }

    /// Whether the UI shows the target and nothing is in flight.
    public var isSettled: Bool {
        batchInFlight == nil && displayed == target
    }

    /// Heads for a new target: at once when nothing is in flight, else when the batch in
    /// flight has finished.
    ///
    /// - Parameters:
    ///   - newTarget: The state to show.
    ///   - animated: Whether the batches from now to the target are animated
    ///     (``TransitionBatch/isAnimated``); a batch already in flight keeps its own.
    public func play(to newTarget: NavigationState, animated: Bool = true) {
        target = newTarget
        isTargetAnimated = animated
        advance()
    }

    /// The adapter's signal that the batch with the given identifier has finished on
    /// screen; a signal for any other batch is ignored.
    public func batchDidFinish(_ id: TransitionBatch.ID) {
        guard batchInFlight?.id == id else { return }
        batchInFlight = nil
        reportSeen()
        advance()
    }

    /// Takes a write-back into the displayed state: the UI already shows it.
    ///
    /// The target is not changed here; a player following a root gets the root's new
    /// state as its target when the root applies the write-back.
    public func take(_ writeBack: WriteBack) {
        guard let next = displayed.applying(writeBack) else { return }
        statistics.writeBacks += 1
        show(next)
        if batchInFlight == nil { reportSeen() }
    }

    private func fallback(for id: TransitionBatch.ID) {
        guard let batch = batchInFlight, batch.id == id else { return }
        statistics.fallbacks += 1
        onFallback?(batch)
        batchDidFinish(id)
    }

    private func advance() {
        guard !isAdvancing else { return }
        isAdvancing = true
        defer { isAdvancing = false }
        while batchInFlight == nil {
            let steps = TransitionStep.steps(from: displayed, to: target)
            guard let first = TransitionBatch.batches(of: steps).first else {
                if displayed != target {
                    show(target)
                    reportSeen()
                }
                return
            }
            let isLast = first.count == steps.count
            let next = isLast ? target : displayed.applying(first).adoptingShowings(of: target)
            nextBatchID += 1
            let batch = TransitionBatch(
                id: nextBatchID, steps: first, endings: TransitionBatch.endings(of: first, from: displayed, to: next),
                isAnimated: isTargetAnimated)
            statistics.batches += 1
            if batch.needsCompletion {
                batchInFlight = batch
                statistics.waits += 1
                let id = batch.id
                scheduler.schedule(after: fallbackDelay) { [weak self] in
                    self?.fallback(for: id)
                }
            }
            var isShown = false
            showBatch?(batch) {
                guard !isShown else { return }
                isShown = true
                show(next)
            }
            if !isShown {
                show(next)
            }
            onBatch?(batch)
            if !batch.needsCompletion { reportSeen() }
        }
    }

    /// Tells ``onSeen`` what appeared and disappeared since the last batch finished.
    private func reportSeen() {
        let events = seen.events(to: displayed, showingMoreList: display.isShowingMoreList)
        if let onSeen { events.forEach(onSeen) }
    }

    private func show(_ state: NavigationState) {
        displayed = state
        display.update(to: state)
    }
}
