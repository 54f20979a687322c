#if canImport(SwiftUI)
import CoordinatorKitUI
import Settings
import SwiftUI

/// Measurement units and profile visibility, each saved as it changes.
@MainActor
struct ProfileSettingsView: View {
    @Bindable var model: ProfileSettingsViewModel

    var body: some View {
        Form {
            Section {
                Picker("Units", selection: $model.units) {
                    ForEach(MeasurementUnits.allCases, id: \.self) { units in
                        Text(units.displayName).tag(units)
                    }
                }
            } footer: {
                Text("Recipes show their quantities in these units.")
            }
            Section {
                Toggle("Public Profile", isOn: $model.isProfilePublic)
            } footer: {
                Text("Other cooks can see a public profile and the recipes it shares.")
            }
        }
        .navigationTitle("Profile Settings")
    }
}

extension ProfileSettingsViewModel: ScreenViewProviding {
    /// The screen drawn by ``ProfileSettingsView``.
    public var screenView: some View { ProfileSettingsView(model: self) }
}
#endif
