import CoordinatorKit
import CoordinatorKitTestModules
import CoordinatorKitTesting
import Testing

/// A screen whose route holds links (`Route.holdsLinks`, the test Shop's checkout) keeps a
/// full link arriving while it is on the selected tab waiting: the state stays as it is,
/// `pendingLookup` names the link, and the link opens as its own change once the screen
/// has gone — finished, cancelled or dismissed.
@MainActor
struct HeldLinkTests {
    func outcome(_ delivery: LinkDelivery) -> String {
        "\(delivery.link) \(delivery.error.map { "\($0)" } ?? "opened")"
    }

    /// A root showing the checkout sheet over the shop's catalog.
    func rootInCheckout() throws -> RootCoordinator {
        let root = try makeRoot()
        try root.open(link: "app://shop/checkout")
        #expect(root.stackRoutes == [shop(.checkout)])
        return root
    }

    @Test func aLinkArrivingDuringCheckoutWaitsAndOpensWhenCheckoutHasGone() throws {
        let root = try rootInCheckout()
        let before = root.state
        var changes: [NavigationChange] = []
        var deliveries: [LinkDelivery] = []
        root.observe { event in
            if case .changed(let change) = event { changes.append(change) }
            if case .delivered(let delivery) = event { deliveries.append(delivery) }
        }

        try root.open(link: "app://library/7")
        #expect(root.state == before)
        #expect(root.pendingLookup?.isHeld == true)
        #expect(root.pendingLookup?.link == "app://library/7")
        #expect(changes.isEmpty)

        try root.perform(.dismiss)
        #expect(root.pendingLookup == nil)
        #expect(root.stackRoutes == [library(.book(id: 7))])
        #expect(changes.map(\.cause) == [
            .command(.dismiss), .command(.openLink("app://library/7", placement: .owningTab)),
        ])
        #expect(deliveries.map(outcome) == ["app://library/7 opened"])
    }

    @Test func aNewerLinkReplacesTheWaitingOneWhichIsReportedAsReplaced() throws {
        let root = try rootInCheckout()
        var deliveries: [LinkDelivery] = []
        root.observe { event in
            if case .delivered(let delivery) = event { deliveries.append(delivery) }
        }
        try root.open(link: "app://library/7")
        try root.open(link: "app://library/8")
        #expect(root.pendingLookup?.link == "app://library/8")
        try root.perform(.dismiss)
        #expect(root.stackRoutes == [library(.book(id: 8))])
        #expect(deliveries.map(outcome) == [
            "app://library/7 \(NavigationError.invalidLink(.lookupCancelled(key: "app://library/7")))",
            "app://library/8 opened",
        ])
    }

    @Test func aMalformedLinkIsRefusedAtOnceAndNothingWaits() throws {
        let root = try rootInCheckout()
        let before = root.state
        #expect(throws: NavigationError.self) { try root.open(link: "app://nowhere/1") }
        #expect(root.pendingLookup == nil)
        #expect(root.state == before)
    }

    @Test func pathsAreTheAppsOwnAndAreNeverHeld() throws {
        let root = try rootInCheckout()
        try root.open(path: "library/7")
        #expect(root.pendingLookup == nil)
        #expect(root.stackRoutes == [library(.book(id: 7))])
    }

    @Test func aLinkWaitsWhileMoreScreensArePushedInTheCheckoutAndOpensOnceItHasGone() throws {
        let root = try rootInCheckout()
        try root.open(link: "app://library/7")
        try root.show(ShopRoute.promo(code: "PAY"))
        #expect(root.pendingLookup?.isHeld == true)
        try root.perform(.goBack)
        #expect(root.pendingLookup?.isHeld == true)
        try root.perform(.dismiss)
        #expect(root.stackRoutes == [library(.book(id: 7))])
    }

    @Test func cancellingTheWaitingLinkDropsIt() throws {
        let root = try rootInCheckout()
        try root.open(link: "app://library/7")
        root.cancelPendingLookup()
        #expect(root.pendingLookup == nil)
        try root.perform(.dismiss)
        #expect(root.stackRoutes == [])
    }

    @Test func waitingForTheLookupEndsWhenTheHeldLinkOpens() async throws {
        let root = try rootInCheckout()
        try root.open(link: "app://library/7")
        let wait = Task { await root.waitForLookup() }
        try root.perform(.dismiss)
        await wait.value
        #expect(root.stackRoutes == [library(.book(id: 7))])
    }

    @Test func theInboxDeliversALinkSentDuringCheckoutOnceCheckoutHasGone() async throws {
        let root = try rootInCheckout()
        let receipt = try root.inbox.send(link: "app://library/7")
        var delivered: [LinkDelivery] = []
        root.observe { event in
            if case .delivered(let delivery) = event { delivered.append(delivery) }
        }
        while root.pendingLookup == nil { await Task.yield() }
        #expect(root.stackRoutes == [shop(.checkout)])
        try root.perform(.dismiss)
        await root.inbox.waitUntilDelivered()
        #expect(root.stackRoutes == [library(.book(id: 7))])
        #expect(delivered.map(outcome) == ["app://library/7 opened"])
        #expect(delivered.map(\.receipt) == [receipt])
    }

    @Test func aLookupAnsweredOnceCheckoutShowsIsHeldAndReportedOnceWhenItOpens() async throws {
        let lookup = ScriptedLookup()
        let root = try makeRoot()
        root.linkTranslation = LinkTranslation(
            rewrite: { $0.link.segments.first == "s" ? .lookUp($0.link.segments[1]) : .keep }, lookup: lookup.lookup)
        var deliveries: [String] = []
        root.observe { if case .delivered(let delivery) = $0 { deliveries.append(outcome(delivery)) } }
        try root.open(link: "app://s/seven")
        try root.show(ShopRoute.checkout)
        lookup.answer("seven", with: .success("library/7"))
        await root.waitForLookup()
        #expect(root.pendingLookup?.isHeld == true)
        #expect(deliveries == [])
        let wait = Task { await root.waitForLookup() }
        try root.perform(.dismiss)
        await wait.value
        await root.waitForLookup()  // the link, let go, is looked up again
        #expect(root.stackRoutes == [library(.book(id: 7))])
        #expect(deliveries == ["app://s/seven opened"])
    }
}
