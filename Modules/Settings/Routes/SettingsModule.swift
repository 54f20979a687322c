import CoordinatorKit

/// The Settings feature's registration: the `settings` segment, the Settings tab, and
/// the grammar of its links.
///
/// Inside a Settings link, `profile` is Settings' own profile-settings screen, even in an
/// app that also has a Profile module: the module in charge has first claim on the
/// segments after its own.
///
/// | Link | Screen |
/// |---|---|
/// | `recipes://settings` | main (tab root) |
/// | `recipes://settings/allergies` | allergies |
/// | `recipes://settings/profile` | profile settings |
/// | `recipes://settings/notifications` | notifications |
public struct SettingsModule: FeatureModule {
    /// Creates the module's registration.
    public init() {}

    public var segment: String { "settings" }

    public var tab: TabDescriptor? { TabDescriptor(title: "Settings", systemImage: "gearshape") }

    public var rootRoute: SettingsRoute { .main }

    public var codec: DeepLinkCodec<SettingsRoute> {
        DeepLinkCodec([
            DeepLinkRule(.main, path: []),
            DeepLinkRule(.allergies, path: ["allergies"]),
            DeepLinkRule(.profileSettings, path: ["profile"]),
            DeepLinkRule(.notifications, path: ["notifications"]),
        ])
    }

    public var sampleRoutes: [SettingsRoute] { [.main, .allergies, .profileSettings, .notifications] }

    @MainActor
    public func makeCoordinator(
        navigator: Navigator<SettingsRoute>, dependencies: Dependencies
    ) -> SettingsCoordinator {
        SettingsCoordinator(navigator: navigator, dependencies: dependencies)
    }
}
