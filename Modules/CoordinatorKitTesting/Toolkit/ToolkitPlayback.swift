import CoordinatorKit

/// A root's changes played against the ``ToolkitModel`` the way a renderer with observed
/// completion plays them: a `TransitionPlayer` following the root, a `BatchCompletion`
/// fed with the ends of transitions the model reports, and the user's dismissals and
/// alert answers written back to the root.
///
/// Use it to test that an app's chained navigation — a link opening a sheet over a sheet,
/// a cover followed by the screen a sign-in unlocks, a restored state — plays within the
/// toolkit's rules:
///
/// The renderer reads what the model shows at a batch's deadline
/// (`TransitionPlayer.readShown`), so a presentation the toolkit refused is presented again;
/// and it draws the displayed state once per turn of the model's clock, as SwiftUI updates
/// its views once with the state as it is then
/// (``ToolkitRule/refusedPresentationIsRetriedWhenItsItemComesBack``). Made with
/// `startsAtOnce: false`, the window is off screen until ``ToolkitModel/showWindow()``, and
/// the player presents nothing before that first frame, as the SwiftUI root view does.
///
/// ```swift
/// let playback = ToolkitPlayback(following: root)
/// try root.open(link: "recipes://recipes/42/paywall/auth/signin")
/// playback.settle()
/// #expect(playback.problems == [])
/// ```
@MainActor
public final class ToolkitPlayback {
    /// What the renderer reports to the completion tracker.
    package enum Signals {
        /// Transition ends observed from UIKit, and the animations of each batch's own
        /// transaction: the adapter as it is.
        case observed
        /// A layer's `onAppear`/`onDisappear` and an empty animation after each batch,
        /// alerts not waited for: the adapter as it was, kept to show what the model catches.
        case inferred
    }

    /// The root whose changes are played.
    public let root: RootCoordinator
    /// The toolkit stand-in.
    public let model: ToolkitModel
    /// The player following the root.
    public let player: TransitionPlayer
    /// The completion tracker the model's reports go to.
    public let completion: BatchCompletion
    /// Every batch played, in order.
    public private(set) var batches: [TransitionBatch] = []
    /// The batches that only the deadline ended while the model showed what they drew: an
    /// ending the renderer missed.
    public private(set) var fallbacks: [TransitionBatch] = []
    /// The batches the model had not done at their deadline — a presentation refused or not
    /// begun, which the player took off the displayed state and presented again, or a
    /// dismissal refused, which SwiftUI asks for again.
    public private(set) var retried: [TransitionBatch] = []
    private var isDrawScheduled = false
    private var drawCompletions: [@MainActor () -> Void] = []
    private var drawsAnimated = false
    /// Whether the next drawing animates system alerts (`TransitionPlayer.animatesSystemAlerts`).
    private var drawsAlertsAnimated = true

    /// Plays `root`'s changes from its current state on.
    ///
    /// - Parameters:
    ///   - root: The root coordinator.
    ///   - transitionDuration: How long each toolkit transition takes on the model's clock.
    ///   - startsAtOnce: Whether the window is on screen; `false` for a window before its
    ///     first frame, which ``ToolkitModel/showWindow()`` shows, starting the player.
    public convenience init(
        following root: RootCoordinator, transitionDuration: Duration = .milliseconds(350), startsAtOnce: Bool = true
    ) {
        self.init(following: root, transitionDuration: transitionDuration, signals: .observed, startsAtOnce: startsAtOnce)
    }

    package init(
        following root: RootCoordinator, transitionDuration: Duration = .milliseconds(350), signals: Signals,
        startsAtOnce: Bool = true
    ) {
        let model = ToolkitModel(transitionDuration: transitionDuration, isWindowShown: startsAtOnce)
        let player = TransitionPlayer(following: root, scheduler: model, fallbackDelay: .seconds(1), startsAtOnce: startsAtOnce)
        let completion = BatchCompletion(player: player)
        self.root = root
        self.model = model
        self.player = player
        self.completion = completion
        model.render(player.displayed)
        model.onEvent = { [weak self] event in self?.renderer(saw: event, signals: signals) }
        if signals == .observed {
            player.readShown = { [model] in model.shownPresentations }
        }
        player.showBatch = { [weak self] batch, update in
            guard let self else { return }
            self.batches.append(batch)
            self.completion.begin(batch)
            update()
            self.draw(animated: batch.isAnimated) {
                if signals == .observed { self.completion.report(.animationsFinished(batch.id)) }
            }
            if signals == .inferred {
                self.completion.report(.animationsFinished(batch.id))
                for ending in batch.endings {
                    switch ending {
                    case .alertPresented(let alert): self.completion.report(.alertPresented(alert))
                    case .alertDismissed(let alert): self.completion.report(.alertDismissed(alert))
                    default: break
                    }
                }
            }
        }
        player.onFallback = { [weak self] batch in
            guard let self else { return }
            if self.model.hasNotDone(batch) {
                self.retried.append(batch)
            } else {
                self.fallbacks.append(batch)
            }
            self.draw()
        }
        // A screen marked to ask before it leaves changes no presentation: the renderer
        // binds the marks from every change, as the UIKit executor does.
        root.observe { event in
            if case .changed(let change) = event { model.leaveGuards = change.state.leaveGuards }
        }
    }

    /// Lets every transition and wait run to its end.
    public func settle() {
        model.runUntilIdle()
    }

    /// What went wrong, as readable lines: rules broken, fallbacks used, a player still
    /// waiting, a screen that does not show the root's state. Empty when all is well.
    public var problems: [String] {
        var problems = model.violations.map(\.description)
        problems += fallbacks.map { "fallback ended \($0)" }
        if !player.isSettled {
            problems.append("player not settled: \(player.batchInFlight.map(\.description) ?? "displayed differs")")
        }
        if !model.shows(root.state) { problems.append("the screen does not show the root's state") }
        return problems
    }

    private func renderer(saw event: ToolkitModel.Event, signals: Signals) {
        switch event {
        case .layerBindingReset(let layer):
            root.writeBack(.layerDismissed(layer))
        case .alertAnswered(let alert, let action):
            root.writeBack(.alertAnswered(alert, action: action))
        case .pathShortened(let path, let layer):
            root.writeBack(.path(path, of: layer))
        case .leaveAttempted(let command):
            try? root.perform(command)
        case .tabTapped(let tab):
            root.writeBack(.tabSelected(tab))
        default:
            break
        }
        switch signals {
        case .observed:
            if let report = event.observedReport { completion.report(report) }
        case .inferred:
            switch event {
            case .onAppear(let layer): completion.report(.layerPresented(layer))
            case .onDisappear(let layer): completion.report(.layerDismissed(layer))
            default: break
            }
        }
        draw()
    }

    /// Draws the displayed state at the end of this turn of the clock, once however often it
    /// is asked: SwiftUI's update shows the state as it is then, and a sheet's item that went
    /// `nil` and came back within the turn never changed for it.
    private func draw(animated: Bool = false, completion: (@MainActor () -> Void)? = nil) {
        if let completion { drawCompletions.append(completion) }
        drawsAnimated = drawsAnimated || animated
        // As the adapter draws it: its alerts as the player says when the batch is drawn.
        drawsAlertsAnimated = player.animatesSystemAlerts
        guard !isDrawScheduled else { return }
        isDrawScheduled = true
        model.schedule(after: .zero) { [weak self] in self?.drawNow() }
    }

    private func drawNow() {
        isDrawScheduled = false
        let completions = drawCompletions
        let animated = drawsAnimated
        drawCompletions = []
        drawsAnimated = false
        var completion: (@MainActor () -> Void)?
        if !completions.isEmpty {
            completion = {
                for each in completions { each() }
            }
        }
        model.render(player.displayed, animated: animated, alertsAnimated: drawsAlertsAnimated, animationCompletion: completion)
    }
}

extension ToolkitModel {
    /// Whether something `batch` waits for has not happened on the model: a presentation not
    /// up, or a dismissal not done.
    fileprivate func hasNotDone(_ batch: TransitionBatch) -> Bool {
        let shown = shownPresentations
        return batch.endings.contains { ending in
            switch ending {
            case .layerPresented(let layer): shown.layers[layer] != .up
            case .alertPresented(let alert): shown.alerts?[alert] != .up
            case .layersDismissed(let layers): layers.contains { shown.layers[$0] != nil }
            case .alertDismissed(let alert): shown.alerts?[alert] != nil
            case .animations: false
            }
        }
    }
}
