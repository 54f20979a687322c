import Observation

/// Asks for a password-reset link, then confirms it was sent.
///
/// The confirmation is the same whether or not an account has the address, so the screen
/// never tells a stranger who has an account. Public, for the module's views target, as are its state and intents.
@Observable
@MainActor
public final class ForgotPasswordViewModel {
    /// Why the address was refused.
    public enum Problem: Hashable, Sendable {
        /// The address has no `@` with text on both sides.
        case implausibleEmail

        /// What went wrong, in a sentence for the user: the one wording the views and the
        /// text descriptions show.
        public var message: String {
            switch self {
            case .implausibleEmail: "Enter the email address of your account."
            }
        }
    }

    /// The address the link goes to; starts as the one typed on the sign-in screen.
    public var email: String
    /// Whether the link was sent.
    public private(set) var isSent = false
    /// Why the address was refused, or `nil`.
    public private(set) var problem: Problem?
    @ObservationIgnored private weak var delegate: (any AuthNavigationDelegate)?

    /// Creates the screen.
    ///
    /// - Parameters:
    ///   - email: The address typed so far.
    ///   - delegate: Receives the way out of the flow.
    init(email: String, delegate: any AuthNavigationDelegate) {
        self.email = email
        self.delegate = delegate
    }

    /// Sends the reset link to ``email`` if it looks like an address.
    public func submit() {
        guard AuthSession.isPlausibleEmail(email) else {
            problem = .implausibleEmail
            return
        }
        problem = nil
        isSent = true
    }

    /// Leaves the Auth flow.
    public func close() {
        delegate?.handle(.cancelled)
    }
}
