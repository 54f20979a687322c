import CoordinatorKit
import CoordinatorKitTesting
import Testing

@MainActor
struct BatchCompletionTests {
    let note = AlertState(id: AlertState.ID("note"), title: "Saved", buttons: [.init("OK", action: AlertState.Action("ok"))])

    /// A root showing a sheet, a player following it, a tracker that records batches and
    /// sees the sheet's view on screen.
    private func rootWithASheetOnScreen() throws -> (RootCoordinator, TransitionPlayer, BatchCompletion, LayerID) {
        let root = try makeRoot(gate: TestAccessGate(granted: [.signedIn]))
        try root.present(AccountRoute.signIn, as: .sheet)
        let player = TransitionPlayer(following: root, scheduler: ManualScheduler())
        let completion = BatchCompletion(player: player)
        player.onBatch = { completion.begin($0) }
        let sheet = try #require(root.state.currentTab?.layers.last?.id)
        completion.layerDidAppear(sheet)
        return (root, player, completion, sheet)
    }

    @Test func dismissalFinishesWhenItsAnimationEndsAndTheLayerHasDisappeared() throws {
        let (root, player, completion, sheet) = try rootWithASheetOnScreen()
        root.dismiss()
        let batch = try #require(player.batchInFlight)
        completion.animationDidFinish(batch.id)
        #expect(player.batchInFlight == batch)
        completion.layerDidDisappear(sheet)
        #expect(player.isSettled)
        #expect(player.statistics.fallbacks == 0)
    }

    @Test func presentationFinishesWhenTheLayerAppearsInEitherOrder() throws {
        let (root, player, completion, sheet) = try rootWithASheetOnScreen()
        completion.layerDidDisappear(sheet)
        root.dismiss()
        completion.animationDidFinish(try #require(player.batchInFlight).id)
        #expect(player.isSettled)

        try root.present(AccountRoute.register, as: .fullScreenCover)
        let batch = try #require(player.batchInFlight)
        let cover = try #require(player.displayed.currentTab?.layers.last?.id)
        completion.layerDidAppear(cover)
        #expect(player.batchInFlight == batch)
        completion.animationDidFinish(batch.id)
        #expect(player.isSettled)
    }

    @Test func alertBatchFinishesOnItsAnimationAndBaseLayerReportsAreIgnored() throws {
        let (root, player, completion, _) = try rootWithASheetOnScreen()
        let base = try #require(player.displayed.currentTab?.layers.first?.id)
        completion.layerDidAppear(base)
        root.showAlert(note)
        let batch = try #require(player.batchInFlight)
        #expect(completion.showsDisplayedLayers)
        completion.animationDidFinish(batch.id + 1)
        #expect(player.batchInFlight == batch)
        completion.animationDidFinish(batch.id)
        #expect(player.isSettled)
    }

    @Test func batchesThePlayerDoesNotWaitForAreNotFollowed() throws {
        let root = try makeRoot()
        let player = TransitionPlayer(following: root, scheduler: ManualScheduler())
        let completion = BatchCompletion(player: player)
        var followed: [Bool] = []
        player.onBatch = { followed.append(completion.begin($0)) }
        try root.push(LibraryRoute.book(id: 1))
        #expect(followed == [false])
        #expect(player.isSettled)
    }
}
