/// What an Auth screen asks its coordinator to do.
enum AuthNavigationEvent: Hashable, Sendable {
    /// The user is now signed in (by signing in or by creating an account).
    case signedIn
    /// The user wants to create an account.
    case signUpRequested
    /// The user forgot their password; `email` is the address typed so far.
    case passwordResetRequested(email: String)
    /// The user gave up on the flow.
    case cancelled
}

/// Receives the navigation events of Auth's view models; Auth's coordinator adopts it.
@MainActor
protocol AuthNavigationDelegate: AnyObject {
    /// Handles an event by deciding where to go.
    func handle(_ event: AuthNavigationEvent)
}
