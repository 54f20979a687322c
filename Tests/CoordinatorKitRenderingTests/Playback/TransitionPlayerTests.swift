import CoordinatorKit
import CoordinatorKitRendering
import CoordinatorKitTestModules
import CoordinatorKitTesting
import Testing

@MainActor
struct TransitionBatchTests {
    let settingsRoute = StandInModule.settings.anyRoute("allergies")

    @Test func batchEndsBeforeAPresentationThatFollowsADismissalOrAPresentation() {
        let sheet = NavigationEntry(route: library(.vault), presentation: .sheet)
        let alert = AlertState(id: AlertState.ID(rawValue: "a"), title: "A", buttons: [])
        let steps: [TransitionStep] = [
            .dismissAlert(tab: "library", depth: 2), .dismissLayer(tab: "library", depth: 2),
            .pop(tab: "library", toDepth: 1), .push(tab: "library", entry: NavigationEntry(library(.book(id: 2)))),
            .present(tab: "library", entry: sheet), .push(tab: "library", entry: NavigationEntry(library(.book(id: 3)))),
            .present(tab: "library", entry: sheet), .showAlert(tab: "library", depth: 5, alert: alert),
        ]
        let batches = TransitionBatch.batches(of: steps)
        #expect(batches.map(\.count) == [4, 2, 1, 1])
        #expect(batches.joined().elementsEqual(steps))
    }

    @Test func popsPushesAndATabSwitchMakeOneBatch() {
        let steps: [TransitionStep] = [
            .pop(tab: "library", toDepth: 0), .selectTab("shop"),
            .push(tab: "shop", entry: NavigationEntry(shop(.promo(code: "X")))),
        ]
        #expect(TransitionBatch.batches(of: steps) == [steps])
        #expect(!TransitionBatch(id: 1, steps: steps).needsCompletion)
    }
}

@MainActor
struct TransitionPlayerTests {
    let question = AlertState(id: AlertState.ID(rawValue: "q"), title: "Keep?", buttons: [.init("Keep", action: AlertState.Action(rawValue: "keep"))])

    /// A root on the Settings tab showing a sheet with an alert, with a detail pushed on
    /// the Recipes tab.
    private func rootWithASheetAndAlertOnSettings() throws -> RootCoordinator {
        let root = try makeRecipesRoot()
        try root.open(link: "recipes://recipes/7")
        try root.perform(.selectTab( "settings"))
        try root.perform(.show(StandInModule.settings.anyRoute("allergies"), as: .sheet))
        try root.perform(.showAlert(question))
        return root
    }

    @Test func seedLinkFromASheetWithAnAlertOnAnotherTabPlaysInOneBatchWithOneWait() throws {
        let root = try rootWithASheetAndAlertOnSettings()
        let (player, _, log) = recordingPlayer(following: root)

        try root.open(link: "recipes://recipes/42/settings/allergies")

        // Dismissing the sheet takes its alert along; the pop, the tab switch and the
        // pushes need no wait. One wait remains: for the dismissal to finish, so that
        // nothing is presented while it runs.
        #expect(log.batches.count == 1)
        #expect(log.batches.first?.steps.map(\.description) == [
            "dismissAlert settings@1", "dismissLayer settings@1", "pop recipes to 0", "selectTab recipes",
            "push recipes recipes.detail(42)", "push recipes settings.allergies",
        ])
        #expect(player.statistics.waits == 1)
        #expect(player.displayed == root.state)
        player.batchDidFinish(try #require(log.batches.first?.id))
        #expect(player.isSettled)
        #expect(player.statistics == .init(batches: 1, waits: 1, fallbacks: 0, writeBacks: 0))
    }

    @Test func presentingAfterADismissalWaitsForTheDismissal() throws {
        let root = try rootWithASheetAndAlertOnSettings()
        let (player, _, log) = recordingPlayer(following: root)

        try root.open(link: "recipes://recipes/42/paywall")
        #expect(log.batches.count == 1)
        #expect(player.displayed.currentTab?.stack.map(\.route) == [recipesStandIn.anyRoute("detail", id: 42)])
        #expect(player.displayed != root.state)
        player.batchDidFinish(try #require(log.batches.last?.id))
        #expect(log.batches.count == 2)
        #expect(log.batches.last?.steps.map(\.description) == ["present recipes recipes.paywall as sheet"])
        player.batchDidFinish(try #require(log.batches.last?.id))
        #expect(player.isSettled)
        #expect(player.statistics.waits == 2)
    }

    @Test func newTargetMidPlayIsPlayedFromWhatIsDisplayed() throws {
        let root = try makeRoot(gate: TestAccessGate(granted: [.signedIn]))
        let clock = ManualScheduler()
        let player = TransitionPlayer(following: root, scheduler: clock)
        var played: [TransitionStep] = []
        var batches: [TransitionBatch] = []
        player.onBatch = { batches.append($0); played += $0.steps }
        let start = root.state

        try root.performAsOneChange {
            try root.show(LibraryRoute.vault)
            try root.show(LibraryRoute.search(query: "a"), as: .sheet)
        }
        #expect(batches.count == 1)
        let midway = player.displayed
        try root.show(LibraryRoute.book(id: 5))
        #expect(batches.count == 1)
        player.batchDidFinish(try #require(batches.last?.id))
        #expect(player.displayed == root.state)
        #expect(played == TransitionStep.steps(from: start, to: midway) + TransitionStep.steps(from: midway, to: root.state))
        #expect(played.map(\.description) == [
            "present library library.vault as bottomSheet(medium, large)",
            "present library library.search(query: \"a\") as sheet", "push library library.book(id: 5)",
        ])
    }

    @Test func writeBackDuringPlayIsTakenByTheDisplayedStateAndTheTarget() throws {
        let root = try makeRoot(gate: TestAccessGate(granted: [.signedIn]))
        try root.open(link: "app://library/1/2")
        let (player, _, log) = recordingPlayer(following: root)

        try root.performAsOneChange {
            try root.show(LibraryRoute.vault)
            try root.show(LibraryRoute.search(query: "a"), as: .sheet)
        }
        let base = try #require(player.displayed.currentTab?.layers.first)
        try root.perform(.writeBack(.path([], of: base.id)))
        #expect(player.displayed.currentTab?.stack == [])
        #expect(root.state.currentTab?.stack == [])
        #expect(player.statistics.writeBacks == 1)
        player.batchDidFinish(try #require(log.batches.last?.id))
        #expect(player.isSettled)
        #expect(log.batches.count == 1)
    }

    @Test func writeBackTheRootRefusesIsStillTakenByTheDisplayedState() throws {
        let root = try makeRoot()
        try root.open(link: "app://library/1/2")
        let (player, _, log) = recordingPlayer(following: root)
        try root.perform(.showAlert(question))
        let shownBase = try #require(player.displayed.currentTab?.layers.first)
        try root.open(link: "app://library/3/4")
        // The UI still shows books 1 and 2 while the alert's showing is in flight; the
        // user pops book 2 there.
        try root.perform(.writeBack(.path(Array(shownBase.pathIDs.prefix(1)), of: shownBase.id)))
        #expect(root.stackRoutes == [library(.book(id: 3)), library(.book(id: 4))])
        player.batchDidFinish(try #require(log.batches.last?.id))
        #expect(player.displayed == root.state)
    }

    @Test func lostSignalFallsBackAfterTheDelayWithoutSleeping() throws {
        let root = try rootWithASheetAndAlertOnSettings()
        let clock = ManualScheduler()
        let player = TransitionPlayer(following: root, scheduler: clock, fallbackDelay: .milliseconds(800))
        try root.open(link: "recipes://recipes/42/paywall")
        #expect(!player.isSettled)
        clock.advance(by: .milliseconds(799))
        #expect(player.statistics.batches == 1)
        clock.advance(by: .milliseconds(1))
        #expect(player.statistics.batches == 2)
        clock.advance(by: .milliseconds(800))
        #expect(player.isSettled)
        #expect(player.statistics.fallbacks == 2)
    }

    @Test func signalForABatchNoLongerInFlightIsIgnored() throws {
        let root = try rootWithASheetAndAlertOnSettings()
        let (player, clock, log) = recordingPlayer(following: root)
        try root.open(link: "recipes://recipes/42/paywall")
        let first = try #require(log.batches.first?.id)
        clock.advance(by: .seconds(1))
        #expect(log.batches.count == 2)
        player.batchDidFinish(first)
        #expect(player.batchInFlight?.id == log.batches.last?.id)
        player.batchDidFinish(try #require(log.batches.last?.id))
        clock.advance(by: .seconds(5))
        #expect(player.isSettled)
        #expect(player.statistics.fallbacks == 1)
    }

    @Test func synchronousSignalsPlayEveryBatchInOrder() throws {
        let root = try rootWithASheetAndAlertOnSettings()
        let player = TransitionPlayer(following: root, scheduler: ManualScheduler())
        var count = 0
        player.onBatch = { batch in
            count += 1
            player.batchDidFinish(batch.id)
        }
        try root.open(link: "recipes://recipes/42/paywall")
        #expect(count == 2)
        #expect(player.isSettled)
    }

    @Test func alertShownMidPlayCarriesTheRootsShowing() throws {
        let root = try makeRoot(gate: TestAccessGate(granted: [.signedIn]))
        let player = TransitionPlayer(following: root, scheduler: ManualScheduler())
        var batches: [TransitionBatch] = []
        player.onBatch = { batches.append($0) }
        try root.performAsOneChange {
            try root.show(LibraryRoute.vault)
            try root.perform(.showAlert(question))
        }
        player.batchDidFinish(try #require(batches.first?.id))
        #expect(player.displayed.currentTab?.alertID == root.state.currentTab?.alertID)
        #expect(player.display.tab("library")?.layers.last?.alert == root.state.currentTab?.alertID)
    }
}

/// The batches a player started, in order.
@MainActor
private final class BatchLog {
    var batches: [TransitionBatch] = []
}

/// A player following `root` on a manual clock, with every batch it starts logged.
@MainActor
private func recordingPlayer(following root: RootCoordinator) -> (TransitionPlayer, ManualScheduler, BatchLog) {
    let clock = ManualScheduler()
    let player = TransitionPlayer(following: root, scheduler: clock)
    let log = BatchLog()
    player.onBatch = { log.batches.append($0) }
    return (player, clock, log)
}
