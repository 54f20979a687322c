import CoordinatorKit
import CoordinatorKitTestModules
import CoordinatorKitTesting
import Foundation
import Testing

@MainActor
struct RootCoordinatorLinkTests {
    @Test func launchStateSelectsTheFirstTabAtItsRoot() throws {
        let root = try makeRoot()
        #expect(root.state.selectedTab == "library")
        #expect(root.state.tabs.map(\.id) == ["library", "shop"])
        #expect(root.state.currentTab?.root.route == library(.shelf))
        #expect(root.stackRoutes.isEmpty)
    }

    @Test func linkSelectsTheTabOfItsModuleAndReplacesItsStack() throws {
        let root = try makeRoot()
        try root.open(link: "app://library/42")
        try root.open(link: "app://shop/promo/WINTER")
        #expect(root.state.selectedTab == "shop")
        #expect(root.stackRoutes == [shop(.promo(code: "WINTER"))])
        try root.open(link: "app://library/7")
        #expect(root.stackRoutes == [library(.book(id: 7))])
    }

    @Test func linkCrossingTwoModulesBuildsOneStackInOrder() throws {
        let root = try makeRoot()
        let id = UUID()
        try root.open(link: "app://library/42/chapters/3/shop/gift?id=\(id.uuidString)&count=2")
        #expect(root.state.selectedTab == "library")
        #expect(root.stackRoutes == [library(.chapter(book: 42, number: 3)), shop(.item(kind: .gift, id: id, count: 2))])
    }

    @Test func moduleNamedWithoutFurtherSegmentsShowsItsRoot() throws {
        let root = try makeRoot()
        try root.open(link: "app://library/42/shop")
        #expect(root.stackRoutes == [library(.book(id: 42)), shop(.catalog)])
    }

    @Test func moduleWithoutTabIsPresentedOverTheCurrentTab() throws {
        let root = try makeRoot()
        try root.open(link: "app://shop/promo/A")
        try root.open(link: "app://account/register")
        #expect(root.state.selectedTab == "shop")
        let stack = try #require(root.state.currentTab?.stack)
        #expect(stack.map(\.route) == [shop(.promo(code: "A")), account(.register)])
        #expect(stack.last?.presentation == .fullScreenCover)
    }

    @Test func aliasStandsForItsModuleAndSegments() throws {
        let root = try makeRoot()
        let id = UUID()
        try root.open(link: "app://item?id=\(id.uuidString)&count=5")
        #expect(root.state.selectedTab == "shop")
        #expect(root.stackRoutes == [shop(.item(kind: .item, id: id, count: 5))])
    }

    @Test func emptyPathReturnsToTheRootOfTheCurrentTab() throws {
        let root = try makeRoot()
        try root.open(link: "app://shop/promo/A/account/signin")
        try root.open(link: "app:///")
        #expect(root.state.selectedTab == "shop")
        #expect(root.state.currentTab?.root.route == shop(.catalog))
        #expect(root.stackRoutes.isEmpty)
    }

    @Test func aValueAfterAWordThatIsAModulesNameIsReadAsTheValueAndPrintsBack() throws {
        let root = try makeRoot()
        try root.open(link: "app://shop/promo/library")
        #expect(root.state.selectedTab == "shop")
        #expect(root.stackRoutes == [shop(.promo(code: "library"))])
        #expect(root.currentURL?.absoluteString == "app://shop/promo/library")
        // Where a shorter reading exists, the module's name still hands the link on.
        try root.open(link: "app://shop/promo/A/library/42")
        #expect(root.stackRoutes == [shop(.promo(code: "A")), library(.book(id: 42))])
    }

    @Test func universalLinkResolvesLikeACustomSchemeLink() throws {
        let root = try makeRoot()
        try root.open(URL(string: "https://example.com/library/42")!)
        #expect(root.stackRoutes == [library(.book(id: 42))])
    }

    @Test func coordinatorDecidesTheDestinationOfEveryLinkedRoute() throws {
        let root = try makeRoot()
        let coordinator = try #require(root.coordinator(of: LibraryCoordinator.self, for: "library"))
        coordinator.redirects[.book(id: 13)] = .search(query: "thirteen")
        try root.open(link: "app://library/13")
        #expect(root.stackRoutes == [library(.search(query: "thirteen"))])
    }

    @Test(arguments: [
        ("app://library/nope", NavigationError.invalidLink(.invalidParameter(name: "id", value: "nope", position: 1, expected: "Int"))),
        ("app://cinema", .invalidLink(.unknownSegment("cinema", position: 0, expected: ["account", "item", "library", "shop"]))),
        ("app://library/42/cinema", .invalidLink(.unknownSegment(
            "cinema", position: 2,
            expected: ["search", "vault", "{id: Int}", "{book: Int}", "account", "item", "library", "shop"]))),
        ("app://shop/gift?id=not-a-uuid", .invalidLink(.invalidQueryValue(key: "id", value: "not-a-uuid", expected: "UUID"))),
        ("ftp://library", .invalidLink(.unsupportedScheme("ftp", accepted: ["app", "https"]))),
        ("https://evil.example/library", .invalidLink(.unsupportedHost("evil.example", accepted: ["example.com"]))),
        ("app://library/" + String(repeating: "9", count: 3000), .invalidLink(.tooLong(length: 3014, limit: 2048))),
        ("app://" + Array(repeating: "library", count: 40).joined(separator: "/"), .invalidLink(.tooManySegments(count: 40, limit: 32))),
    ])
    func rejectedLinkThrowsItsOwnErrorAndChangesNothing(link: String, expected: NavigationError) throws {
        let root = try makeRoot()
        try root.open(link: "app://library/42/shop/promo/X")
        let before = root.state
        #expect(throws: expected) {
            try root.open(link: link)
        }
        #expect(root.state == before)
    }

    @Test func linkIntoALeftOutModuleSaysSo() throws {
        var registry = ModuleRegistry()
        try registry.register(LibraryModule())
        registry.declareAbsent(module: "Shop", segments: ["shop", "item"])
        let root = RootCoordinator(registry: registry, configuration: DeepLinkConfiguration(schemes: ["app"]))
        #expect(throws: NavigationError.invalidLink(.moduleNotInApp(segment: "shop", position: 0, module: "Shop"))) {
            try root.open(link: "app://shop")
        }
    }

    @Test func appliedLinkIsOneObservedChangeAndOneEvent() throws {
        let root = try makeRoot()
        let probe = ObservationProbe(root)
        let log = EventLog(root)
        try root.open(link: "app://shop/promo/A/library/42/chapters/3/account/register")
        let events = log.changes
        #expect(probe.changeCount == 1)
        #expect(log.events.count == 1)
        #expect(events.first?.cause == .command(.openLink("app://shop/promo/A/library/42/chapters/3/account/register")))
        #expect(events.first?.oldLink == "app://library")
        #expect(events.first?.newLink == "app://shop/promo/A/library/42/chapters/3/account/register")
        try root.open(link: "app://library")
        #expect(probe.changeCount == 2)
        #expect(log.changes.count == 2)
        #expect(log.events.count == 2)
    }

    @Test func rejectedLinkIsNoObservedChange() throws {
        let root = try makeRoot()
        let probe = ObservationProbe(root)
        _ = try? root.open(link: "app://library/nope")
        #expect(probe.changeCount == 0)
    }

    @Test func removedObserverHearsNothing() throws {
        let root = try makeRoot()
        var count = 0
        let token = root.observe { _ in count += 1 }
        root.removeObserver(token)
        try root.open(link: "app://shop")
        #expect(count == 0)
    }

    @Test(arguments: [
        "app://library/42/chapters/3",
        "app://shop/gift?id=9A1B3C4D-0000-4000-8000-00000000002A&count=5",
        "app://library/42/shop/promo/A/account/reset?email=a@b.c",
        "app://library/search?q=sea%20%26%20sky",
        "app://shop/account/signin/register",
    ])
    func currentStatePrintsToALinkThatResolvesToTheSameState(link: String) throws {
        let root = try makeRoot()
        try root.open(link: link)
        let reached = root.state
        let printed = try #require(root.currentURL?.absoluteString)
        let fresh = try makeRoot()
        try fresh.open(link: printed)
        #expect(fresh.state == reached)
    }
}
