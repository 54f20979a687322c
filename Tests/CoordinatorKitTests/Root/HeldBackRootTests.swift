import CoordinatorKit
import CoordinatorKitTesting
import Foundation
import Testing

/// A root no tab can stand in for — a one-tab app whose only tab needs sign-in, a
/// one-screen window whose screen does — is held back behind its granting screen: never
/// shown to a user who does not meet its requirement, and shown again once they do.
@MainActor
struct HeldBackRootTests {
    let gate = TestAccessGate(grantingRoutes: [.signedIn: StandInModule.auth.route("signIn")])
    let profile = StandInModule.profile
    let auth = StandInModule.auth

    func makeOneTabRoot() throws -> RootCoordinator {
        try RootCoordinator.testing(StandInModule.profile, StandInModule.auth, gate: gate)
    }

    func signIn(_ root: RootCoordinator) throws {
        gate.granted.insert(.signedIn)
        try root.perform(.accessDidChange)
    }

    func signOut(_ root: RootCoordinator) throws {
        gate.granted.remove(.signedIn)
        try root.perform(.accessDidChange)
    }

    @Test func aOneTabAppSignedOutAtLaunchHoldsItsRootBackBehindSignIn() throws {
        let root = try makeOneTabRoot()
        #expect(root.state.holdsRootBack)
        #expect(root.state.pending?.origin == nil)
        #expect(root.stackRoutes == [auth.anyRoute("signIn")])
        #expect(root.state.currentTab?.stack.first?.presentation == .fullScreenCover)
    }

    @Test func signingOutOfAOneTabAppTakesItsStackAndCoversItsRoot() throws {
        let root = try makeOneTabRoot()
        try signIn(root)
        #expect(!root.state.holdsRootBack && root.stackRoutes.isEmpty)
        try root.open(link: "app://profile/orders")
        #expect(root.stackRoutes == [profile.anyRoute("orders")])
        try signOut(root)
        #expect(root.state.holdsRootBack)
        #expect(root.stackRoutes == [auth.anyRoute("signIn")])
    }

    @Test func signingInShowsTheHeldBackRootOnce() throws {
        let root = try makeOneTabRoot()
        let events = EventLog(root)
        try signIn(root)
        #expect(root.state.pending == nil && root.stackRoutes.isEmpty)
        #expect(root.state.currentTab?.root.route == profile.anyRoute("overview"))
        #expect(events.changes.count == 1)
    }

    @Test func cancellingOrDismissingTheSignInLeavesTheRootHeldBack() throws {
        let root = try makeOneTabRoot()
        let before = root.state
        try root.perform(.cancelFlow(of: "auth"))
        #expect(root.state == before)
        try root.perform(.dismiss)
        #expect(root.state == before)
        try root.perform(.cancelPendingNavigation)
        #expect(root.state == before)
        try root.perform(.writeBack(.layerDismissed(try #require(root.state.currentTab?.layers.last?.id))))
        #expect(root.state == before)
    }

    @Test func aLinkWhileTheRootIsHeldBackWaitsAndResumesAfterSignIn() throws {
        let root = try makeOneTabRoot()
        try root.open(link: "app://profile/orders")
        #expect(root.stackRoutes == [auth.anyRoute("signIn")])
        #expect(root.state.pending?.request == "app://profile/orders")
        #expect(root.state.pending?.origin == nil)
        try root.perform(.cancelFlow(of: "auth"))
        #expect(root.state.pending?.request != "app://profile/orders")
        #expect(root.state.holdsRootBack)
        try root.open(link: "app://profile/orders")
        gate.granted.insert(.signedIn)
        try root.perform(.finishFlow(of: "auth"))
        #expect(root.stackRoutes == [profile.anyRoute("orders")])
        #expect(root.state.pending == nil)
    }

    @Test func aSecondWindowSigningInShowsTheRootThisWindowHeldBack() throws {
        let root = try makeOneTabRoot()
        let other = try makeOneTabRoot()
        try signIn(other)
        #expect(!root.state.holdsRootBack)
        #expect(root.stackRoutes.isEmpty)
    }

    @Test func aHeldBackRootHasNoScreenBuilt() throws {
        let root = try makeOneTabRoot()
        let rootID = try #require(root.state.currentTab?.layers.first?.rootID)
        #expect(root.screen(for: rootID, of: StandInModule<StandInTag.Profile>.self) == nil)
    }

    @Test func aHeldBackRootIsSavedAndRestoredHeldBack() throws {
        let root = try makeOneTabRoot()
        try root.open(link: "app://profile/orders")
        let saved = try root.saveState()
        let restored = try makeOneTabRoot()
        _ = try restored.restoreState(from: saved)
        #expect(restored.state == root.state)
        #expect(restored.state.pending?.origin == nil)
    }

    // MARK: A one-screen window

    func makeWindowRoot() throws -> RootCoordinator {
        try RootCoordinator.testing(StandInModule.home, StandInModule.profile, StandInModule.auth, gate: gate)
    }

    @Test func aGuardedScreenOpenedAloneWaitsForSignInAndResumesAlone() throws {
        let root = try makeWindowRoot()
        try root.open(link: "app://profile/orders", placement: .alone)
        #expect(root.state.tabs.count == 1)
        #expect(root.state.holdsRootBack)
        #expect(root.stackRoutes == [auth.anyRoute("signIn")])
        try signIn(root)
        #expect(root.state.tabs.count == 1)
        #expect(root.state.currentTab?.root.route == profile.anyRoute("orders"))
        #expect(root.stackRoutes.isEmpty)
        #expect(root.state.pending == nil)
    }

    @Test func aScreenAloneWhosePushedScreenNeedsSignInShowsSignInOverWhatItMayShow() throws {
        let home = StandInModule<StandInTag.Home>(
            segment: "home", tab: TabDescriptor(title: "Home", systemImage: "house"),
            routes: [.route("feed", path: []), .route("post", path: ["post"])])
        let root = try RootCoordinator.testing(home, StandInModule.profile, StandInModule.auth, gate: gate)
        try root.open(link: "app://home/post/profile/orders", placement: .alone)
        #expect(root.state.tabs.count == 1)
        #expect(root.state.currentTab?.root.route == home.anyRoute("post"))
        #expect(root.stackRoutes == [auth.anyRoute("signIn")])
        #expect(root.state.pending?.origin?.stack.isEmpty == true)
        try signIn(root)
        #expect(root.state.tabs.count == 1)
        #expect(root.stackRoutes == [profile.anyRoute("orders")])
    }
}
