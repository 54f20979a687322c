import CoordinatorKit
import SharedModels

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
    /// A choice of allergens returned to the flow that awaits it
    /// (`recipes://settings/allergies/pick`): a popover whose coordinator answers with the
    /// chosen `Set<Allergen>` (see ``SettingsCoordinator``), saving nothing itself.
    case allergyPicker

    /// The allergy picker is a popover over whatever asked for it, pointing at the control
    /// named ``SharedModels/Allergen/pickerAnchor`` (Recipes' "Avoid allergens…"), and a
    /// sheet in compact width; every other screen is pushed.
    public var presentation: Presentation {
        self == .allergyPicker ? .popover(anchor: Allergen.pickerAnchor, size: PresentationSize(width: 360, height: 520)) : .push
    }
}
