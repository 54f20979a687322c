import CoordinatorKit
import CoordinatorKitRendering
import CoordinatorKitTestModules
import CoordinatorKitTesting
import Testing

@MainActor
struct BatchCompletionTests {
    let note = AlertState(id: AlertState.ID(rawValue: "note"), title: "Saved", buttons: [.init("OK", action: AlertState.Action(rawValue: "ok"))])

    private func tracked(_ root: RootCoordinator, scheduler: ManualScheduler = ManualScheduler(),
                         assumed: Set<TransitionBatch.Ending.Kind> = []) -> (TransitionPlayer, BatchCompletion) {
        let player = TransitionPlayer(following: root, scheduler: scheduler)
        let completion = BatchCompletion(player: player, assumed: assumed, minimumInterval: .milliseconds(400), scheduler: scheduler)
        player.showBatch = { batch, update in
            completion.begin(batch)
            update()
        }
        return (player, completion)
    }

    @Test func aPresentationThatBeganRestartsTheDeadlineFromItsBeginning() throws {
        let root = try makeRoot()
        let clock = ManualScheduler()
        let (player, completion) = tracked(root, scheduler: clock)
        try root.show(LibraryRoute.search(query: "a"), as: .sheet)
        let sheet = try #require(root.state.currentTab?.layers.last?.id)
        clock.advance(by: .milliseconds(900))
        completion.report(.layerPresentationBegan(sheet))
        clock.advance(by: .milliseconds(900))
        #expect(player.statistics.fallbacks == 0, "one second from the drawing has passed, not from the beginning")
        clock.advance(by: .milliseconds(100))
        #expect(player.statistics.fallbacks == 1)
    }

    @Test func aPlayerMadeBeforeTheFirstFrameStartsWhenTheBaseLayerAppears() throws {
        let root = try makeRoot()
        let player = TransitionPlayer(following: root, scheduler: ManualScheduler(), startsAtOnce: false)
        let completion = BatchCompletion(player: player)
        var batches: [TransitionBatch] = []
        player.showBatch = { batch, update in
            batches.append(batch)
            completion.begin(batch)
            update()
        }
        try root.open(link: "app://library/7")
        try root.show(LibraryRoute.search(query: "a"), as: .sheet)
        #expect(batches.isEmpty)
        #expect(player.displayed.currentTab?.stack.map(\.route) == [library(.book(id: 7))], "the stack follows at once, the sheet waits")
        let base = try #require(player.displayed.currentTab?.layers.first?.id)
        completion.report(.layerAppeared(base))
        #expect(player.isStarted)
        #expect(batches.map(\.isAnimated) == [true], "the sheet's change decides")
        #expect(batches.first?.endings.map(\.kind) == [.layerPresented])
    }

    @Test func aPresentationFinishesOnlyWhenItsLayerReportsItIsUp() throws {
        let root = try makeRoot()
        let (player, completion) = tracked(root)
        try root.show(LibraryRoute.search(query: "a"), as: .sheet)
        let sheet = try #require(root.state.currentTab?.layers.last?.id)
        #expect(completion.pendingEndings == [.layerPresented(sheet)])
        completion.report(.animationsFinished(try #require(player.batchInFlight).id))
        completion.report(.layerDismissed(sheet))
        #expect(!player.isSettled)
        completion.report(.layerPresented(sheet))
        #expect(player.isSettled)
    }

    @Test func aDismissalOfSeveralLayersFinishesOnAReportFromAnyOfThem() throws {
        let root = try makeRoot(gate: TestAccessGate(granted: [.signedIn]))
        let (player, completion) = tracked(root)
        try root.show(LibraryRoute.search(query: "a"), as: .sheet)
        completion.report(.layerPresented(try #require(root.state.currentTab?.layers.last?.id)))
        try root.show(LibraryRoute.vault)
        let layers = try #require(root.state.currentTab?.layers.dropFirst().map(\.id))
        completion.report(.layerPresented(layers[1]))
        try root.perform(.dismissAll)
        #expect(completion.pendingEndings == [.layersDismissed(layers)])
        completion.report(.layerDismissed(layers[1]))
        #expect(player.isSettled)
    }

    @Test func anAlertBatchWaitsForTheAlert() throws {
        let root = try makeRoot()
        let (player, completion) = tracked(root)
        try root.perform(.showAlert(note))
        let alert = try #require(root.state.currentTab?.alertID)
        #expect(completion.pendingEndings == [.alertPresented(alert)])
        completion.report(.animationsFinished(try #require(player.batchInFlight).id))
        #expect(!player.isSettled)
        completion.report(.alertPresented(alert))
        #expect(player.isSettled)
        try root.perform(.dismissAlert)
        #expect(completion.pendingEndings == [.alertDismissed(alert)])
        completion.report(.alertDismissed(alert))
        #expect(player.isSettled)
    }

    @Test func aCustomAlertAndAnOverlayEndWithTheBatchsAnimations() throws {
        let root = try makeRoot()
        let (player, completion) = tracked(root)
        try root.perform(.showAlert(AlertState(id: AlertState.ID(rawValue: "c"), style: .custom("card"), title: "C", buttons: [])))
        #expect(completion.pendingEndings == [.animations])
        completion.report(.animationsFinished(try #require(player.batchInFlight).id - 1))
        #expect(!player.isSettled)
        completion.report(.animationsFinished(try #require(player.batchInFlight).id))
        #expect(player.isSettled)
        try root.perform(.dismissAlert)
        try root.show(LibraryRoute.book(id: 1), as: .overlay)
        #expect(completion.pendingEndings == [.animations])
    }

    @Test func anAlertGoingWithItsLayerIsNotWaitedForOnItsOwn() throws {
        let root = try makeRoot()
        let (_, completion) = tracked(root)
        try root.show(LibraryRoute.search(query: "a"), as: .sheet)
        let sheet = try #require(root.state.currentTab?.layers.last?.id)
        completion.report(.layerPresented(sheet))
        try root.perform(.showAlert(note))
        completion.report(.alertPresented(try #require(root.state.currentTab?.alertID)))
        try root.perform(.dismiss)
        #expect(completion.pendingEndings == [.layersDismissed([sheet])])
    }

    @Test func endingsTheRendererCannotObserveAreTakenAfterTheMinimumInterval() throws {
        let root = try makeRoot()
        let clock = ManualScheduler()
        let (player, _) = tracked(root, scheduler: clock, assumed: [.alertPresented])
        try root.perform(.showAlert(note))
        clock.advance(by: .milliseconds(399))
        #expect(!player.isSettled)
        clock.advance(by: .milliseconds(1))
        #expect(player.isSettled)
        #expect(player.statistics.fallbacks == 0)
    }

    @Test func batchesThePlayerDoesNotWaitForAreNotFollowed() throws {
        let root = try makeRoot()
        let player = TransitionPlayer(following: root, scheduler: ManualScheduler())
        let completion = BatchCompletion(player: player)
        var followed: [Bool] = []
        player.showBatch = { batch, update in
            followed.append(completion.begin(batch))
            update()
        }
        try root.show(LibraryRoute.book(id: 1), as: .push)
        #expect(followed == [false])
        #expect(player.isSettled)
    }

    @Test func aFallbackIsReportedWithTheBatchItEnded() throws {
        let root = try makeRoot()
        let clock = ManualScheduler()
        let (player, completion) = tracked(root, scheduler: clock)
        var ended: [TransitionBatch] = []
        player.onFallback = { ended.append($0) }
        try root.show(LibraryRoute.search(query: "a"), as: .sheet)
        let pending = completion.pendingEndings
        clock.advance(by: .seconds(1))
        #expect(ended.map(\.endings) == [pending])
        #expect(player.statistics.fallbacks == 1)
    }

    /// The one rule for what the toolkit presents — waited for through its transitions,
    /// and given a size and a Done button as a macOS sheet — and what the renderer draws.
    @Test func sheetsBottomSheetsAndCoversArePresentedByTheToolkitOverlaysAreDrawn() {
        let presented: [Presentation] = [.sheet, .fullScreenCover, .bottomSheet(detents: [.medium])]
        for presentation in presented {
            #expect(presentation.isPresentedByToolkit)
        }
        #expect(!Presentation.overlay.isPresentedByToolkit)
        #expect(!Presentation.push.isPresentedByToolkit)
    }
}
