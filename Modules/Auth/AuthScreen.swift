/// Every screen of the Auth flow with its view model, as ``AuthCoordinator`` builds it
/// for a route.
///
/// The module's views switch over it in one place; the root keeps one per entry and hands
/// it out through `root.screen(inTab:atDepth:of: AuthModule.self)`.
public enum AuthScreen: Sendable {
    /// The sign-in form.
    case signIn(SignInViewModel)
    /// The account-creation form.
    case signUp(SignUpViewModel)
    /// The request for a password-reset link.
    case forgotPassword(ForgotPasswordViewModel)
}
