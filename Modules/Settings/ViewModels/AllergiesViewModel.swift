import SharedModels
import Observation

/// The allergens the user avoids: a multiple selection saved as it changes.
///
/// Public because ``SettingsScreen`` names it; its state and intents are internal, for the
/// module's own views.
@Observable
@MainActor
public final class AllergiesViewModel {
    /// Every allergen the user can choose, in display order.
    let allergens = Allergen.allCases
    @ObservationIgnored private let store: any AllergyStore
    /// A copy of the store's choices, so that views observe changes made here.
    private var choices: Set<Allergen>

    init(store: any AllergyStore) {
        self.store = store
        self.choices = store.avoidedAllergens
    }

    /// The allergens the user avoids: the picker's selection. Setting it saves it.
    var avoidedAllergens: Set<Allergen> {
        get { choices }
        set {
            for allergen in newValue.symmetricDifference(choices) {
                store.setAllergen(allergen, isAvoided: newValue.contains(allergen))
            }
            choices = store.avoidedAllergens
        }
    }

    /// Whether the user avoids an allergen.
    func isAvoided(_ allergen: Allergen) -> Bool {
        choices.contains(allergen)
    }

    /// Starts or stops avoiding an allergen.
    func setAvoided(_ allergen: Allergen, _ isAvoided: Bool) {
        store.setAllergen(allergen, isAvoided: isAvoided)
        choices = store.avoidedAllergens
    }

    /// Avoids an allowed allergen, or allows an avoided one.
    func toggle(_ allergen: Allergen) {
        setAvoided(allergen, !isAvoided(allergen))
    }
}
