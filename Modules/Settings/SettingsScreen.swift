/// Every screen of the Settings module with its view model, as ``SettingsCoordinator``
/// builds it for a route.
///
/// The module's views switch over it in one place; the root keeps one per entry and hands
/// it out through `root.screen(inTab:atDepth:of: SettingsModule.self)`.
public enum SettingsScreen: Sendable {
    /// The list of settings and the account entry.
    case main(SettingsMainViewModel)
    /// The allergens the user avoids.
    case allergies(AllergiesViewModel)
    /// A choice of allergens for the flow that awaits it.
    case allergyPicker(AllergyPickerViewModel)
    /// Measurement units and profile visibility.
    case profileSettings(ProfileSettingsViewModel)
    /// The notification topics.
    case notifications(NotificationSettingsViewModel)
}
