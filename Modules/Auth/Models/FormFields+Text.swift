import CoordinatorKit
import CoordinatorKitText

/// A form field as text: its value, `(empty)` when there is none.
func textField(_ label: String, _ value: String) -> String {
    "\(label): \(value.isEmpty ? "(empty)" : value)"
}

/// A password field as text: one bullet per character, `(empty)` when there is none.
func textPasswordField(_ value: String) -> String {
    "Password: \(value.isEmpty ? "(empty)" : String(repeating: "•", count: value.count))"
}
