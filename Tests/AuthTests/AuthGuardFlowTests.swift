@testable import Auth
import CoordinatorKit
import CoordinatorKitTesting
import CoordinatorKitText
import Testing

/// A guarded link opened while signed out, then signed in to or cancelled.
@MainActor
struct AuthGuardFlowTests {
    /// The app on the Pantry tab's spices, with a signed-out user opening the kitchen journal.
    private func openGuardedLink() throws -> (app: TestApp, before: NavigationState) {
        let app = try TestApp()
        try app.root.open(link: "recipes://pantry/spices")
        let before = app.root.state
        try app.root.open(link: "recipes://kitchen/journal")
        return (app, before)
    }

    @Test func guardedLinkWhileSignedOutShowsSignInAndKeepsTheLinkPending() throws {
        let (app, _) = try openGuardedLink()

        #expect(app.root.state.selectedTab == "pantry")
        #expect(app.root.state.currentTab?.stack == [pushed(pantry("spices")), cover(.signIn)])
        let pending = try #require(app.root.state.pending)
        #expect(pending.requirement == .signedIn)
        #expect(pending.request == "recipes://kitchen/journal")
        #expect(pending.target.stack.map(\.route) == [kitchen("journal")])
    }

    @Test func signingInThroughTheFormLandsOnTheGuardedScreen() throws {
        let (app, _) = try openGuardedLink()
        let form = try app.root.topScreen(as: SignInViewModel.self)

        form.email = "cook@example.com"
        form.password = "password"
        try form.tap("Sign in")

        #expect(app.session.isSignedIn)
        #expect(app.root.state.selectedTab == "kitchen")
        #expect(app.root.stackRoutes == [kitchen("journal")])
        #expect(app.root.state.pending == nil)
        #expect(app.root.state[tab: "pantry"]?.stack == [pushed(pantry("spices"))])
    }

    @Test func theGuardedLinkIsResumedExactlyOnce() throws {
        let (app, _) = try openGuardedLink()
        let form = try app.root.topScreen(as: SignInViewModel.self)
        form.email = "cook@example.com"
        form.password = "password"
        form.submit()
        try app.root.perform(.goBack)
        let afterLeaving = app.root.state

        try app.root.perform(.finishFlow(of: "auth"))
        #expect(app.root.state == afterLeaving)

        app.session.signOut()
        try app.root.perform(.accessDidChange)
        try app.root.open(link: "recipes://auth/signin")
        let again = try app.root.topScreen(as: SignInViewModel.self)
        again.email = "cook@example.com"
        again.password = "password"
        again.submit()

        #expect(app.root.state.selectedTab == "kitchen")
        #expect(app.root.stackRoutes == [])
        #expect(app.root.state.pending == nil)
    }

    @Test func cancellingReturnsWhereTheUserWasAndDropsTheLink() throws {
        let (app, before) = try openGuardedLink()

        try app.root.topScreen(as: SignInViewModel.self).tap("Cancel")

        #expect(app.root.state == before)
        #expect(app.root.state.pending == nil)
        #expect(!app.session.isSignedIn)
    }

    @Test func failedSignInKeepsTheLinkPending() throws {
        let (app, _) = try openGuardedLink()
        let form = try app.root.topScreen(as: SignInViewModel.self)

        form.email = "cook@example.com"
        form.password = "wrong"
        form.submit()

        #expect(app.root.state.pending != nil)
        #expect(app.root.state.topEntry == cover(.signIn))
    }

    @Test func signingUpInsideTheCoverAlsoResumesTheLink() throws {
        let (app, _) = try openGuardedLink()
        try app.root.topScreen(as: SignInViewModel.self).tap("Create account")
        #expect(app.root.state.currentTab?.stack.last == pushed(auth(.signUp)))
        #expect(app.root.state.pending != nil)

        let form = try app.root.topScreen(as: SignUpViewModel.self)
        form.name = "Sam Sous"
        form.email = "sam@example.com"
        form.password = "brunoise!"
        try form.tap("Create account")

        #expect(app.session.user == User(name: "Sam Sous", email: "sam@example.com"))
        #expect(app.root.state.selectedTab == "kitchen")
        #expect(app.root.stackRoutes == [kitchen("journal")])
        #expect(app.root.state.pending == nil)
    }

    @Test func guardedLinkWhileSignedInOpensDirectly() throws {
        let app = try TestApp()
        app.session.signIn(email: "cook@example.com", password: "password")

        try app.root.open(link: "recipes://kitchen/journal")

        #expect(app.root.stackRoutes == [kitchen("journal")])
        #expect(app.root.state.pending == nil)
    }

    @Test func signingOutLeavesGuardedScreens() throws {
        let app = try TestApp()
        app.session.signIn(email: "cook@example.com", password: "password")
        try app.root.open(link: "recipes://kitchen/journal")

        app.session.signOut()
        try app.root.perform(.accessDidChange)

        #expect(app.root.stackRoutes == [])
    }
}

@MainActor
struct AuthGateTests {
    @Test func gateGrantsSignedInOnlyWhileTheSessionIsSignedIn() {
        let session = AuthSession()
        let gate = AuthGate(session: session)
        #expect(!gate.isGranted(.signedIn))

        session.signIn(email: "cook@example.com", password: "password")

        #expect(gate.isGranted(.signedIn))
        #expect(!gate.isGranted(.entitlement("premium")))
    }

    @Test func gateOffersSignInForSignedInAndNothingElse() {
        let gate = AuthGate(session: AuthSession())

        #expect(gate.grantingRoute(for: .signedIn) as? AuthRoute == .signIn)
        #expect(gate.grantingRoute(for: .entitlement("premium")) == nil)
    }

    @Test func gateLeavesOtherRequirementsToOtherGates() throws {
        let session = AuthSession()
        let paywall = TestAccessGate(granted: [.entitlement("premium")])
        let gate = CompositeAccessGate([AuthGate(session: session), paywall])

        #expect(gate.isGranted(.entitlement("premium")))
        #expect(gate.grantingRoute(for: .signedIn) as? AuthRoute == .signIn)
    }
}
