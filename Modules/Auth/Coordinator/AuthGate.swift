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
    private let module: ModuleID

    /// Creates a gate that asks `session` whether the user is signed in.
    ///
    /// - Parameters:
    ///   - session: The session shared with the Auth screens.
    ///   - module: The identifier Auth is registered under; by default its segment, `auth`.
    public init(session: AuthSession, module: ModuleID = AuthModule().id) {
        self.session = session
        self.module = module
    }

    public func isGranted(_ requirement: AccessRequirement) -> Bool {
        requirement == .signedIn && session.isSignedIn
    }

    public func grantingRoute(for requirement: AccessRequirement) -> AnyRoute? {
        requirement == .signedIn ? AnyRoute(AuthRoute.signIn, module: module) : nil
    }
}
