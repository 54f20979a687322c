#if canImport(SwiftUI)
import CoordinatorKitUI
import Settings
import SwiftUI

/// The Settings tab's root: the preference entries and the account.
@MainActor
struct SettingsMainView: View {
    let model: SettingsMainViewModel

    var body: some View {
        List {
            Section("Preferences") {
                SettingsRow(title: "Profile Settings", systemImage: "person.crop.circle") {
                    model.openProfileSettings()
                }
                SettingsRow(title: "Allergies", systemImage: "allergens") {
                    model.openAllergies()
                }
                SettingsRow(title: "Notifications", systemImage: "bell.badge") {
                    model.openNotifications()
                }
            }
            Section("Account") {
                LabeledContent("Status", value: model.isSignedIn ? "Signed in" : "Signed out")
                if model.isSignedIn {
                    Button("Sign Out", role: .destructive) {
                        model.signOut()
                    }
                } else if model.canSignIn {
                    Button("Sign In") {
                        model.signIn()
                    }
                }
            }
        }
        .navigationTitle("Settings")
        #if os(iOS)
        .listStyle(.insetGrouped)
        #endif
    }
}

extension SettingsMainViewModel: ScreenViewProviding {
    /// The screen drawn by ``SettingsMainView``.
    public var screenView: some View { SettingsMainView(model: self) }
}
#endif
