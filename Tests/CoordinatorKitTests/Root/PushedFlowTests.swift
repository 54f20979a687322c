import CoordinatorKit
import CoordinatorKitTestModules
import CoordinatorKitTesting
import Testing

/// A flow with a result shown as a push: the answer pops it, a back ends it as dismissed.
@MainActor
struct PushedFlowTests {
    let root: RootCoordinator
    let navigator: Navigator<LibraryRoute>
    let outcomes = FlowOutcomes<Int>()

    /// Book 1, then the search pushed as a flow awaiting an `Int`.
    init() throws {
        root = try makeRoot()
        navigator = try Navigator(root: root)
        try root.open(link: "app://library/1")
        navigator.show(.search(query: "x"), as: .push, expecting: Int.self, then: outcomes.completion)
    }

    @Test func aFlowAskedForAsAPushIsPushedOntoTheTopLayer() {
        #expect(root.stackRoutes == [library(.book(id: 1)), library(.search(query: "x"))])
        #expect(root.state.currentTab?.stack.map(\.presentation) == [.push, .push])
        #expect(root.awaitedFlows.map(\.requester) == ["library"])
        #expect(outcomes.received.isEmpty)
    }

    @Test func theAnswerPopsThePushedFlowWithTheScreensAboveItInOneChange() {
        navigator.show(.book(id: 2))
        var changes = 0
        root.observe { if case .changed = $0 { changes += 1 } }
        navigator.finishFlow(returning: 3)
        #expect(outcomes.isOnly(value: 3))
        #expect(root.stackRoutes == [library(.book(id: 1))])
        #expect(changes == 1)
    }

    @Test func aBackOnThePushedFlowEndsItAsDismissed() throws {
        try root.perform(.goBack)
        #expect(outcomes.isOnly(.cancelled(.dismissed)))
        #expect(root.stackRoutes == [library(.book(id: 1))])
        #expect(root.awaitedFlows.isEmpty)
    }

    @Test func aBackSwipeOnThePushedFlowEndsItAsDismissed() throws {
        let layer = try #require(root.state.currentTab?.layers.last)
        try root.perform(.writeBack(.path(Array(layer.pathIDs.dropLast()), of: layer.id)))
        #expect(outcomes.isOnly(.cancelled(.dismissed)))
        #expect(root.stackRoutes == [library(.book(id: 1))])
    }

    @Test func aBackFromAScreenPushedAboveTheFlowKeepsItAwaited() throws {
        navigator.show(.book(id: 2))
        try root.perform(.pop)
        #expect(outcomes.received.isEmpty)
        #expect(root.awaitedFlows.count == 1)
    }

    @Test func theFlowCancellingItselfPopsItAsCancelledByTheFlow() {
        navigator.cancelFlow()
        #expect(outcomes.isOnly(.cancelled(.cancelledByFlow)))
        #expect(root.stackRoutes == [library(.book(id: 1))])
    }

    @Test func withoutAskingForAPushTheFlowStillOpensALayer() {
        let sheet = FlowOutcomes<Int>()
        navigator.show(.chapter(book: 1, number: 2), expecting: Int.self, then: sheet.completion)
        #expect(root.state.currentTab?.stack.last?.presentation == .sheet)
    }
}
