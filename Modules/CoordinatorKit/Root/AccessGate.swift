/// Decides whether requirements are met and which screen can meet them.
///
/// The app's composition supplies the gate (Auth's session for ``AccessRequirement/signedIn``),
/// so modules that declare requirements never import the module that grants them.
///
/// A gate is a class on the main actor: the root keeps it (``RootCoordinator/gate``) and
/// asks it, synchronously, while it resolves every link, command and restored state. The
/// root never learns on its own that an answer changed: when the user signs in or out,
/// perform ``NavigationCommand/accessDidChange`` (a granting module's
/// ``Navigator/finishFlow()`` does it for you); a test's `TestAccessGate` sets its answers.
/// Roots sharing one gate instance are one app's windows: that command performed in one
/// reaches every other (``NavigationCommand/accessDidChangeInAnotherWindow``).
@MainActor
public protocol AccessGate: AnyObject {
    /// Whether the requirement is met now.
    ///
    /// Answer from state already at hand (a session's flag, a subscription's status): the
    /// root asks once per screen it is about to show, possibly several times per change,
    /// and expects the same answer until the app performs
    /// ``NavigationCommand/accessDidChange``. A requirement the gate does not know is not
    /// granted.
    func isGranted(_ requirement: AccessRequirement) -> Bool
    /// The screen that lets the user meet the requirement, such as sign-in; `nil` when the
    /// gate cannot grant it.
    ///
    /// The root shows this screen over the current tab and keeps the request pending
    /// behind it. `nil` refuses the navigation with ``NavigationError/accessDenied(_:)``
    /// and changes nothing.
    ///
    /// Return the module's own route value (`AuthRoute.signIn`): the root finds the module
    /// that owns its type in the registry, so a gate cannot name the wrong module. A route
    /// whose type no registered module owns refuses the navigation with
    /// ``NavigationError/unregisteredRoute(type:)``.
    func grantingRoute(for requirement: AccessRequirement) -> (any Route)?
}

/// A gate made of several gates; each requirement is answered by the first gate that
/// grants it or offers a screen for it.
@MainActor
public final class CompositeAccessGate: AccessGate {
    private let gates: [any AccessGate]

    /// Creates a gate from several gates, asked in order.
    public init(_ gates: [any AccessGate]) {
        self.gates = gates
    }

    /// Whether any of the gates meets the requirement.
    public func isGranted(_ requirement: AccessRequirement) -> Bool {
        gates.contains { $0.isGranted(requirement) }
    }

    /// The granting screen offered by the first gate that offers one.
    public func grantingRoute(for requirement: AccessRequirement) -> (any Route)? {
        for gate in gates {
            if let route = gate.grantingRoute(for: requirement) { return route }
        }
        return nil
    }
}
