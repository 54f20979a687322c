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
    /// The batches that only the fallback ended.
    public private(set) var fallbacks: [TransitionBatch] = []

    /// Plays `root`'s changes from its current state on.
    ///
    /// - Parameters:
    ///   - root: The root coordinator.
    ///   - transitionDuration: How long each toolkit transition takes on the model's clock.
    public convenience init(following root: RootCoordinator, transitionDuration: Duration = .milliseconds(350)) {
        self.init(following: root, transitionDuration: transitionDuration, signals: .observed)
    }

    package init(following root: RootCoordinator, transitionDuration: Duration = .milliseconds(350), signals: Signals) {
        let model = ToolkitModel(transitionDuration: transitionDuration)
        let player = TransitionPlayer(following: root, scheduler: model, fallbackDelay: .seconds(1))
        let completion = BatchCompletion(player: player)
        self.root = root
        self.model = model
        self.player = player
        self.completion = completion
        model.render(player.displayed)
        model.onEvent = { [weak self] event in self?.renderer(saw: event, signals: signals) }
        player.showBatch = { [weak self] batch, update in
            guard let self else { return }
            self.batches.append(batch)
            self.completion.begin(batch)
            update()
            // As the adapter draws it: in the batch's transaction, its alerts as the player says.
            let alertsAnimated = self.player.animatesSystemAlerts
            self.model.render(self.player.displayed, animated: batch.isAnimated, alertsAnimated: alertsAnimated) {
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
        player.onFallback = { [weak self] batch in self?.fallbacks.append(batch) }
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
        model.render(player.displayed)
    }
}
