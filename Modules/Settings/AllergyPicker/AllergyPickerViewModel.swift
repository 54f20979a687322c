import Observation
import SharedModels

/// A choice of allergens for a flow that awaits it, such as the Recipes filter: the
/// selection is returned, not saved.
///
/// Public, for the module's views target, as are its state and intents.
@Observable
@MainActor
public final class AllergyPickerViewModel {
    /// Every allergen the user can choose, in display order.
    public let allergens = Allergen.allCases
    /// The allergens chosen so far; it starts as the allergies the user saved.
    public var selection: Set<Allergen>
    @ObservationIgnored private weak var navigation: (any SettingsNavigationDelegate)?

    init(initialSelection: Set<Allergen>, navigation: any SettingsNavigationDelegate) {
        self.selection = initialSelection
        self.navigation = navigation
    }

    /// Whether an allergen is chosen.
    public func isSelected(_ allergen: Allergen) -> Bool {
        selection.contains(allergen)
    }

    /// Chooses an allergen, or leaves it out.
    public func toggle(_ allergen: Allergen) {
        if selection.contains(allergen) {
            selection.remove(allergen)
        } else {
            selection.insert(allergen)
        }
    }

    /// Returns the selection to the flow that asked for it.
    public func confirm() {
        navigation?.handle(.allergiesPicked(selection))
    }

    /// Closes the picker without an answer.
    public func cancel() {
        navigation?.handle(.allergyPickerCancelled)
    }
}
