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
/// | `recipes://settings/allergies/pick` | allergy picker (awaited: returns `Set<Allergen>`) |
/// | `recipes://settings/profile` | profile settings |
/// | `recipes://settings/notifications` | notifications |
public struct SettingsModule: FeatureModule {
    /// Creates the module's registration.
    public init() {}

    /// `settings`: the module owns links that start with it.
    public var segment: String { "settings" }

    /// The module's tab.
    public var tab: TabDescriptor? { TabDescriptor(title: NavigationText("Settings", bundle: .settings), systemImage: "gearshape") }

    /// The screen a link naming only the module opens.
    public var rootRoute: SettingsRoute { .main }

    /// The module's link grammar, both ways.
    public var codec: DeepLinkCodec<SettingsRoute> {
        DeepLinkCodec([
            DeepLinkRule(.main, path: []),
            DeepLinkRule(.allergies, path: ["allergies"]),
            DeepLinkRule(.allergyPicker, path: ["allergies", "pick"]).standing(on: { [.allergies] }),
            DeepLinkRule(.profileSettings, path: ["profile"]),
            DeepLinkRule(.notifications, path: ["notifications"]),
        ])
    }

    /// Makes the module's coordinator with its dependencies from the container.
    @MainActor
    public func makeCoordinator(
        navigator: Navigator<SettingsRoute>, dependencies: Dependencies
    ) -> SettingsCoordinator {
        SettingsCoordinator(navigator: navigator, dependencies: dependencies)
    }
}

extension TextBundle {
    /// The module's resource bundle: its navigation texts in `Resources/<language>.lproj`.
    /// Named rather than `TextBundle(Bundle.module)`, which the Apple type check (run without
    /// SwiftPM's generated resource accessor) cannot see; both find the same bundle.
    static let settings = TextBundle.named("CoordinatorKit_Settings")
}
