import CoordinatorKit
import Foundation
import Observation

/// Who is signed in, checked against accounts held in memory.
///
/// One session is shared by the Auth screens and the app's ``AuthGate``: the composition
/// reads it from the dependency container under ``AuthSessionKey`` and hands it to the gate.
/// The session does not navigate; after a change made outside the Auth flow (signing out
/// from a settings screen), whoever made it performs
/// ``CoordinatorKit/NavigationCommand/accessDidChange`` on the root.
@Observable
@MainActor
public final class AuthSession {
    /// The signed-in user, or `nil` when no one is signed in.
    public private(set) var user: User?
    @ObservationIgnored private var accounts: [String: Account]

    /// The shortest password ``signUp(name:email:password:)`` accepts.
    public static let minimumPasswordLength = 8

    /// Creates a signed-out session.
    ///
    /// - Parameter accounts: The accounts that can sign in.
    public init(accounts: [Account] = Account.samples) {
        self.accounts = Dictionary(accounts.map { (Self.normalized($0.user.email), $0) }) { first, _ in first }
    }

    /// Whether someone is signed in.
    public var isSignedIn: Bool { user != nil }

    /// Signs in when the email address (any case) and password match an account.
    ///
    /// - Returns: Whether the user is now signed in; a failed attempt leaves the session as it was.
    @discardableResult
    public func signIn(email: String, password: String) -> Bool {
        guard let account = accounts[Self.normalized(email)], account.password == password else { return false }
        user = account.user
        return true
    }

    /// Signs out.
    public func signOut() {
        user = nil
    }

    /// Creates an account and signs it in.
    ///
    /// - Returns: The new user, now signed in.
    /// - Throws: ``SignUpError`` saying which field is wrong; nothing is created then.
    @discardableResult
    public func signUp(name: String, email: String, password: String) throws(SignUpError) -> User {
        if let problem = Self.formProblem(name: name, email: email, password: password) { throw problem }
        let name = name.trimmingCharacters(in: .whitespacesAndNewlines)
        let email = Self.normalized(email)
        guard accounts[email] == nil else { throw .emailTaken(email) }
        let created = User(name: name, email: email)
        accounts[email] = Account(user: created, password: password)
        user = created
        return created
    }

    /// What is wrong with a sign-up form's fields, first field first, or `nil` when they
    /// could create an account; whether the address is taken is not known until ``signUp(name:email:password:)``.
    public static func formProblem(name: String, email: String, password: String) -> SignUpError? {
        let email = normalized(email)
        if name.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty { return .missingName }
        if !isPlausibleEmail(email) { return .invalidEmail(email) }
        if password.count < minimumPasswordLength { return .passwordTooShort(minimum: minimumPasswordLength) }
        return nil
    }

    /// Whether an address looks like one: text, an `@`, then text with a dot.
    ///
    /// Real validation is the mail server's job; this only catches typing slips.
    public static func isPlausibleEmail(_ email: String) -> Bool {
        let parts = normalized(email).split(separator: "@", omittingEmptySubsequences: false)
        return parts.count == 2 && !parts[0].isEmpty && parts[1].contains(".")
            && !parts[1].hasPrefix(".") && !parts[1].hasSuffix(".")
    }

    private static func normalized(_ email: String) -> String {
        email.trimmingCharacters(in: .whitespacesAndNewlines).lowercased()
    }
}
