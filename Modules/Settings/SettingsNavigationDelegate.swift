import SharedModels

/// What a Settings screen asks for; the coordinator decides how each is shown.
enum SettingsNavigationEvent: Hashable, Sendable {
    /// The user chose the allergies entry.
    case allergiesRequested
    /// The user chose the profile settings entry.
    case profileSettingsRequested
    /// The user chose the notifications entry.
    case notificationsRequested
    /// The user asked to sign out; it still needs confirming.
    case signOutRequested
    /// The user asked to sign in.
    case signInRequested
    /// The user asked to choose their allergens in the picker, from the allergies screen.
    case allergyPickerRequested
    /// The user confirmed the allergy picker's selection.
    case allergiesPicked(Set<Allergen>)
    /// The user closed the allergy picker without choosing.
    case allergyPickerCancelled
}

/// Receives the navigation events of Settings' view models: the module's coordinator.
@MainActor
protocol SettingsNavigationDelegate: AnyObject {
    /// Handles an event from a Settings screen.
    func handle(_ event: SettingsNavigationEvent)
}
