import CoordinatorKit

/// Every screen of the sign-in flow.
///
/// Each route asks to be pushed: the flow's first screen is presented as a full-screen
/// cover because the module has no tab (see ``AuthModule/entryPresentation``), and the
/// screens after it are pushed inside that cover.
public enum AuthRoute: Route {
    /// Email and password; the screen the ``AuthGate`` offers for ``CoordinatorKit/AccessRequirement/signedIn``.
    case signIn
    /// Name, email and password for a new account.
    case signUp
    /// Asks for a reset link, with the address typed so far (empty when none was).
    case forgotPassword(email: String)
}
