import CoordinatorKit
import CoordinatorKitRendering
import CoordinatorKitTestModules
import CoordinatorKitTesting
import Foundation
import Testing

/// A change made without animation is played without animation by the SwiftUI player, still
/// one presentation at a time, against the toolkit model.
@MainActor
struct UnanimatedPlaybackTests {
    @Test func anUnanimatedChangeCrossingTwoLayersPlaysUnanimatedBatchesOneLayerAtATime() throws {
        let harness = try ToolkitHarness()
        harness.gate.granted.insert(.signedIn)
        try harness.root.performAsOneChange(animated: false) {
            try harness.root.show(LibraryRoute.search(query: "a"), as: .sheet)
            try harness.root.show(LibraryRoute.vault)
        }
        harness.settle()
        #expect(harness.problems == [])
        #expect(harness.playback.batches.count == 2)
        #expect(harness.playback.batches.allSatisfy { !$0.isAnimated })
        #expect(harness.player.statistics.waits == 2)
    }

    @Test func anAnimatedChangePlaysAnimatedBatches() throws {
        let harness = try ToolkitHarness()
        try harness.root.show(LibraryRoute.search(query: "a"), as: .sheet)
        harness.settle()
        #expect(harness.problems == [])
        #expect(harness.playback.batches.map(\.isAnimated) == [true])
    }

    @Test func theRestOfTheWayIsPlayedAsTheLatestChangeAsks() throws {
        let harness = try ToolkitHarness()
        harness.gate.granted.insert(.signedIn)
        try harness.root.performAsOneChange {
            try harness.root.show(LibraryRoute.search(query: "a"), as: .sheet)
            try harness.root.show(LibraryRoute.vault)
        }
        // While the first sheet is coming up, the app resets without animation.
        try harness.root.performAsOneChange(animated: false) { try harness.root.perform(.popEveryTabToRoot) }
        harness.settle()
        #expect(harness.problems == [])
        #expect(harness.playback.batches.map(\.isAnimated) == [true, false])
    }

    @Test func aRestoredWindowPlaysItsLayersWithoutAnimation() throws {
        let gate = TestAccessGate(granted: [.signedIn], grantingRoutes: [.signedIn: AccountRoute.signIn])
        let saving = try makeRoot(gate: gate)
        try saving.show(LibraryRoute.search(query: "tea"), as: .sheet)
        try saving.show(AccountRoute.register, as: .fullScreenCover)
        let root = try makeRoot(gate: gate)
        let playback = PlaybackStart<ToolkitPlayback>().start(root: root, saved: try saving.saveState(), link: nil) {
            ToolkitPlayback(following: $0)
        }
        playback.settle()
        #expect(playback.problems == [])
        #expect(playback.batches.map(\.isAnimated) == [false, false])
    }

    @Test func anUnanimatedChangeShowsAndDropsItsSystemAlertWithoutAnimation() throws {
        // The alert controller is the renderer's own: the batch's transaction does not reach
        // it, so the player says how to present it, and the model holds the renderer to it.
        let harness = try ToolkitHarness()
        let note = AlertState(TestAlert.note, title: "Note", buttons: [.init("OK", action: .ok)])
        var alertsAnimated: [Bool] = []
        harness.player.onBatch = { _ in alertsAnimated.append(harness.player.animatesSystemAlerts) }
        try harness.root.performAsOneChange(animated: false) { try harness.root.perform(.showAlert(note)) }
        harness.settle()
        try harness.root.performAsOneChange(animated: false) { try harness.root.perform(.dismissAlert) }
        harness.settle()
        try harness.root.perform(.showAlert(note))
        harness.settle()
        #expect(harness.problems == [])
        #expect(alertsAnimated == [false, false, true])
        // Between batches (an alert left up by an observer that went) it animates.
        #expect(harness.player.animatesSystemAlerts)
    }
}
