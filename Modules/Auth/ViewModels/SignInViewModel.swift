import CoordinatorKit
import Observation

/// The sign-in form: email, password and what went wrong with the last attempt.
@Observable
@MainActor
public final class SignInViewModel: ScreenModel {
    /// The email address typed so far.
    public var email: String
    /// The password typed so far.
    public var password: String
    /// Why the last attempt failed, or `nil` before an attempt and after a success.
    public private(set) var errorMessage: String?
    @ObservationIgnored private let session: AuthSession
    @ObservationIgnored private weak var delegate: (any AuthNavigationDelegate)?

    /// Creates the form.
    ///
    /// - Parameters:
    ///   - session: The session to sign in to.
    ///   - email: An address to start with.
    ///   - delegate: Receives the flow's outcome and the way to the other Auth screens.
    public init(session: AuthSession, email: String = "", delegate: any AuthNavigationDelegate) {
        self.session = session
        self.email = email
        self.password = ""
        self.delegate = delegate
    }

    /// Signs in with the typed email and password; on success the flow ends, otherwise
    /// ``errorMessage`` says why and the password is cleared.
    public func submit() {
        guard !email.isEmpty, !password.isEmpty else {
            errorMessage = "Enter your email and password."
            return
        }
        guard session.signIn(email: email, password: password) else {
            errorMessage = "That email and password don't match an account."
            password = ""
            return
        }
        errorMessage = nil
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

    public var title: String { "Sign in" }

    public var content: [String] {
        [
            "Email: \(email.isEmpty ? "(empty)" : email)",
            "Password: \(password.isEmpty ? "(empty)" : String(repeating: "•", count: password.count))",
        ] + (errorMessage.map { ["Error: \($0)"] } ?? [])
    }

    // Each action holds the model strongly: a front end may keep the actions it listed
    // and drop the model, and a tap must still reach it.
    public var actions: [ScreenAction] {
        [
            ScreenAction("Sign in") { self.submit() },
            ScreenAction("Create account") { self.createAccount() },
            ScreenAction("Forgot password?") { self.forgotPassword() },
            ScreenAction("Cancel") { self.cancel() },
        ]
    }
}
