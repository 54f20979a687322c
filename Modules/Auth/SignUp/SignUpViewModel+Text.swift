import CoordinatorKit
import CoordinatorKitText

// Each action holds the model strongly: a front end may keep the actions it listed and
// drop the model, and a tap must still reach it.
extension SignUpViewModel: ScreenTextDescribing {
    /// The three fields, the last attempt's problem, and the ways on: "Create account" only
    /// once the fields could create one, as the view's button is enabled only then.
    public var screenText: ScreenText {
        ScreenText(
            title: "Create account",
            lines: [textField("Name", name), textField("Email", email), textPasswordField(password)]
                + (problem.map { ["Error: \($0.description)"] } ?? []),
            actions: (canSubmit ? [ScreenAction("Create account") { self.submit() }] : [])
                + [ScreenAction("Cancel") { self.cancel() }])
    }
}
