import CoordinatorKit
import CoordinatorKitTestModules
import CoordinatorKitTesting
import Testing

@MainActor
struct AccessTests {
    let gate = TestAccessGate(grantingRoutes: [.signedIn: AccountRoute.signIn])

    func signIn(_ root: RootCoordinator) throws {
        gate.granted.insert(.signedIn)
        try root.perform(.accessDidChange)
    }

    @Test func guardedLinkWhileSignedOutShowsSignInAndKeepsTheLinkPending() throws {
        let root = try makeRoot(gate: gate)
        try root.open(link: "app://shop/promo/A")
        try root.open(link: "app://library/1/vault")
        #expect(root.state.selectedTab == "shop")
        #expect(root.stackRoutes == [shop(.promo(code: "A")), account(.signIn)])
        #expect(root.state.currentTab?.stack.last?.presentation == .fullScreenCover)
        #expect(root.state.pending?.request == "app://library/1/vault")
        #expect(root.state.pending?.requirement == .signedIn)
    }

    @Test func grantingScreenThatIsItselfGuardedStopsWithATypedError() throws {
        let looping = TestAccessGate(grantingRoutes: [.signedIn: LibraryRoute.vault])
        let root = try makeRoot(gate: looping)
        let before = root.state
        #expect(throws: NavigationError.guardRedirectChainTooLong(requirements: [.signedIn, .signedIn], limit: 4)) {
            try root.open(link: "app://library/1/vault")
        }
        #expect(root.state == before)
    }

    @Test func signingInLandsOnThePendingLinkOnce() throws {
        let root = try makeRoot(gate: gate)
        try root.open(link: "app://library/1/vault")
        let probe = ObservationProbe(root)
        try signIn(root)
        #expect(root.state.selectedTab == "library")
        #expect(root.stackRoutes == [library(.book(id: 1)), library(.vault)])
        #expect(root.state.pending == nil)
        #expect(probe.changeCount == 1)
        try root.perform(.accessDidChange)
        #expect(probe.changeCount == 1)
    }

    @Test func completingTheGateFlowResumesThePendingLink() throws {
        let root = try makeRoot(gate: gate)
        try root.open(link: "app://library/vault")
        gate.granted.insert(.signedIn)
        try root.perform(.finishFlow(of: "account"))
        #expect(root.stackRoutes == [library(.vault)])
        #expect(root.state.pending == nil)
    }

    @Test func completingAFlowWithNothingPendingDismissesItsLayer() throws {
        let root = try makeRoot(gate: gate)
        try root.open(link: "app://library/1/account/signin/register")
        try root.perform(.finishFlow(of: "account"))
        #expect(root.stackRoutes == [library(.book(id: 1))])
    }

    @Test func cancellingGoesBackWhereTheUserWas() throws {
        let root = try makeRoot(gate: gate)
        try root.open(link: "app://shop/promo/A")
        let before = root.state
        try root.open(link: "app://library/vault")
        try root.show(AccountRoute.register)
        try root.perform(.cancelFlow(of: "account"))
        #expect(root.state == before)
    }

    @Test func secondGuardedLinkReplacesThePendingOne() throws {
        let root = try makeRoot(gate: gate)
        try root.open(link: "app://library/1/vault")
        try root.open(link: "app://library/2/vault")
        #expect(root.stackRoutes == [account(.signIn)])
        #expect(root.state.pending?.request == "app://library/2/vault")
        try signIn(root)
        #expect(root.stackRoutes == [library(.book(id: 2)), library(.vault)])
    }

    @Test func unguardedLinkWhilePendingDropsThePendingLink() throws {
        let root = try makeRoot(gate: gate)
        try root.open(link: "app://library/vault")
        try root.open(link: "app://shop/promo/B")
        #expect(root.state.pending == nil)
        #expect(root.state[tab: "library"]?.stack == [])
        try signIn(root)
        #expect(root.stackRoutes == [shop(.promo(code: "B"))])
    }

    @Test func guardedPushWaitsForSignInToo() throws {
        let root = try makeRoot(gate: gate)
        try root.show(LibraryRoute.vault)
        #expect(root.stackRoutes == [account(.signIn)])
        try signIn(root)
        #expect(root.stackRoutes == [library(.vault)])
    }

    @Test func signingOutLeavesGuardedScreens() throws {
        let root = try makeRoot(gate: gate)
        gate.granted.insert(.signedIn)
        try root.open(link: "app://library/1/vault/shop")
        gate.granted.remove(.signedIn)
        try root.perform(.accessDidChange)
        #expect(root.stackRoutes == [library(.book(id: 1))])
    }

    @Test func requirementNothingCanGrantIsRefused() throws {
        let root = try makeRoot(gate: TestAccessGate())
        let before = root.state
        #expect(throws: NavigationError.accessDenied(.signedIn)) {
            try root.open(link: "app://library/vault")
        }
        #expect(root.state == before)
    }

    @Test func restoredGuardedScreensAreLeftWhenTheUserIsSignedOut() throws {
        let signedIn = try makeRoot(gate: TestAccessGate(granted: [.signedIn]))
        try signedIn.open(link: "app://library/1/vault")
        let root = try makeRoot(gate: gate)
        try root.restoreState(from: try signedIn.saveState())
        #expect(root.stackRoutes == [library(.book(id: 1))])
    }
}

@MainActor
struct FlowEndingTests {
    enum VaultTag {}
    let vault = StandInModule<VaultTag>(
        segment: "strongroom", tab: TabDescriptor(title: "Strongroom", systemImage: "lock"),
        routes: [
            .route("door", path: []),
            .route("gold", path: ["gold"], requirements: [.signedIn, AccessRequirement("zz.premium")]),
        ])

    @Test func completingAFlowWhosePendingLinkNeedsWhatNothingGrantsReturnsToTheOrigin() throws {
        let gate = TestAccessGate(grantingRoutes: [.signedIn: AccountRoute.signIn])
        let root = try RootCoordinator.testing(LibraryModule(), vault, AccountModule(), gate: gate)
        try root.open(link: "app://library/3")
        let before = root.state
        try root.open(link: "app://strongroom/gold")
        #expect(root.state.pending?.requirement == .signedIn)
        gate.granted.insert(.signedIn)
        try root.perform(.finishFlow(of: "account"))
        #expect(root.state == before)
    }
}

@MainActor
struct NavigatorTests {
    @Test func navigatorOpensPathsWithoutKnowingTheScheme() throws {
        let root = try makeRoot()
        let navigator = try Navigator<LibraryRoute>(root: root)
        #expect(navigator.open(path: "shop/promo/A") == nil)
        #expect(navigator.state?.selectedTab == "shop")
        #expect(root.stackRoutes == [shop(.promo(code: "A"))])
        let before = root.state
        #expect(navigator.open(path: "cinema") == .invalidLink(.unknownSegment(
            "cinema", position: 0, expected: ["account", "item", "library", "shop"])))
        #expect(root.state == before)
    }

    @Test func navigatorGoesBackWhateverThePresentation() throws {
        let root = try makeRoot()
        try root.open(link: "app://library/1/account/signin")
        let navigator = try Navigator<LibraryRoute>(root: root)
        navigator.goBack()
        #expect(root.stackRoutes == [library(.book(id: 1))])
        navigator.goBack()
        #expect(root.stackRoutes == [])
    }
}
