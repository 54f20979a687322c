/// Decides whether requirements are met and which screen can meet them.
///
/// The app's composition supplies the gate (Auth's session for ``AccessRequirement/signedIn``),
/// so modules that declare requirements never import the module that grants them.
@MainActor
public protocol AccessGate: AnyObject {
    /// Whether the requirement is met now.
    func isGranted(_ requirement: AccessRequirement) -> Bool
    /// The screen that lets the user meet the requirement, such as sign-in; `nil` when the
    /// gate cannot grant it.
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
