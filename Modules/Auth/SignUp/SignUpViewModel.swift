import Observation

/// The account-creation form; a created account is signed in at once.
///
/// Public, for the module's views target, as are its state and intents.
@Observable
@MainActor
public final class SignUpViewModel {
    /// The name typed so far.
    public var name: String = ""
    /// The email address typed so far.
    public var email: String = ""
    /// The password typed so far.
    public var password: String = ""
    /// Why the last attempt failed, or `nil` before an attempt and after a success.
    public private(set) var problem: SignUpError?
    @ObservationIgnored private let session: AuthSession
    @ObservationIgnored private weak var delegate: (any AuthNavigationDelegate)?

    /// Creates the form.
    ///
    /// - Parameters:
    ///   - session: The session that creates the account and signs it in.
    ///   - delegate: Receives the flow's outcome.
    init(session: AuthSession, delegate: any AuthNavigationDelegate) {
        self.session = session
        self.delegate = delegate
    }

    /// Whether the fields could create an account (the address may still be taken): the
    /// form offers to submit only then.
    public var canSubmit: Bool {
        AuthSession.formProblem(name: name, email: email, password: password) == nil
    }

    /// Creates the account and signs it in; on success the flow ends, otherwise
    /// ``problem`` says which field to fix.
    public func submit() {
        if let formProblem = AuthSession.formProblem(name: name, email: email, password: password) {
            problem = formProblem
            return
        }
        do {
            try session.signUp(name: name, email: email, password: password)
        } catch {
            problem = error
            return
        }
        problem = nil
        delegate?.handle(.signedIn)
    }

    /// Gives up on the whole flow.
    public func cancel() {
        delegate?.handle(.cancelled)
    }
}
