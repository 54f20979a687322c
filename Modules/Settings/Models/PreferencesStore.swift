import CoordinatorKit

/// Where the user's ``SettingsPreferences`` are kept.
@MainActor
public protocol PreferencesStore: AnyObject {
    /// The current preferences; setting them saves them.
    var preferences: SettingsPreferences { get set }
}

/// The dependency key of the app's ``PreferencesStore``; by default an in-memory store
/// holding ``SettingsPreferences/standard``.
public enum PreferencesStoreKey: DependencyKey {
    /// A store with the default preferences.
    @MainActor public static var defaultValue: any PreferencesStore { InMemoryPreferencesStore() }
}

/// A ``PreferencesStore`` that keeps preferences in memory, for the demo app and tests.
@MainActor
public final class InMemoryPreferencesStore: PreferencesStore {
    /// The preferences as the user last set them.
    public var preferences: SettingsPreferences

    /// Creates a store holding `preferences`.
    public init(preferences: SettingsPreferences = .standard) {
        self.preferences = preferences
    }
}
