import CoordinatorKit
import CoordinatorKitTestModules
import CoordinatorKitTesting
import CoordinatorKitTooling
import Testing

/// How many coordinators a ``CountedModule`` made.
@MainActor
final class CoordinatorTally {
    var made = 0
}

enum CountedRoute: Route {
    case home
    case item(id: Int)
}

/// Shows item 14 when item 13 is asked for: a decision from data, made by the coordinator.
@MainActor
final class CountedCoordinator: ModuleCoordinator {
    func destination(for route: CountedRoute) -> CountedRoute {
        route == .item(id: 13) ? .item(id: 14) : route
    }
    func screen(for route: CountedRoute) -> StandInScreen { StandInScreen(title: "\(route)") }
}

/// A module whose coordinator factory counts what it makes.
struct CountedModule: FeatureModule {
    let tally: CoordinatorTally
    var segment: String { "counted" }
    var tab: TabDescriptor? { TabDescriptor(title: "Counted", systemImage: "number") }
    var rootRoute: CountedRoute { .home }
    var codec: DeepLinkCodec<CountedRoute> {
        let home = DeepLinkRule<CountedRoute>(.home, path: [])
        let item = DeepLinkRule("item", path: "items" / PathParameter<Int>("id"), parse: { CountedRoute.item(id: $0) })
        return DeepLinkCodec([home, item]) { route in
            switch route {
            case .home: home.link()
            case .item(let id): item.link(id)
            }
        }
    }
    func makeCoordinator(navigator: Navigator<CountedRoute>, dependencies: Dependencies) -> CountedCoordinator {
        tally.made += 1
        return CountedCoordinator()
    }
}

@MainActor
struct LinkCheckWithoutCoordinatorsTests {
    @Test func aLinkBeyondTheStackDepthLimitIsRejectedByCheckAsByOpen() throws {
        let root = try makeRoot()
        let link = "app://library" + String(repeating: "/1", count: 25)
        let error = NavigationError.invalidLink(.stackTooDeep(depth: 25, limit: 24))
        guard case .rejected(let refusal) = root.check(link).outcome else {
            Issue.record("check accepted a link open refuses")
            return
        }
        #expect(refusal == error)
        #expect(throws: error) { try root.open(link: link) }
    }

    @Test func checkingLinksMakesNoCoordinatorAndOpeningOneMakesOne() throws {
        let tally = CoordinatorTally()
        let root = try RootCoordinator.testing(CountedModule(tally: tally), LibraryModule())
        let checks = ["app://counted/items/7", "app://counted", "app://library/42/counted/items/13", "app://counted/nope"]
            .map(root.check)
        #expect(checks.map(\.isAccepted) == [true, true, true, false])
        #expect(tally.made == 0)

        try root.open(link: "app://counted/items/7")
        #expect(tally.made == 1)
        try root.open(link: "app://counted/items/8")
        #expect(tally.made == 1)
    }

    @Test func checkReportsTheRouteAsAskedAndOpeningAppliesTheCoordinatorsDecision() throws {
        let root = try RootCoordinator.testing(CountedModule(tally: CoordinatorTally()))
        let check = root.check("app://counted/items/13")
        guard case .lands(let tab, let screens, _) = check.outcome else {
            Issue.record("Expected the link to land; got \(check.outcome).")
            return
        }
        #expect(tab == "counted")
        #expect(screens.map(\.route) == [AnyRoute(CountedRoute.home, module: "counted"), AnyRoute(CountedRoute.item(id: 13), module: "counted")])

        try root.open(link: "app://counted/items/13")
        #expect(root.stackRoutes == [AnyRoute(CountedRoute.item(id: 14), module: "counted")])
    }
}

@MainActor
struct LinkCheckTests {
    @Test func checkSaysWhereALinkLandsWithoutApplyingIt() throws {
        let root = try makeRoot(gate: TestAccessGate(grantingRoutes: [.signedIn: AccountRoute.signIn]))
        let before = root.state
        let result = root.check("app://library/7/vault")
        guard case .lands(let tab, let screens, let requirement) = result.outcome else {
            Issue.record("expected the link to land, got \(result.outcome)")
            return
        }
        #expect(tab == "library")
        #expect(screens.map(\.route) == [library(.shelf), library(.book(id: 7)), library(.vault)])
        #expect(requirement == .signedIn)
        #expect(root.state == before)
        #expect(!root.check("app://library/x").isAccepted)
        #expect(!root.check("ftp://library").isAccepted)
    }

    @Test func linkNeedingWhatNothingGrantsIsRejected() throws {
        let root = try makeRoot(gate: TestAccessGate())
        guard case .rejected(let error) = root.check("app://library/vault").outcome else {
            Issue.record("expected a rejection")
            return
        }
        #expect(error == .accessDenied(.signedIn))
    }

    @Test func checkReadsLinksThroughTheAppsTranslationAndPlacement() throws {
        let root = try makeSocialRoot()
        root.linkTranslation = LinkTranslation(
            rewrite: { $0.link.segments.first == "s" ? .lookUp($0.link.segments.last ?? "") : .keep },
            lookup: { _ in "people" })
        guard case .needsLookup(let key) = root.check("social://s/first").outcome else {
            Issue.record("a slug link should need a lookup")
            return
        }
        #expect(key == "first")
        try root.open(link: "social://timeline/status/a")
        guard case .lands(let tab, let screens, _) = root.check("social://people/ada", placement: .currentTab).outcome
        else {
            Issue.record("the link should land")
            return
        }
        #expect(tab == "timeline")
        #expect(screens.map(\.route) == [timeline(.home), timeline(.status(id: "a")), people(.person(handle: "ada"))])
    }
}
