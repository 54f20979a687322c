import CoordinatorKit
import Foundation
import FuzzChecks
import RecipesApp

/// The apps each input is restored into: at launch signed out, and signed in and
/// subscribed away from launch, so that a refused input must keep a state with screens and
/// guarded screens pass in one app and are left out in the other.
let restorationSetups = [
    AppSetup(),
    AppSetup(isSignedIn: true, isSubscribed: true, links: ["recipes://recipes/42/settings/allergies"]),
]

/// One input: the bytes, as saved state, restored into each setup's app.
@MainActor
func fuzzOneRestoration(_ data: Data) {
    for setup in restorationSetups {
        let input = "\(String(decoding: data, as: UTF8.self)) — into \(setup)"
        let app = setup.makeApp()
        let before = app.root.state
        let outcome: RestorationOutcome
        do {
            outcome = try app.root.restoreState(from: data)
        } catch {
            guard app.root.state == before else {
                violated("refused data (\(error)) changed the state from \(describe(before)) to \(describe(app.root.state))", input: input)
            }
            continue
        }
        let restored = app.root.state
        StateShape.check(app, input: input)
        guard app.root.awaitedFlows.isEmpty else {
            violated("an awaited flow survived restoration: \(app.root.awaitedFlows)", input: input)
        }
        Rendering.renderEveryScreen(of: app, input: input)
        let saved: Data
        do {
            saved = try app.root.saveState()
        } catch {
            violated("restored state (\(outcome)) cannot be saved: \(error)", input: input)
        }
        let again = setup.makeLaunchedApp()
        do {
            let second = try again.root.restoreState(from: saved)
            guard second == .restored else {
                violated("state saved after a restoration loses screens when restored: \(second)", input: input)
            }
        } catch {
            violated("state saved after a restoration is refused: \(error)", input: input)
        }
        guard again.root.state == restored else {
            violated("saved and restored, \(describe(restored)) came back as \(describe(again.root.state))", input: input)
        }
        PrintedLink.check(app, rebuild: .screensOnly(setup: setup), input: input)
    }
}

/// libFuzzer's entry point; its `main` calls it on the main thread for every input.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    runInput(data, size) { fuzzOneRestoration(Data($0)) }
}
