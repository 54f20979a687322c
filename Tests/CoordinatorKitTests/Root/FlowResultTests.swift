import CoordinatorKit
import CoordinatorKitTestModules
import CoordinatorKitTesting
import Foundation
import Testing

@MainActor
struct FlowResultTests {
    let root: RootCoordinator
    let libraryNav: Navigator<LibraryRoute>
    let shopNav: Navigator<ShopRoute>
    let accountNav: Navigator<AccountRoute>
    let gate = TestAccessGate(grantingRoutes: [.signedIn: AccountRoute.signIn])

    /// Account's sign-in, as it offers it: the path and the user name it answers with.
    static let signIn = FlowOffer<String>(path: "account/signin")

    init() throws {
        root = try makeRoot(gate: gate)
        libraryNav = try Navigator(root: root)
        shopNav = try Navigator(root: root)
        accountNav = try Navigator(root: root)
    }

    /// Library awaits Account's sign-in flow, by link, for a user name.
    func awaitSignIn() -> FlowOutcomes<String> {
        let outcomes = FlowOutcomes<String>()
        libraryNav.open(Self.signIn, then: outcomes.completion)
        return outcomes
    }

    // MARK: The result

    @Test func finishingAFlowHandsItsResultToTheAwaitingModuleAndDismissesItsLayer() throws {
        try root.open(link: "app://library/1")
        let outcomes = awaitSignIn()
        #expect(root.stackRoutes == [library(.book(id: 1)), account(.signIn)])
        #expect(root.awaitedFlows.map(\.requester) == ["library"])
        #expect(root.awaitedFlows.first?.resultType == "String")
        accountNav.show(.register, as: .push)
        accountNav.finishFlow(returning: "alice")
        #expect(outcomes.isOnly(value: "alice"))
        #expect(root.stackRoutes == [library(.book(id: 1))])
        #expect(root.awaitedFlows.isEmpty)
    }

    @Test func anOfferedFlowIsAnsweredThroughTheSameOffer() async throws {
        let task = Task { try await libraryNav.open(Self.signIn) }
        try await root.untilFlowIsAwaited(by: "library")
        #expect(root.stackRoutes == [account(.signIn)])
        accountNav.finishFlow(Self.signIn, returning: "alice")
        #expect(try await task.value == "alice")
        #expect(root.stackRoutes == [])
    }

    @Test func theAwaitingScreenIsPartOfTheStateAndItsDescription() throws {
        _ = awaitSignIn()
        let entry = try #require(root.state.currentTab?.stack.first)
        #expect(entry.awaitedFlow == AwaitedFlow(id: FlowRequestID(rawValue: 1), requester: "library", resultType: "String"))
        #expect(entry.description.hasSuffix("⇠ flow#1: library awaits String"))
        #expect(entry.presentation == .fullScreenCover)
    }

    @Test func aResultOfTheWrongTypeEndsTheFlowWithATypedError() {
        let outcomes = awaitSignIn()
        accountNav.finishFlow(returning: 42)
        #expect(outcomes.isOnly(.mismatchedResult(expected: "String", received: "Int")))
        #expect(root.stackRoutes == [])
    }

    @Test func anAwaitEndsExactlyOnceWhateverFollows() throws {
        let outcomes = awaitSignIn()
        accountNav.finishFlow(returning: "alice")
        accountNav.finishFlow(returning: "bob")
        accountNav.cancelFlow()
        try root.perform(.dismissAll)
        #expect(outcomes.received.count == 1)
    }

    @Test func aFlowThatCannotBePresentedIsRefusedAtOnce() {
        let outcomes = FlowOutcomes<String>()
        let request = libraryNav.open(FlowOffer<String>(path: "nowhere"), then: outcomes.completion)
        #expect(request == nil)
        guard case .failure(.refused(.invalidLink)) = outcomes.only else {
            Issue.record("expected a refusal, got \(outcomes.received)")
            return
        }
        #expect(root.awaitedFlows.isEmpty)
    }

    @Test func aModulesOwnRouteCanBeAwaited() async throws {
        let task = Task { () -> Result<Int, FlowError> in
            do throws(FlowError) {
                return .success(try await libraryNav.show(.search(query: "sea"), expecting: Int.self))
            } catch {
                return .failure(error)
            }
        }
        try await root.untilFlowIsAwaited()
        #expect(root.state.currentTab?.stack.first?.presentation == .sheet)
        root.finishFlow(of: "library", returning: 7)
        #expect(try await task.value.get() == 7)
    }

    // MARK: Every ending without a result

    @Test func swipingTheFlowDownCancelsItAsDismissed() throws {
        let outcomes = awaitSignIn()
        let layer = try #require(root.state.currentTab?.layers.last)
        try root.perform(.writeBack(.layerDismissed(layer.id)))
        #expect(outcomes.isOnly(.cancelled(.dismissed)))
    }

    @Test func theFlowCancellingItselfCancelsItAsCancelledByTheFlow() {
        let outcomes = awaitSignIn()
        accountNav.cancelFlow()
        #expect(outcomes.isOnly(.cancelled(.cancelledByFlow)))
        #expect(root.stackRoutes == [])
    }

    @Test func aDeepLinkReplacingTheFlowCancelsItNamingTheLink() {
        let outcomes = awaitSignIn()
        try? root.open(link: "app://library/2")
        #expect(outcomes.isOnly(.cancelled(.replacedByLink("app://library/2"))))
    }

    @Test func reselectingTheFlowsTabCancelsItAsTabReselected() throws {
        let outcomes = awaitSignIn()
        try root.perform(.writeBack(.tabSelected("library")))
        #expect(outcomes.isOnly(.cancelled(.tabReselected)))
        #expect(root.stackRoutes == [])
    }

    @Test func leavingTheFlowsTabCancelsItAsTabLeft() throws {
        let outcomes = awaitSignIn()
        try root.perform(.selectTab("shop"))
        #expect(outcomes.isOnly(.cancelled(.tabLeft)))
    }

    @Test func signingOutUnderAFlowThatNeedsSignInCancelsItAsAccessRevoked() throws {
        gate.granted.insert(.signedIn)
        let outcomes = FlowOutcomes<Int>()
        libraryNav.show(.vault, expecting: Int.self, then: outcomes.completion)
        #expect(root.awaitedFlows.count == 1)
        gate.granted.remove(.signedIn)
        try root.perform(.accessDidChange)
        #expect(outcomes.isOnly(.cancelled(.accessRevoked)))
        #expect(root.stackRoutes == [])
    }

    /// Library awaits its search sheet; a link to the guarded vault arrives and waits
    /// behind the sign-in shown over the search.
    func awaitSearchThenOpenTheVault() throws -> FlowOutcomes<Int> {
        let outcomes = FlowOutcomes<Int>()
        libraryNav.show(.search(query: "sea"), expecting: Int.self, then: outcomes.completion)
        try root.open(link: "app://library/1/vault")
        #expect(root.state.pending?.request == "app://library/1/vault")
        #expect(root.awaitedFlows.count == 1)
        #expect(outcomes.received.isEmpty)
        return outcomes
    }

    @Test func aPendingLinkAppliedAfterSignInEndsTheFlowItReplacesAsReplacedByThatLink() throws {
        let outcomes = try awaitSearchThenOpenTheVault()
        gate.granted.insert(.signedIn)
        accountNav.finishFlow(returning: "alice")
        #expect(root.stackRoutes == [library(.book(id: 1)), library(.vault)])
        #expect(outcomes.isOnly(.cancelled(.replacedByLink("app://library/1/vault"))))
    }

    @Test func aPendingLinkAppliedByAnAccessChangeEndsTheFlowItReplacesAsReplacedByThatLink() throws {
        let outcomes = try awaitSearchThenOpenTheVault()
        gate.granted.insert(.signedIn)
        try root.perform(.accessDidChange)
        #expect(root.stackRoutes == [library(.book(id: 1)), library(.vault)])
        #expect(outcomes.isOnly(.cancelled(.replacedByLink("app://library/1/vault"))))
    }

    @Test func aFlowPresentedInAOneChangeBodyThatThrowsEndsAtOnceAsDismissed() throws {
        struct Abandoned: Error {}
        let outcomes = FlowOutcomes<String>()
        #expect(throws: Abandoned.self) {
            try root.performAsOneChange {
                libraryNav.open(FlowOffer<String>(path: "account/signin"), then: outcomes.completion)
                throw Abandoned()
            }
        }
        #expect(root.stackRoutes == [])
        #expect(outcomes.isOnly(.cancelled(.dismissed)))
        // Not a second outcome, nor a first one, at the next unrelated change.
        try root.open(link: "app://library/2")
        #expect(outcomes.received.count == 1)
    }

    @Test func aFlowAnsweredInAOneChangeBodyThatThrowsIsStillAwaited() throws {
        struct Abandoned: Error {}
        let outcomes = awaitSignIn()
        #expect(throws: Abandoned.self) {
            try root.performAsOneChange {
                accountNav.finishFlow(returning: "alice")
                throw Abandoned()
            }
        }
        #expect(outcomes.received.isEmpty)
        #expect(root.awaitedFlows.count == 1)
        accountNav.finishFlow(returning: "bob")
        #expect(outcomes.isOnly(value: "bob"))
    }

    @Test func aFlowAnsweredInAOneChangeHearsItsResultWhenTheChangeIsApplied() throws {
        let outcomes = awaitSignIn()
        var heardDuringBody = true
        root.performAsOneChange {
            accountNav.finishFlow(returning: "alice")
            heardDuringBody = !outcomes.received.isEmpty
        }
        #expect(!heardDuringBody)
        #expect(outcomes.isOnly(value: "alice"))
        #expect(root.stackRoutes == [])
    }

    @Test func aFlowOpenedByLinkIsHeldToTheStackDepthLimit() throws {
        var limits = DeepLinkConfiguration.Limits()
        limits.maxStackDepth = 1
        var registry = ModuleRegistry()
        try registry.register(LibraryModule())
        try registry.register(AccountModule())
        let root = RootCoordinator(registry: registry, configuration: DeepLinkConfiguration(schemes: ["app"], limits: limits))
        let libraryNav = try Navigator<LibraryRoute>(root: root)
        try root.open(link: "app://library/1")
        let outcomes = FlowOutcomes<String>()
        let request = libraryNav.open(FlowOffer<String>(path: "account/signin"), then: outcomes.completion)
        #expect(request == nil)
        #expect(outcomes.isOnly(.refused(.invalidLink(.stackTooDeep(depth: 2, limit: 1)))))
        #expect(root.stackRoutes == [library(.book(id: 1))])
    }

    @Test func aFlowBehindAGateWaitsForSignInThenAnswers() {
        let outcomes = FlowOutcomes<Int>()
        libraryNav.show(.vault, expecting: Int.self, then: outcomes.completion)
        #expect(root.stackRoutes == [account(.signIn)])
        #expect(root.state.pending?.target.stack.first?.awaitedFlow != nil)
        #expect(root.awaitedFlows.count == 1)
        gate.granted.insert(.signedIn)
        accountNav.finishFlow(returning: "alice")
        #expect(root.stackRoutes == [library(.vault)])
        #expect(outcomes.received.isEmpty)
        libraryNav.finishFlow(returning: 3)
        #expect(outcomes.isOnly(value: 3))
    }

    @Test func aFlowBehindAGateWhoseScreenIsDecidedOtherwiseAfterSignInStillAnswers() throws {
        let outcomes = FlowOutcomes<Int>()
        libraryNav.show(.vault, expecting: Int.self, then: outcomes.completion)
        #expect(root.state.pending?.target.stack.last?.awaitedFlow != nil)
        // While the user signs in, the vault's coordinator starts showing book 5 instead.
        let coordinator = try #require(root.coordinator(of: LibraryCoordinator.self, for: "library"))
        coordinator.redirects = [.vault: .book(id: 5)]
        gate.granted.insert(.signedIn)
        accountNav.finishFlow(returning: "alice")
        #expect(root.stackRoutes == [library(.book(id: 5))])
        // Still the flow's layer, though book 5 on its own would be pushed.
        #expect(root.state.currentTab?.stack.last?.presentation.isModal == true)
        #expect(root.awaitedFlows.count == 1)
        #expect(outcomes.received.isEmpty)
        libraryNav.finishFlow(returning: 8)
        #expect(outcomes.isOnly(value: 8))
    }

    @Test func cancellingTheSignInAFlowWaitsForCancelsTheFlow() {
        let outcomes = FlowOutcomes<Int>()
        libraryNav.show(.vault, expecting: Int.self, then: outcomes.completion)
        accountNav.cancelFlow()
        #expect(outcomes.isOnly(.cancelled(.cancelledByFlow)))
        #expect(root.state.pending == nil)
    }

    @Test func restoringStateCancelsEveryAwaitAsRestoredAndKeepsTheScreens() throws {
        try root.open(link: "app://library/1")
        let outcomes = awaitSignIn()
        let saved = try root.saveState()
        // Awaits are not saved: no flow survives a restoration.
        #expect(!String(decoding: saved, as: UTF8.self).contains("flow"))
        try root.restoreState(from: saved)
        #expect(outcomes.isOnly(.cancelled(.restored)))
        #expect(root.stackRoutes == [library(.book(id: 1)), account(.signIn)])
        #expect(root.awaitedFlows.isEmpty)
        accountNav.finishFlow(returning: "alice")
        #expect(root.stackRoutes == [library(.book(id: 1))])
        #expect(outcomes.received.count == 1)
    }

    @Test func savedStateKeepsTheAwaitedScreensButNotTheAwait() throws {
        _ = awaitSignIn()
        #expect(!root.awaitedFlows.isEmpty)
        let data = try root.state.savedData(registry: root.registry)
        let restored = try NavigationState(restoring: data, registry: root.registry)
        #expect(restored.tabs.map { $0.stack.map(\.route) } == root.state.tabs.map { $0.stack.map(\.route) })
        #expect(restored.tabs.map { $0.stack.map(\.presentation) } == root.state.tabs.map { $0.stack.map(\.presentation) })
        #expect(restored.awaitedFlows.isEmpty)
    }

    @Test func releasingTheRootCancelsItsAwaitsAsReleased() async throws {
        var root: RootCoordinator? = try makeRoot()
        let libraryNav = try Navigator<LibraryRoute>(root: try #require(root))
        let task = Task { () -> Result<String, FlowError> in
            do throws(FlowError) {
                return .success(try await libraryNav.open(FlowOffer<String>(path: "account/signin")))
            } catch {
                return .failure(error)
            }
        }
        try await root?.untilFlowIsAwaited()
        root = nil
        #expect(await task.value == .failure(.cancelled(.released)))
    }

    @Test func cancellingTheAwaitingTaskDismissesTheFlow() async throws {
        let task = Task { () -> Result<String, FlowError> in
            do throws(FlowError) {
                return .success(try await libraryNav.open(FlowOffer<String>(path: "account/signin")))
            } catch {
                return .failure(error)
            }
        }
        try await root.untilFlowIsAwaited()
        task.cancel()
        #expect(await task.value == .failure(.cancelled(.taskCancelled)))
        #expect(root.stackRoutes == [])
        #expect(root.awaitedFlows.isEmpty)
    }

    @Test func aTaskCancelledBeforeAwaitingPresentsNothing() async {
        let task = Task { () -> Result<String, FlowError> in
            withUnsafeCurrentTask { $0?.cancel() }
            do throws(FlowError) {
                return .success(try await libraryNav.open(FlowOffer<String>(path: "account/signin")))
            } catch {
                return .failure(error)
            }
        }
        #expect(await task.value == .failure(.cancelled(.taskCancelled)))
        #expect(root.stackRoutes == [])
    }

    // MARK: Several awaits

    @Test func twoModulesAwaitingAtOnceEachGetTheirOwnResult() async throws {
        let fromLibrary = Task { () -> Result<String, FlowError> in
            do throws(FlowError) {
                return .success(try await libraryNav.open(FlowOffer<String>(path: "account/signin")))
            } catch {
                return .failure(error)
            }
        }
        try await root.untilFlowIsAwaited()
        let fromShop = Task { () -> Result<Int, FlowError> in
            do throws(FlowError) {
                return .success(try await shopNav.open(FlowOffer<Int>(path: "account/register")))
            } catch {
                return .failure(error)
            }
        }
        try await root.untilFlowIsAwaited(by: "shop")
        #expect(root.awaitedFlows.map(\.requester) == ["library", "shop"])
        accountNav.finishFlow(returning: 5)
        #expect(await fromShop.value == .success(5))
        #expect(root.awaitedFlows.map(\.requester) == ["library"])
        accountNav.finishFlow(returning: "alice")
        #expect(await fromLibrary.value == .success("alice"))
    }

    @Test func dismissingALowerFlowCancelsTheFlowsAboveIt() throws {
        let lower = awaitSignIn()
        let upper = FlowOutcomes<Int>()
        shopNav.open(FlowOffer<Int>(path: "account/register"), then: upper.completion)
        let layer = try #require(root.state.currentTab?.layers.dropFirst().first)
        try root.perform(.writeBack(.layerDismissed(layer.id)))
        #expect(lower.isOnly(.cancelled(.dismissed)))
        #expect(upper.isOnly(.cancelled(.dismissed)))
    }

    @Test func cancellingARequestByItsIdentifierDismissesOnlyItsLayer() throws {
        let lower = awaitSignIn()
        let upper = FlowOutcomes<Int>()
        let request = try #require(shopNav.open(FlowOffer<Int>(path: "account/register"), then: upper.completion))
        try root.perform(.cancelAwaitedFlow(request))
        #expect(upper.isOnly(.cancelled(.cancelledByFlow)))
        #expect(lower.received.isEmpty)
        #expect(root.stackRoutes == [account(.signIn)])
    }
}
