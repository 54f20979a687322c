import Foundation
import CoordinatorKit
import CoordinatorKitTesting
import Testing

@MainActor
struct PlaybackStartTests {
    /// Saved state of a Recipes root showing a detail.
    private func savedDetail() throws -> Data {
        let root = try makeRecipesRoot()
        try root.open(link: "recipes://recipes/7")
        return try root.saveState()
    }

    @Test func restoringHappensOnceBeforeThePlayerIsMade() throws {
        let saved = try savedDetail()
        let root = try makeRecipesRoot()
        let start = PlaybackStart<TransitionPlayer>()
        var restored = 0
        var made = 0
        func startPlayback() -> TransitionPlayer {
            start.start(root: root, restoring: { root in
                restored += 1
                _ = try? root.restoreState(from: saved)
            }) { root in
                made += 1
                return TransitionPlayer(following: root, scheduler: ManualScheduler())
            }
        }

        #expect(!start.isStarted)
        let player = startPlayback()
        // Every later appearance (a view's body runs any number of times; onAppear may run
        // again) finds the same player and restores nothing over the user's navigation.
        try root.show(recipesStandIn.anyRoute("detail", id: 8))
        let again = startPlayback()

        #expect(again === player)
        #expect(restored == 1)
        #expect(made == 1)
        #expect(start.isStarted)
        // The player was made after restoring: it displayed the restored state from the start.
        #expect(player.statistics.batches == 1)
        #expect(root.state[tab: "recipes"]?.stack.count == 2)
    }

    @Test func anotherRootStartsItsOwnPlayback() throws {
        let start = PlaybackStart<TransitionPlayer>()
        var restored = 0
        let first = try makeRecipesRoot()
        let second = try makeRecipesRoot()
        let make = { (root: RootCoordinator) in TransitionPlayer(following: root, scheduler: ManualScheduler()) }
        let one = start.start(root: first, restoring: { _ in restored += 1 }, making: make)
        let two = start.start(root: second, restoring: { _ in restored += 1 }, making: make)
        #expect(one !== two)
        #expect(restored == 2)
    }
}
