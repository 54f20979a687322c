import CoordinatorKit
import CoordinatorKitRendering
import CoordinatorKitTestModules
import CoordinatorKitTesting
import Testing

/// The players tell the root when the UI has caught up with its last change: until then a
/// double tap's second command is dropped; afterwards it is performed.
@MainActor
struct RepeatWhilePlayingPlaybackTests {
    @Test func aSecondDismissWhileTheFirstPlaysInSwiftUIsPlayerIsDroppedUntilItHasEnded() throws {
        let root = try makeRoot()
        let playback = ToolkitPlayback(following: root)
        try root.show(LibraryRoute.search(query: "a"), as: .sheet)
        try root.show(LibraryRoute.search(query: "b"), as: .sheet)
        playback.settle()
        try root.perform(.dismiss)
        #expect(!playback.player.isSettled)
        #expect(throws: NavigationError.repeatedWhilePlaying("dismiss")) { try root.perform(.dismiss) }
        #expect(root.stackRoutes == [library(.search(query: "a"))])
        playback.settle()
        try root.perform(.dismiss)
        playback.settle()
        #expect(root.stackRoutes == [])
        #expect(playback.problems == [])
    }

    @Test func aSecondPopWhileUIKitStillPlaysTheFirstIsDroppedUntilItsCompletion() throws {
        let root = try makeRoot()
        try root.show(LibraryRoute.book(id: 1))
        try root.show(LibraryRoute.book(id: 2))
        let model = ToolkitModel()
        let player = ContainerPlayer(following: root, scheduler: model)
        model.setUp(player.displayed)
        player.perform = { operation, _, completion in model.perform(operation) { completion(.completed) } }
        player.start()
        model.runUntilIdle()
        try root.perform(.pop)
        #expect(player.operationInFlight != nil)
        #expect(throws: NavigationError.repeatedWhilePlaying("pop")) { try root.perform(.pop) }
        model.runUntilIdle()
        try root.perform(.pop)
        model.runUntilIdle()
        #expect(root.stackRoutes == [])
        #expect(model.showsContainers(ContainerTree(root.state)))
    }
}
