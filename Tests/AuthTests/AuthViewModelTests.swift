@testable import Auth
import CoordinatorKit
import CoordinatorKitTesting
import CoordinatorKitText
import Testing

@MainActor
struct SignInViewModelTests {
    @Test func signingInWithoutAPendingLinkDismissesTheCover() throws {
        let app = try TestApp()
        try app.root.open(link: "recipes://pantry/spices")
        try app.root.open(link: "recipes://auth/signin")
        let form = try app.root.topScreen(as: SignInViewModel.self)

        form.email = "  Cook@Example.com "
        form.password = "password"
        try form.tap("Sign in")

        #expect(app.session.user?.name == "Casey Cook")
        #expect(app.root.state.selectedTab == "pantry")
        #expect(app.root.stackRoutes == [pantry("spices")])
    }

    @Test func wrongPasswordShowsAnErrorAndStays() throws {
        let app = try TestApp()
        try app.root.open(link: "recipes://auth/signin")
        let before = app.root.state
        let form = try app.root.topScreen(as: SignInViewModel.self)

        form.email = "cook@example.com"
        form.password = "pasword"
        form.submit()

        #expect(!app.session.isSignedIn)
        #expect(form.problem == .credentialsRejected)
        #expect(form.password.isEmpty)
        #expect(form.screenText.lines.last == "Error: That email and password don't match an account.")
        #expect(app.root.state == before)
    }

    @Test func emptyFieldsAskForBoth() throws {
        let app = try TestApp()
        try app.root.open(link: "recipes://auth/signin")
        let form = try app.root.topScreen(as: SignInViewModel.self)

        #expect(!form.canSubmit)
        form.submit()

        #expect(form.problem == .missingCredentials)
        #expect(form.screenText.lines.last == "Error: Enter your email and password.")
    }

    @Test func createAccountPushesSignUpInsideTheCover() throws {
        let app = try TestApp()
        try app.root.open(link: "recipes://auth/signin")

        try app.root.topScreen(as: SignInViewModel.self).tap("Create account")

        #expect(app.root.state.currentTab?.stack == [cover(.signIn), pushed(auth(.signUp))])
    }

    @Test func forgotPasswordPushesTheResetWithTheTypedEmail() throws {
        let app = try TestApp()
        try app.root.open(link: "recipes://auth/signin")
        let form = try app.root.topScreen(as: SignInViewModel.self)

        form.email = "cook@example.com"
        try form.tap("Forgot password?")

        #expect(app.root.state.currentTab?.stack == [
            cover(.signIn), pushed(auth(.forgotPassword(email: "cook@example.com"))),
        ])
        #expect(try app.root.topScreen(as: ForgotPasswordViewModel.self).email == "cook@example.com")
    }

    @Test func cancelDismissesTheCover() throws {
        let app = try TestApp()
        try app.root.open(link: "recipes://kitchen/timer/12")
        try app.root.open(link: "recipes://auth/signin")

        try app.root.topScreen(as: SignInViewModel.self).tap("Cancel")

        #expect(app.root.stackRoutes == [kitchen("timer", id: 12)])
    }
}

@MainActor
struct SignUpViewModelTests {
    @Test func creatingAnAccountSignsInAndEndsTheFlow() throws {
        let app = try TestApp()
        try app.root.open(link: "recipes://auth/signup")
        let form = try app.root.topScreen(as: SignUpViewModel.self)

        form.name = "Sam Sous"
        form.email = "sam@example.com"
        form.password = "brunoise!"
        form.submit()

        #expect(app.session.user?.email == "sam@example.com")
        #expect(app.root.stackRoutes == [])
    }

    @Test func createAccountIsOfferedOnlyOnceEveryFieldCouldCreateOne() throws {
        let app = try TestApp()
        try app.root.open(link: "recipes://auth/signup")
        let form = try app.root.topScreen(as: SignUpViewModel.self)
        var offered: [Bool] = []
        func record() { offered.append(form.screenText.actions.map(\.title).contains("Create account")) }

        record()
        form.name = "Sam Sous"
        record()
        form.email = "sam@example"
        record()
        form.email = "sam@example.com"
        form.password = "short"
        record()
        form.password = "brunoise!"
        record()

        #expect(offered == [false, false, false, false, true])
        #expect(form.canSubmit)
    }

    @Test func submittingAnInvalidFormNamesTheFirstFieldToFixAndCreatesNothing() throws {
        let app = try TestApp()
        try app.root.open(link: "recipes://auth/signup")
        let form = try app.root.topScreen(as: SignUpViewModel.self)

        form.name = "Sam"
        form.email = "sam@example.com"
        form.submit()

        #expect(form.problem == .passwordTooShort(minimum: AuthSession.minimumPasswordLength))
        #expect(form.screenText.lines.last == "Error: Choose a password of at least 8 characters.")
        #expect(!app.session.isSignedIn)
    }

    @Test func takenEmailShowsAnErrorAndStays() throws {
        let app = try TestApp()
        try app.root.open(link: "recipes://auth/signup")
        let before = app.root.state
        let form = try app.root.topScreen(as: SignUpViewModel.self)

        form.name = "Another Cook"
        form.email = "cook@example.com"
        form.password = "long enough"
        form.submit()

        #expect(form.problem == .emailTaken("cook@example.com"))
        #expect(!app.session.isSignedIn)
        #expect(app.root.state == before)
    }

    @Test func cancelDismissesTheCover() throws {
        let app = try TestApp()
        try app.root.open(link: "recipes://auth/signin/signup")

        try app.root.topScreen(as: SignUpViewModel.self).tap("Cancel")

        #expect(app.root.stackRoutes == [])
    }
}

@MainActor
struct ForgotPasswordViewModelTests {
    @Test func sendingShowsTheSentState() throws {
        let app = try TestApp()
        try app.root.open(link: "recipes://auth/forgot-password?email=cook@example.com")
        let screen = try app.root.topScreen(as: ForgotPasswordViewModel.self)

        try screen.tap("Send reset link")

        #expect(screen.isSent)
        #expect(screen.screenText.title == "Check your inbox")
        #expect(screen.screenText.lines == ["If an account uses cook@example.com, a reset link is on its way."])
        #expect(screen.screenText.actions.map(\.title) == ["Close"])
    }

    @Test func anAddressThatIsNotOneIsRefused() throws {
        let app = try TestApp()
        try app.root.open(link: "recipes://auth/forgot-password?email=cook")
        let screen = try app.root.topScreen(as: ForgotPasswordViewModel.self)

        screen.submit()

        #expect(!screen.isSent)
        #expect(screen.problem == .implausibleEmail)
        #expect(screen.screenText.lines.last == "Error: Enter the email address of your account.")
    }

    @Test func closeLeavesTheFlow() throws {
        let app = try TestApp()
        try app.root.open(link: "recipes://pantry/spices")
        try app.root.open(link: "recipes://auth/signin/forgot-password")

        try app.root.topScreen(as: ForgotPasswordViewModel.self).tap("Close")

        #expect(app.root.stackRoutes == [pantry("spices")])
    }
}
