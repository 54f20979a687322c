import CoordinatorKit
/// Plays navigation changes to the UI in batches it can perform, waiting between them.
///
/// The player holds the *displayed* state, what the UI shows, and advances it toward the
/// *target* state, the root's, through the ``TransitionStep``s between them, cut into
/// ``TransitionBatch``es. After a batch that starts something on screen (its
/// ``TransitionBatch/endings``) it waits for the renderer's ``batchDidFinish(_:)`` —
/// usually sent by a ``BatchCompletion`` once every ending has been observed — before it
/// plays anything else.
///
/// The toolkit does not always do what a batch asks. A presentation is refused — the
/// presenter shows a screen's own share sheet or alert, a push still runs, the window is
/// not on screen — and never begins; a slow launch begins it late. So the player keeps a
/// deadline, ``fallbackDelay`` on its scheduler (its only clock), from the batch's drawing
/// and again from the moment the toolkit reports the transition began
/// (``BatchCompletion/Report/layerPresentationBegan(_:)``). At the deadline it reads what the
/// toolkit shows (``readShown``): a presentation still coming is waited for; what is not
/// shown leaves the displayed state (SwiftUI's item goes `nil`), and the player presents
/// it again once the presenter may be free — at the renderer's next report, at a new
/// target, or after ``fallbackDelay`` — never in the update that took it away, and never
/// waiting forever. Each deadline that ended a wait is reported through ``onFallback``.
///
/// - A new target arriving while the player waits is played from what is displayed when
///   the wait ends: no step is played twice, none is skipped.
/// - A write-back is already on screen: the displayed state takes it at once, without a
///   batch, and the root's state (the target) takes it too.
/// - A player made before its window is on screen (`startsAtOnce: false`) shows the
///   tabs and stacks at once — the first frame — and presents nothing before ``start()``.
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
        /// Waits ended by the deadline rather than by a signal.
        public var fallbacks = 0
        /// Of those, the waits for a presentation the toolkit had not shown: it left the
        /// displayed state, to be presented again.
        public var refusals = 0
        /// Write-backs the displayed state took.
        public var writeBacks = 0

        /// Creates counts.
        public init(batches: Int = 0, waits: Int = 0, fallbacks: Int = 0, refusals: Int = 0, writeBacks: Int = 0) {
            self.batches = batches
            self.waits = waits
            self.fallbacks = fallbacks
            self.refusals = refusals
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
    /// How long the player waits for a "batch finished" signal from the batch's drawing, and
    /// from its transition's beginning, before it reads what is shown; and how long it waits
    /// to present again what the toolkit refused, when nothing else happens.
    public let fallbackDelay: Duration
    /// Whether the player plays batches: from ``start()``, or from the start for a player
    /// made with nothing to wait for.
    public private(set) var isStarted = true
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
    /// Called when the deadline ended a wait that no signal ended, once the displayed state
    /// has taken what ``readShown`` found: a presentation the toolkit refused (counted in
    /// ``Statistics/refusals``; it is presented again), or an ending the renderer missed,
    /// which is a defect to log.
    public var onFallback: (@MainActor (TransitionBatch) -> Void)?
    /// Reads which layers and system alerts the toolkit shows, at a batch's deadline; `nil`
    /// takes the batch as shown, which is right only for a renderer that cannot be refused.
    public var readShown: (@MainActor () -> ShownPresentations)?
    /// Called with every screen that appeared or disappeared, once the batch that shows or
    /// hides it has finished (at once for a batch that waits for nothing, and for a
    /// write-back, which is on screen already); set it once, when the player is made:
    /// setting it reports the screens on display as appeared (at ``start()`` for a player not
    /// started yet), so the screens shown at the start appear once — and the launch screens a
    /// restored state replaced before the first frame never do.
    public var onSeen: (@MainActor (SeenEvent) -> Void)? {
        didSet {
            guard oldValue == nil, isStarted, let onSeen else { return }
            seen.appeared.forEach(onSeen)
        }
    }

    private let scheduler: any TransitionScheduler
    private var nextBatchID = 0
    private var isAdvancing = false
    /// The screens on display when the last batch finished.
    private var seen: SeenScreens
    /// Numbers the deadlines: only the latest one counts.
    private var deadline = 0
    /// Numbers the waits before presenting again what was refused; `nil` when not waiting.
    private var retry: Int?
    private var retries = 0
    /// The batch whose refused dismissal the player waited for once more.
    private var refusedDismissal: TransitionBatch.ID?

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
    /// A renderer whose views are not on screen yet (SwiftUI, before the first frame) makes
    /// it with `startsAtOnce: false`: the player shows the root's tabs and stacks at once —
    /// a restored state's included, so the launch screens it replaces are never drawn — and
    /// presents its sheets, covers and alerts from ``start()`` on, without animation, as a
    /// restoration is: what a window brings back was never watched.
    ///
    /// - Parameters:
    ///   - root: The root coordinator whose state is the target.
    ///   - scheduler: The clock of the deadlines.
    ///   - fallbackDelay: How long to wait for a signal; longer than any animation.
    ///   - startsAtOnce: Whether the player plays from now, showing the root's state as it
    ///     stands; `false` to present nothing before ``start()``.
    public convenience init(
        following root: RootCoordinator, scheduler: any TransitionScheduler, fallbackDelay: Duration = .seconds(1),
        startsAtOnce: Bool = true
    ) {
        self.init(state: startsAtOnce ? root.state : root.state.withoutPresentations, scheduler: scheduler, fallbackDelay: fallbackDelay)
        if !startsAtOnce {
            isStarted = false
            target = root.state
            isTargetAnimated = false
        }
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

    /// Starts presenting: call it once the renderer's views are on screen (SwiftUI: the
    /// first `viewDidAppear(_:)` of the base layer's observer, reported as
    /// ``BatchCompletion/Report/layerAppeared(_:)``). Reports the screens on display as
    /// appeared, then plays toward the target. Later calls do nothing.
    public func start() {
        guard !isStarted else { return }
        isStarted = true
        seen = SeenScreens(displayed)
        if let onSeen { seen.appeared.forEach(onSeen) }
        advance()
    }

    /// Heads for a new target: at once when nothing is in flight, else when the batch in
    /// flight has finished. Before ``start()`` the displayed state takes its tabs and stacks
    /// at once.
    ///
    /// - Parameters:
    ///   - newTarget: The state to show.
    ///   - animated: Whether the batches from now to the target are animated
    ///     (``TransitionBatch/isAnimated``); a batch already in flight keeps its own.
    public func play(to newTarget: NavigationState, animated: Bool = true) {
        target = newTarget
        isTargetAnimated = animated
        guard isStarted else {
            show(newTarget.withoutPresentations)
            return
        }
        presentAgain()
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

    /// The toolkit began a transition the batch `id` waits for: its deadline starts again
    /// from now.
    func transitionDidBegin(in id: TransitionBatch.ID) {
        guard batchInFlight?.id == id else { return }
        armDeadline(for: id)
    }

    /// Plays on, presenting again what the toolkit refused, if anything: the screen moved
    /// (a report, a new target) or the wait for it is over.
    func presentAgain() {
        retry = nil
        advance()
    }

    private func armDeadline(for id: TransitionBatch.ID) {
        deadline += 1
        let current = deadline
        scheduler.schedule(after: fallbackDelay) { [weak self] in
            guard let self, self.deadline == current else { return }
            self.deadlinePassed(for: id)
        }
    }

    /// The batch `id` is past its deadline: a presentation still coming is waited for;
    /// otherwise the displayed state becomes what is shown and the wait ends.
    private func deadlinePassed(for id: TransitionBatch.ID) {
        guard let batch = batchInFlight, batch.id == id else { return }
        let shown = readShown?()
        if let shown, batch.isComing(in: shown) {
            return armDeadline(for: id)
        }
        // A dismissal refused (a screen's own presentation above was coming or going) is
        // asked for again by SwiftUI once UIKit may take it: waited for once more, so that
        // nothing is presented while it runs.
        if let shown, batch.dismissesWhatIsStill(in: shown), refusedDismissal != id {
            refusedDismissal = id
            statistics.refusals += 1
            return armDeadline(for: id)
        }
        batchInFlight = nil
        statistics.fallbacks += 1
        let onScreen = shown.map(displayed.keepingShown) ?? displayed
        if onScreen != displayed {
            statistics.refusals += 1
            show(onScreen)
            waitToPresentAgain()
        }
        onFallback?(batch)
        reportSeen()
        advance()
    }

    /// Waits before presenting again what was refused: SwiftUI presents an item again only
    /// when it comes back in a later update than the one that took it away, and the
    /// presenter may still be busy.
    private func waitToPresentAgain() {
        retries += 1
        let current = retries
        retry = current
        scheduler.schedule(after: fallbackDelay) { [weak self] in
            guard let self, self.retry == current else { return }
            self.presentAgain()
        }
    }

    private func advance() {
        guard isStarted, retry == nil, !isAdvancing else { return }
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
                armDeadline(for: batch.id)
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

    /// Tells ``onSeen`` what appeared and disappeared since the last batch finished; nothing
    /// before the start, as nothing is on screen yet.
    private func reportSeen() {
        guard isStarted else { return }
        let events = seen.events(to: displayed, showingMoreList: display.isShowingMoreList)
        if let onSeen { events.forEach(onSeen) }
    }

    private func show(_ state: NavigationState) {
        displayed = state
        display.update(to: state)
    }
}
