import CoordinatorKit
import CoordinatorKitRendering
import CoordinatorKitTestModules
import CoordinatorKitTesting
import Testing

/// Random links, actions and write-backs through the root and a transition player, with
/// signals delivered on time, late or lost.
@MainActor
struct BindingPropertyTests {
    static let links = [
        "app://library", "app://library/1", "app://library/1/2", "app://library/vault", "app://library/1/vault",
        "app://library/1/account/signin/register", "app://library/search?q=a", "app://shop", "app://shop/promo/X",
        "app://account/register", "app://account/reset?email=a@b.c", "app://library/2/chapters/3",
    ]
    static let alerts = [
        AlertState(id: AlertState.ID(rawValue: "leave"), title: "Leave?", buttons: [.init("Leave", action: AlertState.Action(rawValue: "leave")), .init("Stay", action: AlertState.Action(rawValue: "stay"))]),
        AlertState(id: AlertState.ID(rawValue: "done"), style: .confirmationDialog, title: "Done", buttons: [.init("OK", action: AlertState.Action(rawValue: "ok"))]),
    ]

    @Test(arguments: [UInt64(11), 2026])
    func threeHundredRandomStepsAlwaysSettleOnTheTargetShowingOnlyWhatSwiftUICouldShow(seed: UInt64) throws {
        try runSteps(seed: seed, flows: nil)
    }

    /// The same walk with coordinators awaiting flows' results and flows answering,
    /// cancelling or being taken away: after every step, each await that is no longer in
    /// the state has ended exactly once, and each one still in it has not ended.
    @Test(arguments: [UInt64(7), 14])
    func everyAwaitedFlowEndsExactlyOnceInThreeHundredRandomSteps(seed: UInt64) throws {
        let ledger = FlowLedger()
        try runSteps(seed: seed, flows: ledger)
        #expect(ledger.requests.count > 20)
        #expect(ledger.results > 0)
        #expect(ledger.cancellations > 0)
    }

    private func runSteps(seed: UInt64, flows: FlowLedger?) throws {
        var random = SeededGenerator(seed: seed)
        let harness = try PlaybackHarness()
        var staleWriteBacks: [WriteBack] = []
        let navigators = try flows.map { _ in try FlowNavigators(root: harness.root) }

        for step in 0..<300 {
            try operate(harness, &random, stale: &staleWriteBacks, flows: flows, navigators)
            var rounds = 0
            while harness.player.batchInFlight != nil, rounds < 40 {
                rounds += 1
                if Int.random(in: 0..<5, using: &random) == 0 {
                    try operate(harness, &random, stale: &staleWriteBacks, flows: flows, navigators)
                }
                harness.finishBatchInFlight(
                    timing: Int.random(in: 0..<3, using: &random),
                    lateBy: .milliseconds(Int.random(in: 0..<600, using: &random)))
            }
            // Signals stop: only the clock runs.
            harness.clock.advance(by: PlaybackHarness.fallback * 3)

            #expect(rounds < 40, "step \(step): the player did not settle")
            #expect(harness.player.isSettled, "step \(step)")
            #expect(harness.player.displayed == harness.root.state, "step \(step)")
            #expect(harness.guardedScreensOnDisplay.isEmpty, "step \(step)")
            #expect(harness.projectionsMatchDisplayed, "step \(step)")
            #expect(harness.violations.isEmpty, "step \(step): \(harness.violations)")
            if let flows {
                let broken = flows.brokenPromises(awaited: harness.root.state.awaitedFlows)
                #expect(broken.isEmpty, "step \(step): \(broken)")
            }
            if !harness.violations.isEmpty || !harness.player.isSettled { break }
        }
        if let flows {
            for flow in harness.root.awaitedFlows {
                try harness.root.perform(.cancelAwaitedFlow(flow.id))
            }
            #expect(flows.brokenPromises(awaited: []).isEmpty)
            return
        }
        #expect(harness.batchCount > 100)
        #expect(harness.player.statistics.fallbacks > 0)
        #expect(harness.player.statistics.writeBacks > 0)
    }

    private func operate(
        _ harness: PlaybackHarness, _ random: inout SeededGenerator, stale: inout [WriteBack],
        flows: FlowLedger? = nil, _ navigators: FlowNavigators? = nil
    ) throws {
        let root = harness.root
        if let flows, let navigators, Int.random(in: 0..<4, using: &random) == 0 {
            try operateFlows(navigators, flows, &random)
            return
        }
        switch Int.random(in: 0..<20, using: &random) {
        case 0..<4:
            if let link = Self.links.randomElement(using: &random) {
                try? root.open(link: link)
            }
        case 4: try? root.show(LibraryRoute.book(id: Int.random(in: 1...3, using: &random)))
        case 5: try? root.show(LibraryRoute.vault)
        case 6: try? root.show(LibraryRoute.search(query: "s"), as: .sheet)
        case 7: try? root.show(AccountRoute.register, as: .bottomSheet(detents: [.medium, .large]))
        case 8:
            let commands: [NavigationCommand] = [.pop, .goBack, .dismiss, .popToRoot, .dismissAll]
            if let command = commands.randomElement(using: &random) { try perform(command, on: root) }
        case 9: try? root.perform(.selectTab( Bool.random(using: &random) ? "library" : "shop"))
        case 10:
            if let alert = Self.alerts.randomElement(using: &random) { try perform(.showAlert(alert), on: root) }
        case 11:
            harness.gate.granted.insert(.signedIn)
            if Bool.random(using: &random) { try perform(.finishFlow(of: "account"), on: root) } else { try root.perform(.accessDidChange) }
        case 12:
            harness.gate.granted.remove(.signedIn)
            try root.perform(.accessDidChange)
        case 13:
            if let old = stale.randomElement(using: &random) { try root.perform(.writeBack(old)) }
        default:
            if let writeBack = displayedWriteBack(harness, &random) {
                try root.perform(.writeBack(writeBack))
                stale.append(writeBack)
                if case .alertAnswered(let alert, _) = writeBack, Bool.random(using: &random) {
                    try root.perform(.writeBack(.alertDismissed(alert)))
                } else if case .alertDismissed(let alert) = writeBack, let action = alert.alert.buttons.first?.action,
                    Bool.random(using: &random)
                {
                    try root.perform(.writeBack(.alertAnswered(alert, action: action)))
                }
            }
        }
    }

    /// Performs `command`; the same command again while its change still plays is a double
    /// tap the root drops, which changes nothing.
    private func perform(_ command: NavigationCommand, on root: RootCoordinator) throws(NavigationError) {
        let before = root.state
        do {
            try root.perform(command)
        } catch .repeatedWhilePlaying {
            #expect(root.state == before)
        }
    }

    /// Starts, answers or cancels an awaited flow.
    private func operateFlows(_ navigators: FlowNavigators, _ ledger: FlowLedger, _ random: inout SeededGenerator) throws {
        switch Int.random(in: 0..<7, using: &random) {
        case 0:
            ledger.request { navigators.library.open(FlowOffer<String>(path: "account/signin"), then: $0) }
        case 1:
            ledger.request { navigators.shop.open(FlowOffer<String>(path: "account/register"), then: $0) }
        case 2:
            ledger.request { navigators.library.show(.search(query: "s"), expecting: String.self, then: $0) }
        case 3:
            ledger.request { navigators.library.show(.vault, expecting: String.self, then: $0) }
        case 4:
            if Bool.random(using: &random) {
                navigators.account.finishFlow(returning: "answer")
            } else if Bool.random(using: &random) {
                navigators.library.finishFlow(returning: "found")
            } else {
                navigators.library.finishFlow(returning: 42)
            }
        case 5:
            navigators.account.cancelFlow()
        default:
            if let flow = navigators.root?.awaitedFlows.randomElement(using: &random) {
                try navigators.root?.perform(.cancelAwaitedFlow(flow.id))
            }
        }
    }

    /// A write-back the user could make on what the display shows.
    private func displayedWriteBack(_ harness: PlaybackHarness, _ random: inout SeededGenerator) -> WriteBack? {
        let display = harness.player.display
        guard let selected = display.selectedTab, let tab = display.tab(selected),
            let layer = tab.layers.randomElement(using: &random)
        else { return nil }
        switch Int.random(in: 0..<5, using: &random) {
        case 0:
            guard !layer.path.isEmpty else { return nil }
            return .path(Array(layer.path.prefix(Int.random(in: 0..<layer.path.count, using: &random))), of: layer.id)
        case 1:
            return layer.id.index > 0 ? .layerDismissed(layer.id) : nil
        case 2:
            return layer.detents.randomElement(using: &random).map { .detentSelected($0, of: layer.id) }
        case 3:
            guard let alert = tab.layers.compactMap(\.alert).first else { return nil }
            guard Bool.random(using: &random) else { return .alertDismissed(alert) }
            return alert.alert.buttons.randomElement(using: &random).map { .alertAnswered(alert, action: $0.action) }
        default:
            return display.tabs.randomElement(using: &random).map { .tabSelected($0.id) }
        }
    }
}

/// The navigators of the test modules, acting on one root as their coordinators would.
@MainActor
struct FlowNavigators {
    let library: Navigator<LibraryRoute>
    let shop: Navigator<ShopRoute>
    let account: Navigator<AccountRoute>
    weak var root: RootCoordinator?

    init(root: RootCoordinator) throws {
        library = try Navigator(root: root)
        shop = try Navigator(root: root)
        account = try Navigator(root: root)
        self.root = root
    }
}

/// Every await started in a walk and how many outcomes each received.
@MainActor
final class FlowLedger {
    /// Each request in order: the root's identifier (`nil` when refused) and its outcomes.
    private(set) var requests: [(id: FlowRequestID?, outcomes: Int)] = []
    private(set) var results = 0
    private(set) var cancellations = 0
    private(set) var mismatches = 0

    /// Starts an await through `start`, counting what reaches its completion.
    func request(_ start: (@escaping @MainActor @Sendable (Result<String, FlowError>) -> Void) -> FlowRequestID?) {
        let index = requests.count
        requests.append((nil, 0))
        let id = start { [self] outcome in
            requests[index].outcomes += 1
            switch outcome {
            case .success: results += 1
            case .failure(.cancelled): cancellations += 1
            case .failure(.mismatchedResult): mismatches += 1
            case .failure(.refused): break
            }
        }
        requests[index].id = id
    }

    /// The requests that broke the promise: ended more than once, not ended though no
    /// longer awaited, or ended though still awaited.
    func brokenPromises(awaited: [AwaitedFlow]) -> [String] {
        let live = Set(awaited.map(\.id))
        return requests.enumerated().compactMap { index, request in
            let isLive = request.id.map(live.contains) ?? false
            let expected = isLive ? 0 : 1
            return request.outcomes == expected ? nil : "request \(index) (\(request.id.map(String.init(describing:)) ?? "refused")): \(request.outcomes) outcomes, live: \(isLive)"
        }
    }
}
