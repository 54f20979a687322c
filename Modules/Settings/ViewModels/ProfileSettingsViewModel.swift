import CoordinatorKit
import Observation

/// Preferences about the user's profile: measurement units and profile visibility.
@Observable
@MainActor
final class ProfileSettingsViewModel: ScreenModel {
    @ObservationIgnored private let store: any PreferencesStore
    private(set) var preferences: SettingsPreferences

    init(store: any PreferencesStore) {
        self.store = store
        self.preferences = store.preferences
    }

    func setUnits(_ units: MeasurementUnits) {
        update { $0.units = units }
    }

    func setProfilePublic(_ isPublic: Bool) {
        update { $0.isProfilePublic = isPublic }
    }

    private func update(_ change: (inout SettingsPreferences) -> Void) {
        change(&store.preferences)
        preferences = store.preferences
    }

    var title: String { "Profile settings" }

    var content: [String] {
        [
            "Units: \(preferences.units.displayName)",
            "Profile: \(preferences.isProfilePublic ? "public" : "private")",
        ]
    }

    var actions: [ScreenAction] {
        let otherUnits: MeasurementUnits = preferences.units == .metric ? .imperial : .metric
        let isPublic = preferences.isProfilePublic
        return [
            ScreenAction("Use \(otherUnits.displayName.lowercased()) units") { self.setUnits(otherUnits) },
            ScreenAction(isPublic ? "Make profile private" : "Make profile public") {
                self.setProfilePublic(!isPublic)
            },
        ]
    }
}
