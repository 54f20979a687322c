import CoordinatorKit
import CoordinatorKitRendering
import CoordinatorKitTestModules
import CoordinatorKitTesting
import Testing

/// The container player's start, and its ways past a UIKit that does not complete: a
/// refusal the renderer reports, and a completion that never comes.
@MainActor
struct ContainerPlayerTests {
    /// A player following a root with a sheet to present, its operations performed by the
    /// model's containers; the renderer reads the presenter before presenting when
    /// `readsThePresenter`.
    private func playing(readsThePresenter: Bool = true) throws -> (RootCoordinator, ToolkitModel, ContainerPlayer) {
        let root = try makeRoot()
        let model = ToolkitModel()
        let player = ContainerPlayer(following: root, scheduler: model)
        model.setUp(player.displayed)
        player.perform = { operation, _, completion in
            if readsThePresenter, case .present(_, let position) = operation, model.presenterIsBusy(at: position) {
                return completion(.refused)
            }
            model.perform(operation) { completion(.completed) }
        }
        player.readDisplayed = { model.displayedContainers }
        return (root, model, player)
    }

    @Test func nothingIsPerformedBeforeTheRendererStartsThePlayer() throws {
        let (root, model, player) = try playing()
        try root.perform(.show(library(.search(query: "s")), as: .sheet))
        model.runUntilIdle()
        #expect(player.statistics.operations == 0)
        #expect(player.operationInFlight == nil)
        player.start()
        model.runUntilIdle()
        #expect(model.showsContainers(ContainerTree(root.state)))
        #expect(player.isSettled)
    }

    @Test func aPresentationRefusedUnderAScreensOwnAlertIsTriedAgainOnceTheAlertHasGone() throws {
        let (root, model, player) = try playing()
        player.start()
        model.screenPresentsItsOwn("share sheet")
        model.advance(by: .seconds(1))
        try root.perform(.show(library(.search(query: "s")), as: .sheet))
        #expect(player.statistics.refusals == 1)
        #expect(player.operationInFlight == nil)
        model.advance(by: .seconds(3))
        #expect(player.statistics.refusals > 1)
        #expect(!player.isSettled)
        model.userDismissesForeignPresentation()
        model.runUntilIdle()
        #expect(player.isSettled)
        #expect(model.showsContainers(ContainerTree(root.state)))
        #expect(model.violations.isEmpty)
        #expect(player.statistics.fallbacks == 0)
    }

    @Test func aNewTargetIsTriedAtOnceAfterARefusal() throws {
        let (root, model, player) = try playing()
        player.start()
        model.screenPresentsItsOwn("share sheet")
        model.advance(by: .seconds(1))
        try root.perform(.show(library(.search(query: "s")), as: .sheet))
        model.userDismissesForeignPresentation()
        model.advance(by: .milliseconds(400))
        try root.perform(.show(library(.book(id: 3))))
        #expect(player.operationInFlight.map { "\($0)".hasPrefix("present") } == true)
    }

    @Test func aCompletionThatNeverComesIsEndedByTheLastResortFromWhatTheContainersShow() throws {
        let (root, model, player) = try playing(readsThePresenter: false)
        var reported: [ContainerOperation] = []
        player.onFallback = { reported.append($0) }
        player.start()
        model.screenPresentsItsOwn("photo picker")
        model.advance(by: .seconds(1))
        try root.perform(.show(library(.search(query: "s")), as: .sheet))
        let refused = try #require(player.operationInFlight)
        model.advance(by: player.fallbackDelay)
        #expect(reported.first == refused)
        #expect(player.statistics.fallbacks >= 1)
        #expect(player.displayed.presented.isEmpty)
        #expect(model.refusals.map(\.rule).first == .foreignPresentationBlocksThePresenter)
        model.userDismissesForeignPresentation()
        model.runUntilIdle()
        #expect(player.isSettled)
        #expect(model.showsContainers(ContainerTree(root.state)))
        #expect(reported.count == player.statistics.fallbacks)
    }

    @Test func withoutAReadingTheLastResortTakesTheOperationAsNotPerformed() throws {
        let (root, model, player) = try playing(readsThePresenter: false)
        player.readDisplayed = nil
        player.start()
        model.screenPresentsItsOwn("alert")
        model.advance(by: .seconds(1))
        try root.perform(.show(library(.search(query: "s")), as: .sheet))
        model.advance(by: player.fallbackDelay)
        #expect(player.statistics.fallbacks == 1)
        #expect(player.displayed.presented.isEmpty)
        #expect(player.operationInFlight != nil)
    }

    @Test func aCompletionArrivingAfterTheLastResortIsIgnored() throws {
        let root = try makeRoot()
        let clock = ManualScheduler()
        let player = ContainerPlayer(following: root, scheduler: clock, fallbackDelay: .seconds(1))
        var late: [@MainActor (ContainerOperation.Outcome) -> Void] = []
        player.perform = { _, _, completion in late.append(completion) }
        player.readDisplayed = { player.displayed }
        player.start()
        try root.perform(.show(library(.search(query: "s")), as: .sheet))
        clock.advance(by: .seconds(1))
        #expect(late.count == 2)
        late.first?(.completed)
        #expect(player.statistics.operations == 0)
        #expect(player.displayed.presented.isEmpty)
    }
}
