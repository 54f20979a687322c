import CoordinatorKit
import CoordinatorKitText

// Each action holds the model strongly: a front end may keep the actions it listed and
// drop the model, and a tap must still reach it.
extension ForgotPasswordViewModel: ScreenTextDescribing {
    /// The address and its problem, or once sent, the confirmation.
    public var screenText: ScreenText {
        guard !isSent else {
            return ScreenText(
                title: "Check your inbox",
                lines: ["If an account uses \(email), a reset link is on its way."],
                actions: [ScreenAction("Close") { self.close() }])
        }
        return ScreenText(
            title: "Reset password",
            lines: [textField("Email", email)] + (problem.map { ["Error: \($0.message)"] } ?? []),
            actions: [
                ScreenAction("Send reset link") { self.submit() },
                ScreenAction("Close") { self.close() },
            ])
    }
}
