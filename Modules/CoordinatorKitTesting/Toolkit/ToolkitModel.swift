import CoordinatorKit

/// An executable model of how UIKit, with SwiftUI on top, presents and dismisses a
/// navigation state: the presentation rules a renderer meets on a device, runnable on
/// Linux on a fake clock.
///
/// The model keeps one chain of presented controllers over the window's root (the tab
/// view): the selected tab's sheets, bottom sheets and full-screen covers in order, then
/// the top layer's system alert. ``render(_:animationCompletion:)`` is SwiftUI's update
/// with a displayed state: it dismisses what is no longer shown and presents what is new,
/// refusing, as UIKit does, what breaks a ``ToolkitRule`` (recorded in ``violations``).
/// Transitions take ``transitionDuration``; their ends, and what SwiftUI and UIKit tell
/// a renderer along the way, come as ``Event``s. Overlays and custom alerts are drawn by
/// the renderer itself, not presented: they come and go with the update's animations.
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
    /// What SwiftUI and UIKit tell a renderer about a layer or an alert.
    public enum Event: Hashable, Sendable, CustomStringConvertible {
        /// SwiftUI's `onAppear` of a layer's content: as its presentation starts, or as a
        /// full-screen cover over it starts leaving.
        case onAppear(LayerID)
        /// SwiftUI's `onDisappear` of a layer's content: when it has been dismissed, or
        /// covered by a full-screen presentation.
        case onDisappear(LayerID)
        /// UIKit's `viewDidAppear(_:)` of the layer's hosting controller, and whether it
        /// is the end of the layer's own presentation (`isBeingPresented`).
        case viewDidAppear(LayerID, isBeingPresented: Bool)
        /// UIKit's `viewDidDisappear(_:)` of the layer's hosting controller, and whether
        /// it is the end of the layer's own dismissal (`isBeingDismissed`).
        case viewDidDisappear(LayerID, isBeingDismissed: Bool)
        /// SwiftUI's `onDismiss` of a sheet or cover, once it is gone.
        case onDismiss(LayerID)
        /// SwiftUI set a layer's item binding to `nil`: the user dismissed it.
        case layerBindingReset(LayerID)
        /// The completion of presenting a system alert.
        case alertPresented(AlertID)
        /// The completion of dismissing a system alert.
        case alertDismissed(AlertID)
        /// The user chose one of an alert's buttons; the alert is gone.
        case alertAnswered(AlertID, action: AlertState.Action)

        /// The report an observing renderer sends for this event, if any: the ends of
        /// transitions, never a view appearing or a presenter being covered.
        public var observedReport: BatchCompletion.Report? {
            switch self {
            case .viewDidAppear(let layer, true): .layerPresented(layer)
            case .viewDidDisappear(let layer, true), .onDismiss(let layer): .layerDismissed(layer)
            case .alertPresented(let alert): .alertPresented(alert)
            case .alertDismissed(let alert), .alertAnswered(let alert, _): .alertDismissed(alert)
            default: nil
            }
        }

        /// The event as text, for logs and test failures.
        public var description: String {
            switch self {
            case .onAppear(let layer): "onAppear \(layer)"
            case .onDisappear(let layer): "onDisappear \(layer)"
            case .viewDidAppear(let layer, let presented): "viewDidAppear \(layer)\(presented ? " (presented)" : "")"
            case .viewDidDisappear(let layer, let dismissed): "viewDidDisappear \(layer)\(dismissed ? " (dismissed)" : "")"
            case .onDismiss(let layer): "onDismiss \(layer)"
            case .layerBindingReset(let layer): "binding reset \(layer)"
            case .alertPresented(let alert): "presented \(alert)"
            case .alertDismissed(let alert): "dismissed \(alert)"
            case .alertAnswered(let alert, let action): "answered \(alert) '\(action)'"
            }
        }
    }

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
    public private(set) var violations: [ToolkitViolation] = []
    /// Every event so far, with its time.
    public private(set) var events: [(time: Duration, event: Event)] = []
    /// Called with every event as it happens.
    public var onEvent: (@MainActor (Event) -> Void)?

    private(set) var chain: [Presented] = []
    /// Presentations UIKit refused while SwiftUI still holds them as presented: SwiftUI
    /// does not try again while the item stays the same.
    private var refused: Set<Item> = []
    /// Presentations SwiftUI makes once the dismissal of the item they replace has ended.
    private var deferred: Set<Item> = []
    /// Items the user is dismissing: SwiftUI's binding still holds them until the end.
    private var userDismissing: Set<Item> = []
    private var desired: [Item] = []
    private var drawn: [Drawn: Phase] = [:]
    private var desiredDrawn: [Drawn] = []
    private var baseLayer: LayerID?
    private var pending: [Pending] = []
    private var scheduled = 0

    /// Creates a model with nothing presented.
    ///
    /// - Parameter transitionDuration: How long each transition takes.
    public init(transitionDuration: Duration = .milliseconds(350)) {
        self.transitionDuration = transitionDuration
    }

    /// Whether no transition runs and nothing is waiting on the clock.
    public var isIdle: Bool {
        pending.isEmpty && chain.allSatisfy { $0.phase == .up } && drawn.values.allSatisfy { $0 == .up }
    }

    /// The layers presented and up, bottom first.
    public var presentedLayers: [LayerID] {
        chain.compactMap { $0.phase == .up ? $0.item.layer : nil }
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
    /// - Parameters:
    ///   - state: The displayed state.
    ///   - animationCompletion: When the update runs in an animating transaction, its
    ///     completion: called once the drawn items' animations have ended, or at once
    ///     when the update animated nothing (``ToolkitRule/emptyAnimationCompletesAtOnce``).
    public func render(_ state: NavigationState, animationCompletion: (@MainActor () -> Void)? = nil) {
        baseLayer = state.currentTab?.layers.first?.id
        let (items, drawnItems) = Self.wanted(state)
        desired = items
        desiredDrawn = drawnItems
        refused.formIntersection(items)
        deferred.formIntersection(items)
        reconcile(onlyDeferred: false)
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
        guard let top = chain.last, top.phase == .up, let layer = top.item.layer else { return false }
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
        guard let top = chain.last, top.phase == .up, case .alert(let alert) = top.item,
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

    // MARK: Rules

    static func wanted(_ state: NavigationState) -> ([Item], [Drawn]) {
        guard let tab = state.currentTab else { return ([], []) }
        var items: [Item] = []
        var drawnItems: [Drawn] = []
        for layer in tab.layers.dropFirst() {
            if layer.presentation?.isPresentedByToolkit == true {
                items.append(.layer(layer.id, isFullScreen: layer.presentation == .fullScreenCover))
            } else {
                drawnItems.append(.overlay(layer.id))
            }
        }
        if let alert = tab.alertID {
            if case .custom = alert.alert.style {
                drawnItems.append(.customAlert(alert))
            } else {
                items.append(.alert(alert))
            }
        }
        return (items, drawnItems)
    }

    private func reconcile(onlyDeferred: Bool) {
        var shared = 0
        while shared < chain.count, shared < desired.count, chain[shared].item == desired[shared],
            chain[shared].phase != .dismissing || userDismissing.contains(chain[shared].item)
        {
            shared += 1
        }
        var startsDismissal = false
        if shared < chain.count, chain[shared].phase != .dismissing, !onlyDeferred {
            if chain[shared].phase == .presenting {
                violate(.noDismissalDuringPresentation, "dismiss \(chain[shared].item) while it is being presented")
                return
            }
            dismiss(from: shared)
            startsDismissal = true
        }
        for position in shared..<desired.count {
            let item = desired[position]
            guard !refused.contains(item), position <= chain.count else { return }
            if onlyDeferred, !deferred.contains(item) { return }
            if position < chain.count {
                if startsDismissal, position == shared {
                    // SwiftUI replaces a sheet whose item changed once the old one is gone.
                    deferred.insert(item)
                    return
                }
                refuse(item, .noPresentationDuringTransition, "present \(item) while \(chain[position].item) is being dismissed")
                return
            }
            if position > 0, chain[position - 1].phase != .up {
                let rule: ToolkitRule = chain[position - 1].phase == .presenting
                    ? .presentationEndsWithItsTransition : .noPresentationDuringTransition
                refuse(item, rule, "present \(item) from \(chain[position - 1].item) before its transition has ended")
                return
            }
            deferred.remove(item)
            present(item)
        }
    }

    private func refuse(_ item: Item, _ rule: ToolkitRule, _ attempt: String) {
        refused.insert(item)
        violate(rule, attempt)
    }

    private func violate(_ rule: ToolkitRule, _ attempt: String) {
        violations.append(ToolkitViolation(rule: rule, attempt: attempt, time: now))
    }

    private func present(_ item: Item) {
        let index = chain.count
        let presenter = index == 0 ? baseLayer : chain[index - 1].item.layer
        chain.append(Presented(item: item, phase: .presenting))
        if let layer = item.layer {
            emit(.onAppear(layer))
        }
        schedule(after: transitionDuration) { [weak self] in
            guard let self, let at = self.chain.firstIndex(where: { $0.item == item && $0.phase == .presenting }) else { return }
            self.chain[at].phase = .up
            switch item {
            case .layer(let layer, let isFullScreen):
                self.emit(.viewDidAppear(layer, isBeingPresented: true))
                if isFullScreen, let presenter {
                    self.emit(.onDisappear(presenter))
                    self.emit(.viewDidDisappear(presenter, isBeingDismissed: false))
                }
            case .alert(let alert):
                self.emit(.alertPresented(alert))
            }
        }
    }

    /// Dismisses the item at `index` and everything above it; only the top one animates.
    /// `before` runs first at the end (SwiftUI resetting the binding of what the user
    /// dismissed, before anything else is told).
    private func dismiss(from index: Int, announcing: Bool = true, before: (@MainActor () -> Void)? = nil) {
        let going = chain[index...].map(\.item)
        for position in index..<chain.count {
            chain[position].phase = .dismissing
        }
        let presenter = index == 0 ? baseLayer : chain[index - 1].item.layer
        if going.first?.isFullScreen == true, let presenter {
            emit(.onAppear(presenter))
        }
        schedule(after: transitionDuration) { [weak self] in
            guard let self else { return }
            self.chain.removeAll { going.contains($0.item) && $0.phase == .dismissing }
            self.userDismissing.subtract(going)
            before?()
            if let top = going.last {
                switch top {
                case .layer(let layer, _): self.emit(.viewDidDisappear(layer, isBeingDismissed: true))
                case .alert(let alert): if announcing { self.emit(.alertDismissed(alert)) }
                }
            }
            for item in going.reversed() {
                if let layer = item.layer { self.emit(.onDisappear(layer)) }
            }
            if let first = going.first?.layer {
                self.emit(.onDismiss(first))
            }
            if going.first?.isFullScreen == true, let presenter {
                self.emit(.viewDidAppear(presenter, isBeingPresented: false))
            }
            self.reconcile(onlyDeferred: true)
        }
    }

    private func reconcileDrawn(isAnimated: Bool) -> Bool {
        var animates = false
        for (item, phase) in drawn where !desiredDrawn.contains(item) && phase != .dismissing {
            if isAnimated {
                drawn[item] = .dismissing
                animates = true
                schedule(after: transitionDuration) { [weak self] in
                    if self?.drawn[item] == .dismissing { self?.drawn[item] = nil }
                }
            } else {
                drawn[item] = nil
            }
        }
        for item in desiredDrawn where drawn[item] == nil || drawn[item] == .dismissing {
            if isAnimated {
                drawn[item] = .presenting
                animates = true
                schedule(after: transitionDuration) { [weak self] in
                    if self?.drawn[item] == .presenting { self?.drawn[item] = .up }
                }
            } else {
                drawn[item] = .up
            }
        }
        return animates
    }

    private func emit(_ event: Event) {
        events.append((now, event))
        onEvent?(event)
    }
}
