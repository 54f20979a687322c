@testable import Auth
import CoordinatorKit
import CoordinatorKitTesting
import CoordinatorKitText
import Testing

@MainActor
struct AuthModuleTests {
    // MARK: Link table

    @Test func signInLinkCoversTheCurrentTabWithoutChangingIt() throws {
        let app = try TestApp()
        try app.root.open(link: "recipes://pantry/spices")

        try app.root.open(link: "recipes://auth/signin")

        #expect(app.root.state.selectedTab == "pantry")
        #expect(app.root.state.currentTab?.stack == [pushed(pantry("spices")), cover(.signIn)])
        #expect(try app.root.topScreen(as: SignInViewModel.self).screenText.title == "Sign in")
    }

    @Test func authAloneOpensSignIn() throws {
        let app = try TestApp()

        try app.root.open(link: "recipes://auth")

        #expect(app.root.state.currentTab?.stack == [cover(.signIn)])
    }

    @Test func signUpLinkBecomesTheCover() throws {
        let app = try TestApp()

        try app.root.open(link: "recipes://auth/signup")

        #expect(app.root.state.selectedTab == "kitchen")
        #expect(app.root.state.currentTab?.stack == [cover(.signUp)])
        #expect(try app.root.topScreen(as: SignUpViewModel.self).screenText.title == "Create account")
    }

    @Test func forgotPasswordLinkCarriesTheEmail() throws {
        let app = try TestApp()

        try app.root.open(link: "recipes://auth/forgot-password?email=a@b.c")

        #expect(app.root.state.currentTab?.stack == [cover(.forgotPassword(email: "a@b.c"))])
        #expect(try app.root.topScreen(as: ForgotPasswordViewModel.self).email == "a@b.c")
    }

    @Test func forgotPasswordWithoutEmailStartsEmpty() throws {
        let app = try TestApp()

        try app.root.open(link: "recipes://auth/forgot-password")

        #expect(app.root.state.currentTab?.stack == [cover(.forgotPassword(email: ""))])
        #expect(app.root.currentURL?.absoluteString == "recipes://kitchen/auth/forgot-password")
    }

    @Test func laterRoutesOfALinkArePushedInsideTheCover() throws {
        let app = try TestApp()

        try app.root.open(link: "recipes://auth/signin/forgot-password?email=cook@example.com")

        #expect(app.root.state.currentTab?.stack == [
            cover(.signIn), pushed(auth(.forgotPassword(email: "cook@example.com"))),
        ])
    }

    // MARK: Bad links

    @Test func unknownAuthSegmentIsATypedErrorAndChangesNothing() throws {
        let app = try TestApp()
        try app.root.open(link: "recipes://kitchen/timer/12")
        let before = app.root.state

        #expect {
            try app.root.open(link: "recipes://auth/register")
        } throws: { error in
            guard case NavigationError.invalidLink(.unknownSegment(let segment, let position, let expected)) = error
            else { return false }
            return segment == "register" && position == 1 && expected.starts(with: ["forgot-password", "signin", "signup"])
        }
        #expect(app.root.state == before)
    }

    @Test func authAloneIsASingleStackItsLinksOpenIn() throws {
        let root = try RootCoordinator.testing(AuthModule(), schemes: ["recipes"])
        #expect(root.state.tabIDs == ["auth"])
        try root.open(link: "recipes://auth/signup")
        #expect(root.stackRoutes == [AnyRoute(AuthRoute.signUp, module: "auth")])
        #expect(root.state.currentTab?.stack.first?.presentation == AuthRoute.signUp.presentation)
    }

    // MARK: Round trip

    @Test func everyRuleRoundTrips() {
        #expect(roundTripProblems(of: AuthModule()) == [])
    }

    @Test func everySampleRouteRoundTripsThroughTheRoot() throws {
        let module = AuthModule()
        for route in module.sampleRoutes {
            let components = try #require(module.codec.components(for: route))
            let link = DeepLink(segments: ["auth"] + components.segments, queryItems: components.queryItems)
            let app = try TestApp()
            try app.root.open(link: "recipes://pantry/spices")

            try app.root.open(link: link.url(scheme: "recipes"))
            #expect(app.root.state.topEntry == cover(route))
            let resolved = app.root.state
            let url = try #require(app.root.currentURL?.absoluteString)
            try app.root.open(link: url)

            #expect(app.root.state == resolved, "\(route) printed as \(url)")
        }
    }

    @Test func coverPrintsAfterTheTabItCovers() throws {
        let app = try TestApp()
        try app.root.open(link: "recipes://kitchen/timer/12")

        try app.root.open(link: "recipes://auth/signin/signup")

        #expect(app.root.currentURL?.absoluteString == "recipes://kitchen/timer/12/auth/signin/signup")
    }
}
