import CoordinatorKit

/// An executable model of how UIKit, with SwiftUI on top, presents and dismisses a
/// navigation state: the presentation rules a renderer meets on a device, runnable on
/// Linux on a fake clock.
///
/// The model keeps one chain of presented controllers over the window's root (the tab
/// view): the selected tab's sheets, bottom sheets and full-screen covers in order, then
/// the top layer's system alert. ``render(_:animated:animationCompletion:)`` is SwiftUI's update
/// with a displayed state: it dismisses what is no longer shown and presents what is new,
/// refusing, as UIKit does, what breaks a ``ToolkitRule`` (recorded in ``violations``).
/// Transitions take ``transitionDuration``; their ends, and what SwiftUI and UIKit tell
/// a renderer along the way, come as ``Event``s. Overlays and custom alerts are drawn by
/// the renderer itself, not presented: they come and go with the update's animations.
/// A screen may present something of its own (``screenPresentsItsOwn(_:)``), which blocks
/// its presenter as on a device: what UIKit then refuses is recorded in ``refusals`` and
/// never completes.
///
/// A presentation *begins* when UIKit starts its transition (``Event/viewWillAppear(_:isBeingPresented:)``),
/// which a slow launch puts well after the update that asked for it
/// (``slowsNextPresentations(_:beginningAfter:taking:)``), and *ends* when it is up; what a
/// renderer reads of it at any time is ``shownPresentations``. A window starts off screen
/// when made with `isWindowShown: false`: nothing is presented before ``showWindow()``, its
/// first frame. A push or pop animates for ``transitionDuration`` after the update that
/// made it, and its layer presents nothing meanwhile. The user's gestures, finished or
/// abandoned half-way, are in `ToolkitModel+Gestures.swift`.
///
/// The model is also a `TransitionScheduler`, so a player's fallback runs on its clock.
///
/// ```swift
/// let model = ToolkitModel()
/// let player = TransitionPlayer(following: root, scheduler: model)
/// let completion = BatchCompletion(player: player)
/// model.onEvent = { event in
///     if let report = event.observedReport { completion.report(report) }
/// }
/// player.showBatch = { batch, update in
///     completion.begin(batch)
///     update()
///     model.render(player.displayed) { completion.report(.animationsFinished(batch.id)) }
/// }
/// try root.open(link: "app://library/vault/search")
/// model.runUntilIdle()
/// #expect(model.violations.isEmpty && model.shows(root.state))
/// ```
@MainActor
public final class ToolkitModel: TransitionScheduler {
    /// A presented controller: a layer or a system alert.
    enum Item: Hashable, CustomStringConvertible {
        case layer(LayerID, isFullScreen: Bool)
        case alert(AlertID)

        var layer: LayerID? {
            if case .layer(let layer, _) = self { return layer }
            return nil
        }

        var isFullScreen: Bool {
            if case .layer(_, true) = self { return true }
            return false
        }

        var description: String {
            switch self {
            case .layer(let layer, _): "\(layer)"
            case .alert(let alert): "\(alert)"
            }
        }
    }

    enum Phase: Hashable {
        case presenting, up, dismissing
    }

    struct Presented: Hashable {
        var item: Item
        var phase: Phase
        /// Whether UIKit has begun its presentation transition; a slow launch begins it late.
        var hasBegun = true
    }

    /// Something the renderer draws itself: an overlay layer or a custom alert.
    enum Drawn: Hashable {
        case overlay(LayerID)
        case customAlert(AlertID)
    }

    private struct Pending {
        let due: Duration
        let order: Int
        let action: @MainActor () -> Void
    }

    /// How long a presentation, dismissal or drawn animation takes.
    public let transitionDuration: Duration
    /// The model's clock.
    public private(set) var now: Duration = .zero
    /// The rules broken so far.
    public internal(set) var violations: [ToolkitViolation] = []
    /// What UIKit refused because a screen had presented something of its own
    /// (``screenPresentsItsOwn(_:)``): not a rule the renderer broke, as its state cannot
    /// show it, but never completed (``ToolkitRule/refusedPresentationNeverCompletes``).
    public internal(set) var refusals: [ToolkitViolation] = []
    /// Every event so far, with its time.
    public internal(set) var events: [(time: Duration, event: Event)] = []
    /// Called with every event as it happens.
    public var onEvent: (@MainActor (Event) -> Void)?

    var chain: [Presented] = []
    /// Presentations UIKit refused while SwiftUI still holds them as presented: SwiftUI
    /// does not try again while the item stays the same.
    var refused: Set<Item> = []
    /// Presentations SwiftUI makes once the dismissal of the item they replace has ended.
    var deferred: Set<Item> = []
    /// Items the user is dismissing: SwiftUI's binding still holds them until the end.
    var userDismissing: Set<Item> = []
    var desired: [Item] = []
    var drawn: [Drawn: Phase] = [:]
    var desiredDrawn: [Drawn] = []
    var baseLayer: LayerID?
    /// What a UIKit renderer's containers show (see `ToolkitModel+Containers.swift`).
    var containers = Containers()
    /// The tab bar's capacity (see `ToolkitModel+TabBar.swift`).
    var tabBar = TabBar()
    /// Whether a UIKit renderer drives the model (``setUp(_:)``) rather than SwiftUI's
    /// update (``render(_:animated:animationCompletion:)``).
    var drivesContainers = false
    /// What a screen presented of its own (see `ToolkitModel+Foreign.swift`).
    var foreign: Foreign?
    /// The top layer of the displayed selected tab and its path, for a back swipe.
    var topStack: (layer: LayerID, path: [EntryID])?
    /// The screens of the displayed state that ask before they leave.
    var leaveGuards: Set<EntryID> = []
    var foreignCount = 0
    /// Whether the window is on screen: nothing is presented before its first frame.
    public private(set) var isWindowShown: Bool
    /// How the next presentations begin and how long they take, first first; the others
    /// begin at once and take ``transitionDuration``.
    var slowPresentations: [(begin: Duration, duration: Duration)] = []
    /// Each layer's path as the last update drew it, and when the push or pop of a layer
    /// whose path changed ends.
    var drawnPaths: [LayerID: [EntryID]] = [:]
    var stackTransitions: [LayerID: Duration] = [:]
    /// Presented layers the user drags half-way down and lets go: dismissing while held.
    var heldByTheUser: Set<Item> = []
    private var pending: [Pending] = []
    private var scheduled = 0

    /// Creates a model with nothing presented.
    ///
    /// - Parameters:
    ///   - transitionDuration: How long each transition takes.
    ///   - isWindowShown: Whether the window is on screen; `false` for a window before its
    ///     first frame, shown by ``showWindow()``.
    public init(transitionDuration: Duration = .milliseconds(350), isWindowShown: Bool = true) {
        self.transitionDuration = transitionDuration
        self.isWindowShown = isWindowShown
    }

    /// Whether no transition runs and nothing is waiting on the clock.
    public var isIdle: Bool {
        pending.isEmpty && chain.allSatisfy { $0.phase == .up } && drawn.values.allSatisfy { $0 == .up }
    }

    /// The layers presented and up, bottom first.
    public var presentedLayers: [LayerID] {
        chain.compactMap { $0.phase == .up ? $0.item.layer : nil }
    }

    /// What a renderer reads of the presentations on screen: every layer and system alert
    /// whose presentation has begun, coming while its transition runs, up after it (and
    /// while it leaves). A presentation refused, or not begun yet, is not there.
    public var shownPresentations: ShownPresentations {
        var layers: [LayerID: ShownPresentations.Phase] = [:]
        var alerts: [AlertID: ShownPresentations.Phase] = [:]
        for presented in chain where presented.hasBegun {
            let phase: ShownPresentations.Phase = presented.phase == .presenting ? .coming : .up
            switch presented.item {
            case .layer(let layer, _): layers[layer] = phase
            case .alert(let alert): alerts[alert] = phase
            }
        }
        return ShownPresentations(layers: layers, alerts: alerts)
    }

    /// The window's first frame: its tab view is in the window, which its base layer's view
    /// reports (``Event/viewDidAppear(_:isBeingPresented:)``, not presented); presentations
    /// may start. Does nothing once shown.
    public func showWindow() {
        guard !isWindowShown else { return }
        isWindowShown = true
        if let baseLayer { emit(.viewDidAppear(baseLayer, isBeingPresented: false)) }
    }

    /// Makes the next `count` presentations slow, as on a cold launch: each begins `delay`
    /// after the update that asks for it, then takes `duration`.
    ///
    /// - Parameters:
    ///   - count: How many presentations are slow.
    ///   - delay: How long after the update each begins.
    ///   - duration: How long each takes once begun.
    public func slowsNextPresentations(_ count: Int, beginningAfter delay: Duration, taking duration: Duration) {
        slowPresentations += Array(repeating: (delay, duration), count: max(0, count))
    }

    /// Whether the screen shows `state`'s selected tab: every layer and alert presented
    /// and up, every overlay and custom alert drawn, nothing else.
    public func shows(_ state: NavigationState) -> Bool {
        let (items, drawnItems) = Self.wanted(state)
        return chain.map(\.item) == items && chain.allSatisfy { $0.phase == .up }
            && Set(drawn.keys) == Set(drawnItems) && drawn.values.allSatisfy { $0 == .up }
    }

    // MARK: SwiftUI's update

    /// Renders `state` as SwiftUI would: dismisses what is no longer shown, presents what
    /// is new, and draws overlays and custom alerts.
    ///
    /// A layer whose path the update changed pushes or pops, animated unless `animated` is
    /// `false`, for ``transitionDuration``; a presentation from it before that has ended is
    /// refused (``ToolkitRule/noPresentationDuringNavigationTransition``), as is any before
    /// the window's first frame (``ToolkitRule/presentingNeedsAWindow``).
    ///
    /// - Parameters:
    ///   - state: The displayed state.
    ///   - animated: Whether the update animates its pushes and pops.
    ///   - animationCompletion: When the update runs in an animating transaction, its
    ///     completion: called once the drawn items' animations have ended, or at once
    ///     when the update animated nothing (``ToolkitRule/emptyAnimationCompletesAtOnce``).
    public func render(_ state: NavigationState, animated: Bool = true, animationCompletion: (@MainActor () -> Void)? = nil) {
        baseLayer = state.currentTab?.layers.first?.id
        topStack = state.currentTab?.layers.last.map { ($0.id, $0.pathIDs) }
        leaveGuards = state.leaveGuards
        checkTabBar(over: state.selectedStack)
        let (items, drawnItems) = Self.wanted(state)
        desired = items
        desiredDrawn = drawnItems
        refused.formIntersection(items)
        deferred.formIntersection(items)
        reconcile(onlyDeferred: false)
        startStackTransitions(of: state, animated: animated)
        let animates = reconcileDrawn(isAnimated: animationCompletion != nil)
        if let animationCompletion {
            if animates {
                schedule(after: transitionDuration, animationCompletion)
            } else {
                animationCompletion()
            }
        }
    }

    /// The user swipes the top sheet down (or closes a cover): it is dismissed, and at
    /// the end SwiftUI resets its binding.
    ///
    /// - Returns: Whether there was a layer up on top to dismiss.
    @discardableResult
    public func userDismissesTopLayer() -> Bool {
        guard foreign == nil, let top = chain.last, top.phase == .up, let layer = top.item.layer else { return false }
        guard !refusesSwipe(down: layer) else { return false }
        userDismissing.insert(top.item)
        dismiss(from: chain.count - 1, before: { [weak self] in self?.emit(.layerBindingReset(layer)) })
        return true
    }

    /// The user taps one of the system alert's buttons: the alert dismisses itself, and
    /// once it has gone the answer arrives.
    ///
    /// - Returns: Whether a system alert was up with a button at that index.
    @discardableResult
    public func userAnswersAlert(buttonAt index: Int) -> Bool {
        guard foreign == nil, let top = chain.last, top.phase == .up, case .alert(let alert) = top.item,
            alert.alert.buttons.indices.contains(index)
        else { return false }
        let action = alert.alert.buttons[index].action
        userDismissing.insert(top.item)
        dismiss(from: chain.count - 1, announcing: false, before: { [weak self] in
            self?.emit(.alertAnswered(alert, action: action))
        })
        return true
    }

    // MARK: Clock

    /// Calls `action` once the clock has moved `delay` past now.
    public func schedule(after delay: Duration, _ action: @escaping @MainActor () -> Void) {
        scheduled += 1
        pending.append(Pending(due: now + delay, order: scheduled, action: action))
    }

    /// Moves the clock forward by `duration`, running what falls due in order.
    public func advance(by duration: Duration) {
        let end = now + duration
        while let next = nextDue(), next.due <= end {
            runNext()
        }
        now = end
    }

    /// Runs everything on the clock, including what that schedules, in order.
    ///
    /// - Parameter limit: The most actions to run, against a loop that never settles.
    public func runUntilIdle(limit: Int = 10_000) {
        var count = 0
        while nextDue() != nil, count < limit {
            runNext()
            count += 1
        }
    }

    private func nextDue() -> Pending? {
        pending.min { ($0.due, $0.order) < ($1.due, $1.order) }
    }

    private func runNext() {
        guard let next = nextDue() else { return }
        pending.removeAll { $0.order == next.order }
        now = max(now, next.due)
        next.action()
    }
}
