import CoordinatorKit
import CoordinatorKitRendering
import CoordinatorKitTestModules
import CoordinatorKitTesting
import Testing

/// A root, a player following it and a fake UI that animates each batch on a fake clock,
/// checking what SwiftUI could show as it goes.
@MainActor
final class PlaybackHarness {
    /// How long a dismissal or presentation runs on the fake UI.
    static let animation = Duration.milliseconds(300)
    /// How long the player waits for a lost signal.
    static let fallback = Duration.seconds(1)

    let gate: TestAccessGate
    let root: RootCoordinator
    let clock = ManualScheduler()
    let player: TransitionPlayer
    /// When the last dismissal or presentation on screen ends.
    private(set) var busyUntil: Duration = .zero
    /// What went wrong, as readable lines.
    private(set) var violations: [String] = []
    private(set) var batchCount = 0

    init() throws {
        gate = TestAccessGate(grantingRoutes: [.signedIn: account(.signIn).base])
        root = try makeRoot(gate: gate)
        player = TransitionPlayer(following: root, scheduler: clock, fallbackDelay: Self.fallback)
        player.onBatch = { [weak self] batch in self?.perform(batch) }
    }

    private func perform(_ batch: TransitionBatch) {
        batchCount += 1
        if batch.steps.contains(where: \.isPresentation), clock.now < busyUntil {
            violations.append("\(batch) presents at \(clock.now) while an animation runs until \(busyUntil)")
        }
        var animating = false
        for step in batch.steps {
            if step.isPresentation, animating {
                violations.append("\(batch) presents \(step) while a step before it in the batch animates")
            }
            animating = animating || step.isPresentation || step.isDismissal
            switch step {
            case .push(_, let entry), .present(_, let entry), .replace(_, _, let entry):
                if !entry.route.requirements.allSatisfy(gate.isGranted) {
                    violations.append("\(batch) shows guarded \(entry.route)")
                }
            default:
                break
            }
        }
        for tab in player.displayed.tabs {
            let alerts = ([tab.root] + tab.stack).filter { $0.alert != nil }.count
            if alerts > 1 || (alerts == 1 && tab.top.alert == nil) {
                violations.append("\(batch) leaves an alert below the top of \(tab.id)")
            }
        }
        if batch.needsCompletion {
            busyUntil = max(busyUntil, clock.now + Self.animation)
        }
    }

    /// Ends the batch in flight the way `timing` says: 0 signals when its animation ends,
    /// 1 signals late, 2 loses the signal (the fallback ends it).
    func finishBatchInFlight(timing: Int, lateBy late: Duration) {
        guard let batch = player.batchInFlight else { return }
        switch timing {
        case 0:
            clock.advance(by: max(.zero, busyUntil - clock.now))
            player.batchDidFinish(batch.id)
        case 1:
            clock.advance(by: max(.zero, busyUntil - clock.now) + late)
            player.batchDidFinish(batch.id)
        default:
            clock.advance(by: Self.fallback)
        }
    }

    /// Screens on display whose requirements the gate does not meet: every screen of the
    /// selected tab, and every screen above the root of the others.
    var guardedScreensOnDisplay: [AnyRoute] {
        player.displayed.tabs.flatMap { tab in
            (tab.id == player.displayed.selectedTab ? [tab.root] : []) + tab.stack
        }
        .map(\.route)
        .filter { !$0.requirements.allSatisfy(gate.isGranted) }
    }

    /// Whether the display's projections show exactly the displayed state.
    var projectionsMatchDisplayed: Bool {
        let state = player.displayed
        guard player.display.selectedTab == state.selectedTab else { return false }
        return state.tabs.allSatisfy { tab in
            guard let model = player.display.tab(tab.id) else { return false }
            let layers = tab.layers
            return model.layers.map(\.id) == layers.map(\.id)
                && zip(model.layers, layers).allSatisfy { model, layer in
                    model.path == layer.pathIDs && model.alert == layer.alertID
                        && model.selectedDetent == layer.selectedDetent
                }
        }
    }
}
