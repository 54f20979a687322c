import CoordinatorKit
import CoordinatorKitTestModules
import CoordinatorKitTesting
import Testing

@MainActor
struct UntilFlowIsAwaitedTests {
    let root: RootCoordinator
    let libraryNav: Navigator<LibraryRoute>
    let shopNav: Navigator<ShopRoute>

    init() throws {
        root = try makeRoot()
        libraryNav = try Navigator(root: root)
        shopNav = try Navigator(root: root)
    }

    @Test func returnsAtOnceWhenAFlowIsAlreadyAwaited() async throws {
        let outcomes = FlowOutcomes<String>()
        libraryNav.open(FlowOffer<String>(path: "account/signin"), then: outcomes.completion)
        let flow = try await root.untilFlowIsAwaited()
        #expect(flow == root.awaitedFlows.first)
        #expect(flow.requester == "library")
    }

    @Test func returnsOnceATaskStartedAfterItPresentsItsFlow() async throws {
        let task = Task { try await libraryNav.open(FlowOffer<String>(path: "account/signin")) }
        #expect(root.awaitedFlows.isEmpty)
        let flow = try await root.untilFlowIsAwaited()
        #expect(root.awaitedFlows == [flow])
        root.finishFlow(of: "account", returning: "alice")
        #expect(try await task.value == "alice")
    }

    @Test func waitsForTheRequesterItNames() async throws {
        let outcomes = FlowOutcomes<String>()
        libraryNav.open(FlowOffer<String>(path: "account/signin"), then: outcomes.completion)
        let task = Task { try await shopNav.open(FlowOffer<Int>(path: "account/register")) }
        let flow = try await root.untilFlowIsAwaited(by: "shop")
        #expect(flow.requester == "shop")
        #expect(root.awaitedFlows.map(\.requester) == ["library", "shop"])
        task.cancel()
    }

    @Test func throwsWhenTheWaitingTaskIsCancelled() async {
        let waiting = Task { try await root.untilFlowIsAwaited() }
        waiting.cancel()
        await #expect(throws: CancellationError.self) { try await waiting.value }
    }
}
