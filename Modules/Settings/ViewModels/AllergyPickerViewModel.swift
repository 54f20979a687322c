import Observation
import SharedModels

/// A choice of allergens for a flow that awaits it, such as the Recipes filter: the
/// selection is returned, not saved.
///
/// Public because ``SettingsScreen`` names it; its state and intents are internal, for the
/// module's own views.
@Observable
@MainActor
public final class AllergyPickerViewModel {
    /// Every allergen the user can choose, in display order.
    let allergens = Allergen.allCases
    /// The allergens chosen so far; it starts as the allergies the user saved.
    var selection: Set<Allergen>
    @ObservationIgnored private weak var navigation: (any SettingsNavigationDelegate)?

    init(initialSelection: Set<Allergen>, navigation: any SettingsNavigationDelegate) {
        self.selection = initialSelection
        self.navigation = navigation
    }

    /// Whether an allergen is chosen.
    func isSelected(_ allergen: Allergen) -> Bool {
        selection.contains(allergen)
    }

    /// Chooses an allergen, or leaves it out.
    func toggle(_ allergen: Allergen) {
        if selection.contains(allergen) {
            selection.remove(allergen)
        } else {
            selection.insert(allergen)
        }
    }

    /// Returns the selection to the flow that asked for it.
    func confirm() {
        navigation?.handle(.allergiesPicked(selection))
    }

    /// Closes the picker without an answer.
    func cancel() {
        navigation?.handle(.allergyPickerCancelled)
    }
}
