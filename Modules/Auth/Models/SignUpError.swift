/// Why an account could not be created.
public enum SignUpError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The name is empty.
    case missingName
    /// The email address has no `@` with text on both sides.
    case invalidEmail(String)
    /// The password is shorter than the minimum.
    case passwordTooShort(minimum: Int)
    /// An account with the email address exists already.
    case emailTaken(String)

    /// What is wrong with the sign-up form, in a sentence for the user.
    public var description: String {
        switch self {
        case .missingName: "Enter your name."
        case .invalidEmail(let email): "'\(email)' is not an email address."
        case .passwordTooShort(let minimum): "Choose a password of at least \(minimum) characters."
        case .emailTaken(let email): "An account for \(email) exists already; sign in instead."
        }
    }
}
