import CoordinatorKit
import CoordinatorKitTesting
import Testing

/// The access invariants: no screen shown without its requirement, a pending navigation
/// waiting behind its granting screen, and resumed (or reported refused) once its
/// requirement is met.
@MainActor
struct NavigationInvariantsTests {
    enum StoreTag {}
    enum ClubTag {}

    /// A paywall that needs sign-in itself, for the entitlement `plus`.
    static let store = StandInModule<StoreTag>(segment: "store", routes: [
        .route("paywall", path: ["paywall"], presentation: .sheet, requirements: [.signedIn])
    ])
    /// A tab whose lounge needs `plus`.
    static let club = StandInModule<ClubTag>(
        segment: "club", tab: TabDescriptor(title: "Club", systemImage: "star"),
        routes: [.route("door", path: []), .route("lounge", path: ["lounge"], requirements: [.entitlement("plus")])])

    /// Home, Profile (both screens need sign-in), the club, a sign-in cover and the paywall;
    /// signed out.
    private func makeRoot() throws -> (RootCoordinator, TestAccessGate) {
        let gate = TestAccessGate(grantingRoutes: [
            .signedIn: StandInModule.auth.route("signIn"), .entitlement("plus"): Self.store.route("paywall"),
        ])
        let root = try RootCoordinator.testing(
            StandInModule.home, StandInModule.profile, Self.club, StandInModule.auth, Self.store, gate: gate)
        return (root, gate)
    }

    private func accessViolations(of root: RootCoordinator) -> [NavigationInvariantViolation] {
        NavigationInvariants.violations(of: root).filter { [.guardedScreenShown, .pendingInconsistent].contains($0.invariant) }
    }

    // MARK: No screen shown without its requirement

    @Test func theSelectedTabsGuardedRootShownWithoutItsRequirementIsAViolation() throws {
        let (root, gate) = try makeRoot()
        gate.granted = [.signedIn]
        try root.perform(.selectTab("profile"))
        // Signed out behind the root's back: nothing took the tab away.
        gate.granted = []
        #expect(accessViolations(of: root).map(\.description) == ["guardedScreenShown: profile.overview shows as the root of tab profile without signedIn"])
    }

    @Test func aGuardedRootOfATabNotSelectedIsNotShownButAScreenAboveItIs() throws {
        let (root, gate) = try makeRoot()
        gate.granted = [.signedIn]
        try root.open(link: "app://profile/orders")
        try root.perform(.selectTab("home"))
        gate.granted = []
        #expect(accessViolations(of: root).map(\.description) == ["guardedScreenShown: profile.orders shows in tab profile without signedIn"])
    }

    // MARK: A pending navigation

    @Test func aNavigationWaitingBehindTheGrantingScreenOfItsGrantingScreenIsConsistent() throws {
        let (root, _) = try makeRoot()
        try root.open(link: "app://club/lounge")
        // The paywall needs sign-in: the sign-in cover shows for it, the lounge waits for plus.
        #expect(root.state.pending?.requirement == .entitlement("plus"))
        #expect(root.stackRoutes == [StandInModule.auth.anyRoute("signIn")])
        #expect(accessViolations(of: root) == [])
    }

    @Test func aNavigationResumedOnceItsRequirementIsMetKeepsTheInvariant() throws {
        let (root, gate) = try makeRoot()
        try root.open(link: "app://profile/orders")
        let old = root.state
        gate.granted.insert(.signedIn)
        try root.perform(.accessDidChange)
        #expect(root.stackRoutes == [StandInModule.profile.anyRoute("orders")])
        #expect(NavigationInvariants.pendingViolations(from: old, in: root, wasMet: false, reportedRefusals: 0) == [])
    }

    @Test func aNavigationStillPendingOnceItsRequirementIsMetIsAViolation() throws {
        let (root, gate) = try makeRoot()
        try root.open(link: "app://profile/orders")
        let old = root.state
        // Granted, and the root never told.
        gate.granted.insert(.signedIn)
        let found = NavigationInvariants.pendingViolations(from: old, in: root, wasMet: false, reportedRefusals: 0)
        #expect(found.map(\.description) == ["pendingNotResumed: the navigation to app://profile/orders waiting for signedIn stays pending once it is met"])
    }

    @Test func aNavigationGoneOnceItsRequirementIsMetIsAViolationUnlessARefusalWasReported() throws {
        let (root, gate) = try makeRoot()
        try root.open(link: "app://profile/orders")
        let old = root.state
        gate.granted.insert(.signedIn)
        try root.perform(.cancelPendingNavigation)
        let found = NavigationInvariants.pendingViolations(from: old, in: root, wasMet: false, reportedRefusals: 0)
        #expect(found.map(\.description) == [
            "pendingNotResumed: the navigation to app://profile/orders waiting for signedIn went once it was met, with tab home selected and no refusal reported"
        ])
        #expect(NavigationInvariants.pendingViolations(from: old, in: root, wasMet: false, reportedRefusals: 1) == [])
    }

    @Test func aNavigationDroppedWhileItsRequirementIsUnmetIsNoViolation() throws {
        let (root, _) = try makeRoot()
        try root.open(link: "app://profile/orders")
        let old = root.state
        try root.perform(.cancelPendingNavigation)
        #expect(root.state.pending == nil)
        #expect(NavigationInvariants.pendingViolations(from: old, in: root, wasMet: false, reportedRefusals: 0) == [])
    }
}
