import CoordinatorKit

extension RootCoordinator {
    /// A root coordinator composed of just the given modules, for a module's own tests.
    ///
    /// - Parameters:
    ///   - modules: The modules to register, in tab order.
    ///   - schemes: The custom schemes to accept; the first prints links.
    ///   - hosts: The universal-link hosts to accept.
    ///   - dependencies: The container the modules' coordinators read.
    ///   - gate: The access gate, such as a ``TestAccessGate``.
    ///   - inboxCapacity: The most links the root's inbox holds sent and not yet delivered.
    /// - Throws: `RegistrationError` when two modules clash.
    public static func testing(
        _ modules: any FeatureModule...,
        schemes: [String] = ["app"],
        hosts: [String] = [],
        dependencies: Dependencies = Dependencies(),
        gate: (any AccessGate)? = nil,
        inboxCapacity: Int = LinkInbox.defaultCapacity
    ) throws -> RootCoordinator {
        var registry = ModuleRegistry()
        for module in modules {
            try registry.register(module)
        }
        return RootCoordinator(
            registry: registry,
            configuration: DeepLinkConfiguration(schemes: schemes, universalLinkHosts: hosts),
            dependencies: dependencies,
            gate: gate,
            inboxCapacity: inboxCapacity)
    }

    /// The routes of the selected tab's stack, the screens above its root, bottom first
    /// (pushed and presented alike); the root is `state.currentTab?.root.route`.
    public var stackRoutes: [AnyRoute] {
        state.currentTab?.stack.map(\.route) ?? []
    }
}

/// An access gate whose answers a test sets.
@MainActor
public final class TestAccessGate: AccessGate {
    /// The requirements currently met.
    public var granted: Set<AccessRequirement>
    /// The screen offered for each requirement, as a route of the module that grants it.
    public var grantingRoutes: [AccessRequirement: any Route]

    /// Creates a gate that meets `granted` and offers `grantingRoutes`.
    public init(granted: Set<AccessRequirement> = [], grantingRoutes: [AccessRequirement: any Route] = [:]) {
        self.granted = granted
        self.grantingRoutes = grantingRoutes
    }

    /// Whether the test granted the requirement.
    public func isGranted(_ requirement: AccessRequirement) -> Bool {
        granted.contains(requirement)
    }

    /// The screen the test offers for the requirement.
    public func grantingRoute(for requirement: AccessRequirement) -> (any Route)? {
        grantingRoutes[requirement]
    }
}
