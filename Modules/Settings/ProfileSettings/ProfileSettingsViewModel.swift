import Observation

/// Preferences about the user's profile: measurement units and profile visibility, each
/// saved as it changes.
///
/// Public, for the module's views target, as are its state and intents.
@Observable
@MainActor
public final class ProfileSettingsViewModel {
    @ObservationIgnored private let store: any PreferencesStore
    /// A copy of the store's preferences, so that views observe changes made here.
    private var preferences: SettingsPreferences

    init(store: any PreferencesStore) {
        self.store = store
        self.preferences = store.preferences
    }

    /// The units recipes show quantities in: a picker's selection. Setting it saves it.
    public var units: MeasurementUnits {
        get { preferences.units }
        set { update { $0.units = newValue } }
    }

    /// Whether other users can see the profile: a toggle. Setting it saves it.
    public var isProfilePublic: Bool {
        get { preferences.isProfilePublic }
        set { update { $0.isProfilePublic = newValue } }
    }

    private func update(_ change: (inout SettingsPreferences) -> Void) {
        change(&store.preferences)
        preferences = store.preferences
    }
}
