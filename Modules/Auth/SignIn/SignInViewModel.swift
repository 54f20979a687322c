import Observation

/// The sign-in form: email, password and what went wrong with the last attempt.
///
/// Public, for the module's views target, as are its state and intents.
@Observable
@MainActor
public final class SignInViewModel {
    /// Why a sign-in attempt failed.
    public enum Problem: Hashable, Sendable {
        /// The email or the password was left empty.
        case missingCredentials
        /// No account has that email and password.
        case credentialsRejected

        /// What went wrong, in a sentence for the user: the one wording the views and the
        /// text descriptions show.
        public var message: String {
            switch self {
            case .missingCredentials: "Enter your email and password."
            case .credentialsRejected: "That email and password don't match an account."
            }
        }
    }

    /// The email address typed so far.
    public var email: String
    /// The password typed so far.
    public var password: String
    /// Why the last attempt failed, or `nil` before an attempt and after a success.
    public private(set) var problem: Problem?
    @ObservationIgnored private let session: AuthSession
    @ObservationIgnored private weak var delegate: (any AuthNavigationDelegate)?

    /// Creates the form.
    ///
    /// - Parameters:
    ///   - session: The session to sign in to.
    ///   - email: An address to start with.
    ///   - delegate: Receives the flow's outcome and the way to the other Auth screens.
    init(session: AuthSession, email: String = "", delegate: any AuthNavigationDelegate) {
        self.session = session
        self.email = email
        self.password = ""
        self.delegate = delegate
    }

    /// Whether both fields have something in them, so that a sign-in can be tried.
    public var canSubmit: Bool { !email.isEmpty && !password.isEmpty }

    /// Signs in with the typed email and password; on success the flow ends, otherwise
    /// ``problem`` says why and, for a refused password, the password is cleared.
    public func submit() {
        guard canSubmit else {
            problem = .missingCredentials
            return
        }
        guard session.signIn(email: email, password: password) else {
            problem = .credentialsRejected
            password = ""
            return
        }
        problem = nil
        delegate?.handle(.signedIn)
    }

    /// Goes to account creation.
    public func createAccount() {
        delegate?.handle(.signUpRequested)
    }

    /// Goes to the password reset, carrying the typed email.
    public func forgotPassword() {
        delegate?.handle(.passwordResetRequested(email: email))
    }

    /// Gives up on signing in.
    public func cancel() {
        delegate?.handle(.cancelled)
    }
}
