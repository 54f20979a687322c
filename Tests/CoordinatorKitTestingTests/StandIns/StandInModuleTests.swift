import CoordinatorKit
import CoordinatorKitTesting
import Testing

@MainActor
struct StandInModuleTests {
    enum KitchenTag {}
    enum OtherKitchenTag {}

    /// A stand-in with a root, a route that takes an id and a guarded route.
    let kitchen = StandInModule<KitchenTag>(
        segment: "kitchen", tab: TabDescriptor(title: "Kitchen", systemImage: "frying.pan"),
        routes: [
            .route("counter", path: []),
            .route("timer", path: ["timer"], takesID: true),
            .route("journal", path: ["journal", "entries"], requirements: [.signedIn]),
        ])

    @Test func everyStandInRoundTrips() {
        #expect(roundTripProblems(of: kitchen) == [])
        #expect(roundTripProblems(of: StandInModule.home) == [])
        #expect(roundTripProblems(of: StandInModule.auth) == [])
        #expect(roundTripProblems(of: StandInModule.profile) == [])
        #expect(roundTripProblems(of: StandInModule.settings) == [])
    }

    @Test func misusedStandInIsRecordedAsATestIssueWithoutCrashing() {
        withKnownIssue {
            let route = kitchen.route("fridge")
            #expect(!kitchen.sampleRoutes.contains(route))
        }
        withKnownIssue {
            _ = kitchen.route("timer")
        }
        withKnownIssue {
            let empty = StandInModule<OtherKitchenTag>(segment: "empty", routes: [])
            #expect(empty.sampleRoutes.count == 1)
        }
    }

    @Test func rootAndSampleRoutesAreReadFromTheDeclarations() {
        #expect(kitchen.rootRoute == kitchen.route("counter"))
        #expect(kitchen.sampleRoutes == [
            kitchen.route("counter"), kitchen.route("timer", id: StandInRouteDeclaration.sampleID),
            kitchen.route("journal"),
        ])
        #expect(kitchen.codec.rules.map(\.pattern) == ["", "timer/{id: Int}", "journal/entries"])
        #expect(StandInModule.auth.rootRoute == StandInModule.auth.route("signIn"))
    }

    @Test func routesCarryTheirDeclaredPresentationAndRequirements() {
        let signIn = StandInModule.auth.route("signIn")
        #expect(signIn.presentation == .fullScreenCover)
        #expect(signIn.requirements == [])
        #expect(kitchen.route("journal").requirements == [.signedIn])
        #expect(kitchen.route("timer", id: 3).presentation == .push)
        #expect(StandInModule.profile.sampleRoutes.map(\.requirements) == [[.signedIn], [.signedIn]])
    }

    @Test func aRouteThatDiffersFromItsDeclarationDoesNotPrint() {
        let pushedSignIn = StandInRoute<StandInTag.Auth>(name: "signIn")
        #expect(StandInModule.auth.codec.components(for: pushedSignIn) == nil)
        let unguardedTimer = StandInRoute<KitchenTag>(name: "timer", id: 3, requirements: [.signedIn])
        #expect(kitchen.codec.components(for: unguardedTimer) == nil)
    }

    @Test func readyMadeStandInsRegisterTogether() throws {
        let root = try RootCoordinator.testing(
            StandInModule.home, StandInModule.profile, StandInModule.settings, StandInModule.auth, kitchen,
            schemes: ["app"])
        #expect(root.registry.modules.map(\.id) == ["home", "profile", "settings", "auth", "kitchen"])
        #expect(root.registry.tabModules.map(\.id) == ["home", "profile", "settings", "kitchen"])
    }

    @Test func standInsSharingATagAreRejectedByTheRegistry() throws {
        let other = StandInModule<KitchenTag>(segment: "larder", routes: [.route("shelf", path: [])])
        var registry = ModuleRegistry()
        try registry.register(kitchen)
        #expect(
            throws: RegistrationError.duplicateRouteType(
                String(describing: StandInRoute<KitchenTag>.self), claimedBy: "kitchen", rejected: "larder")
        ) {
            try registry.register(other)
        }
        try registry.register(StandInModule<OtherKitchenTag>(segment: "larder", routes: [.route("shelf", path: [])]))
        #expect(registry.modules.map(\.id) == ["kitchen", "larder"])
    }

    @Test func aLinkResolvesToTheRouteTheModuleBuilds() throws {
        let root = try RootCoordinator.testing(StandInModule.home, kitchen, schemes: ["app"])
        try root.open(link: "app://kitchen/timer/7")
        #expect(root.state.selectedTab == "kitchen")
        #expect(root.state.currentTab?.root.route == kitchen.anyRoute("counter"))
        #expect(root.stackRoutes == [kitchen.anyRoute("timer", id: 7)])
        #expect(root.currentURL?.absoluteString == "app://kitchen/timer/7")
    }

    @Test func standInSignInIsCoveredOverTheCurrentTab() throws {
        let root = try RootCoordinator.testing(StandInModule.home, StandInModule.auth, schemes: ["app"])
        try root.open(link: "app://auth/signin")
        #expect(root.state.selectedTab == "home")
        #expect(root.state.topEntry == NavigationEntry(
            route: StandInModule.auth.anyRoute("signIn"), presentation: .fullScreenCover))
    }

    @Test func guardedStandInRoutesWaitForTheGate() throws {
        let gate = TestAccessGate(grantingRoutes: [.signedIn: StandInModule.auth.route("signIn")])
        let root = try RootCoordinator.testing(
            StandInModule.home, StandInModule.profile, StandInModule.auth, schemes: ["app"], gate: gate)
        try root.open(link: "app://profile/orders")
        #expect(root.state.currentTab?.root.route == StandInModule.home.anyRoute("feed"))
        #expect(root.stackRoutes == [StandInModule.auth.anyRoute("signIn")])
        #expect(root.state.pending?.target.stack.map(\.route) == [StandInModule.profile.anyRoute("orders")])
    }

    @Test func aRouteDeclaredToHoldLinksHoldsALinkUntilItHasGone() throws {
        enum TillTag {}
        let till = StandInModule<TillTag>(
            segment: "till", tab: TabDescriptor(title: "Till", systemImage: "cart"),
            routes: [.route("basket", path: []), .route("payment", path: ["payment"], holdsLinks: true)])
        #expect(till.route("payment").holdsLinks)
        #expect(!till.route("basket").holdsLinks)
        let root = try RootCoordinator.testing(till, kitchen, schemes: ["app"])
        try root.open(link: "app://till/payment")
        try root.open(link: "app://kitchen/timer/7")
        #expect(root.stackRoutes == [till.anyRoute("payment")])
        try root.perform(.pop)
        #expect(root.state.selectedTab == "kitchen")
        #expect(root.stackRoutes == [kitchen.anyRoute("timer", id: 7)])
    }

    @Test func everyRouteIsShownAsABlankScreenTitledWithTheRoute() throws {
        let root = try RootCoordinator.testing(kitchen, schemes: ["app"])
        try root.open(link: "app://kitchen/timer/7")
        let screen = try #require(root.topScreen(of: type(of: kitchen)))
        #expect(screen.title == "timer(7)")
        #expect(kitchen.anyRoute("journal").description == "kitchen.journal")
    }
}
