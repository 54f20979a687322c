import CoordinatorKit
import Observation

/// The account-creation form; a created account is signed in at once.
@Observable
@MainActor
public final class SignUpViewModel: ScreenModel {
    /// The name typed so far.
    public var name: String = ""
    /// The email address typed so far.
    public var email: String = ""
    /// The password typed so far.
    public var password: String = ""
    /// Why the last attempt failed, or `nil`.
    public private(set) var errorMessage: String?
    @ObservationIgnored private let session: AuthSession
    @ObservationIgnored private weak var delegate: (any AuthNavigationDelegate)?

    /// Creates the form.
    ///
    /// - Parameters:
    ///   - session: The session that creates the account and signs it in.
    ///   - delegate: Receives the flow's outcome.
    public init(session: AuthSession, delegate: any AuthNavigationDelegate) {
        self.session = session
        self.delegate = delegate
    }

    /// Creates the account and signs it in; on success the flow ends, otherwise
    /// ``errorMessage`` says which field to fix.
    public func submit() {
        do {
            try session.signUp(name: name, email: email, password: password)
        } catch {
            errorMessage = error.description
            return
        }
        errorMessage = nil
        delegate?.handle(.signedIn)
    }

    /// Gives up on the whole flow.
    public func cancel() {
        delegate?.handle(.cancelled)
    }

    public var title: String { "Create account" }

    public var content: [String] {
        [
            "Name: \(name.isEmpty ? "(empty)" : name)",
            "Email: \(email.isEmpty ? "(empty)" : email)",
            "Password: \(password.isEmpty ? "(empty)" : String(repeating: "•", count: password.count))",
        ] + (errorMessage.map { ["Error: \($0)"] } ?? [])
    }

    // Each action holds the model strongly: a front end may keep the actions it listed
    // and drop the model, and a tap must still reach it.
    public var actions: [ScreenAction] {
        [
            ScreenAction("Create account") { self.submit() },
            ScreenAction("Cancel") { self.cancel() },
        ]
    }
}
