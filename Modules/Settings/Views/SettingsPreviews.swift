#if canImport(SwiftUI) && DEBUG
import SwiftUI

/// Receives the previews' navigation events and ignores them: a preview shows one screen.
@MainActor
private final class PreviewNavigation: SettingsNavigationDelegate {
    static let shared = PreviewNavigation()
    func handle(_ event: SettingsNavigationEvent) {}
}

/// Each Settings screen over in-memory stores.
@MainActor
struct SettingsPreviews: PreviewProvider {
    static var previews: some View {
        let module = SettingsModule()
        NavigationStack {
            module.view(for: .main(SettingsMainViewModel(
                account: AccountActions(isSignedIn: { true }, signOut: {}), navigation: PreviewNavigation.shared)))
        }
        .previewDisplayName("Settings")
        NavigationStack {
            module.view(for: .allergies(AllergiesViewModel(store: InMemoryAllergyStore())))
        }
        .previewDisplayName("Allergies")
        NavigationStack {
            module.view(for: .profileSettings(ProfileSettingsViewModel(store: InMemoryPreferencesStore())))
        }
        .previewDisplayName("Profile settings")
        NavigationStack {
            module.view(for: .notifications(NotificationSettingsViewModel(store: InMemoryPreferencesStore())))
        }
        .previewDisplayName("Notifications")
    }
}
#endif
