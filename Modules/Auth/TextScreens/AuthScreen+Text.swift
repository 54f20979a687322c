import CoordinatorKit
import CoordinatorKitText

extension AuthScreen: ScreenTextDescribing {
    /// The text of the wrapped view model's screen.
    public var screenText: ScreenText {
        switch self {
        case .signIn(let model): model.screenText
        case .signUp(let model): model.screenText
        case .forgotPassword(let model): model.screenText
        }
    }
}

/// A form field as text: its value, `(empty)` when there is none.
func textField(_ label: String, _ value: String) -> String {
    "\(label): \(value.isEmpty ? "(empty)" : value)"
}

/// A password field as text: one bullet per character, `(empty)` when there is none.
func textPasswordField(_ value: String) -> String {
    "Password: \(value.isEmpty ? "(empty)" : String(repeating: "•", count: value.count))"
}
