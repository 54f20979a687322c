import CoordinatorKit

/// The app's access gate for ``CoordinatorKit/AccessRequirement/signedIn``, backed by an
/// ``AuthSession``.
///
/// Modules that need a signed-in user declare the requirement on their routes and never
/// import Auth; the composition hands this gate to the root coordinator. While the session
/// is signed out, a guarded link shows ``AuthRoute/signIn`` and waits; signing in through
/// the Auth screens resumes it once. Other requirements are left to other gates.
///
/// ```swift
/// let session = dependencies[AuthSessionKey.self]
/// let root = RootCoordinator(registry: registry, configuration: configuration,
///                            dependencies: dependencies, gate: AuthGate(session: session))
/// ```
@MainActor
public final class AuthGate: AccessGate {
    private let session: AuthSession

    /// Creates a gate that asks `session` whether the user is signed in.
    ///
    /// - Parameter session: The session shared with the Auth screens.
    public init(session: AuthSession) {
        self.session = session
    }

    /// Whether the requirement is ``CoordinatorKit/AccessRequirement/signedIn`` and the
    /// session has a user.
    public func isGranted(_ requirement: AccessRequirement) -> Bool {
        requirement == .signedIn && session.isSignedIn
    }

    /// ``AuthRoute/signIn`` for ``CoordinatorKit/AccessRequirement/signedIn``; the root finds
    /// Auth, wherever it is registered, from the route's type.
    public func grantingRoute(for requirement: AccessRequirement) -> (any Route)? {
        requirement == .signedIn ? AuthRoute.signIn : nil
    }
}
