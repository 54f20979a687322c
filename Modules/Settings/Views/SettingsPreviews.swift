#if canImport(SwiftUI) && DEBUG
import CoordinatorKitUI
import Settings
import SwiftUI

/// Each Settings screen over in-memory stores, built by the module's coordinator as in the
/// app.
@MainActor
struct SettingsPreviews: PreviewProvider {
    static var previews: some View {
        CoordinatorRootView.preview(of: [SettingsModule()], at: "settings").previewDisplayName("Settings")
        CoordinatorRootView.preview(of: [SettingsModule()], at: "settings/allergies").previewDisplayName("Allergies")
        CoordinatorRootView.preview(of: [SettingsModule()], at: "settings/profile").previewDisplayName("Profile settings")
        CoordinatorRootView.preview(of: [SettingsModule()], at: "settings/notifications").previewDisplayName("Notifications")
    }
}
#endif
