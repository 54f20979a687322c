import CoordinatorKit
import CoordinatorKitText

// Each action holds the model strongly: a front end may keep the actions it listed and
// drop the model, and a tap must still reach it.
extension SignInViewModel: ScreenTextDescribing {
    /// The two fields, the last attempt's problem, and the ways on.
    public var screenText: ScreenText {
        ScreenText(
            title: "Sign in",
            lines: [textField("Email", email), textPasswordField(password)]
                + (problem.map { ["Error: \($0.message)"] } ?? []),
            actions: [
                ScreenAction("Sign in") { self.submit() },
                ScreenAction("Create account") { self.createAccount() },
                ScreenAction("Forgot password?") { self.forgotPassword() },
                ScreenAction("Cancel") { self.cancel() },
            ])
    }
}
