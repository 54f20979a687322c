import CoordinatorKit
import CoordinatorKitRendering
import CoordinatorKitTestModules
import CoordinatorKitTesting

/// A ``ToolkitPlayback`` over the test modules' library, shop and account modules, with a
/// gate the test grants and revokes.
@MainActor
final class ToolkitHarness {
    typealias Signals = ToolkitPlayback.Signals

    let gate: TestAccessGate
    let playback: ToolkitPlayback

    init(signals: Signals = .observed) throws {
        gate = TestAccessGate(grantingRoutes: [.signedIn: account(.signIn).base])
        playback = ToolkitPlayback(following: try makeRoot(gate: gate), signals: signals)
    }

    var root: RootCoordinator { playback.root }
    var model: ToolkitModel { playback.model }
    var player: TransitionPlayer { playback.player }
    var problems: [String] { playback.problems }

    func settle() {
        playback.settle()
    }
}
