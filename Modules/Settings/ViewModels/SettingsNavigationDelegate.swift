/// What a Settings screen asks for; the coordinator decides how each is shown.
enum SettingsNavigationEvent: Hashable, Sendable {
    /// The user chose the allergies entry.
    case openAllergies
    /// The user chose the profile settings entry.
    case openProfileSettings
    /// The user chose the notifications entry.
    case openNotifications
    /// The user asked to sign out; it still needs confirming.
    case requestSignOut
    /// The user asked to sign in.
    case requestSignIn
}

/// Receives the navigation events of Settings' view models: the module's coordinator.
@MainActor
protocol SettingsNavigationDelegate: AnyObject {
    /// Handles an event from a Settings screen.
    func handle(_ event: SettingsNavigationEvent)
}
