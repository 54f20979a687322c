import CoordinatorKit

/// Every screen of the Settings tab.
///
/// None of them needs sign-in: a signed-out user can still set allergies and preferences,
/// and the main screen is where signing out happens.
public enum SettingsRoute: Route {
    /// The list of settings entries: the tab's root.
    case main
    /// The allergens the user avoids (`recipes://settings/allergies`).
    case allergies
    /// Preferences about the user's profile, such as units and visibility
    /// (`recipes://settings/profile`); not the Profile module's own screens.
    case profileSettings
    /// Which notifications the user receives (`recipes://settings/notifications`).
    case notifications
}
