import CoordinatorKit

/// What Settings may ask of the user's account, without knowing the module that owns it.
///
/// Settings never imports Auth: the app's composition builds this value from Auth's
/// session and stores it under ``AccountActionsKey``. Without a composition the user is
/// signed out and nothing can change that (``signedOut``).
public struct AccountActions: Sendable {
    /// Whether a user is signed in now.
    public var isSignedIn: @MainActor @Sendable () -> Bool
    /// Signs the user out. Settings tells the root about the change afterwards.
    public var signOut: @MainActor @Sendable () -> Void
    /// The path inside the app that starts signing in, such as `auth/signin`, or `nil` when
    /// the app offers no way to sign in from Settings.
    public var signInPath: String?

    /// Creates account actions.
    ///
    /// - Parameters:
    ///   - isSignedIn: Whether a user is signed in now.
    ///   - signOut: Signs the user out.
    ///   - signInPath: The path that starts signing in, if the app has one.
    public init(
        isSignedIn: @escaping @MainActor @Sendable () -> Bool,
        signOut: @escaping @MainActor @Sendable () -> Void,
        signInPath: String? = nil
    ) {
        self.isSignedIn = isSignedIn
        self.signOut = signOut
        self.signInPath = signInPath
    }

    /// No account: never signed in, signing out does nothing, no way to sign in.
    public static let signedOut = AccountActions(isSignedIn: { false }, signOut: {})
}

/// The dependency key of the app's ``AccountActions``; by default ``AccountActions/signedOut``.
public enum AccountActionsKey: DependencyKey {
    /// A signed-out account with no way to sign in (no Auth composed).
    @MainActor public static var defaultValue: AccountActions { .signedOut }
}
