import SharedModels
import Observation

/// The allergens the user avoids: a multiple selection saved as it changes, or chosen at
/// once in the allergy picker, pushed, whose answer replaces it.
///
/// The view model reads the store each time, so it shows what any window or the picker
/// saved (the store is observable: ``InMemoryAllergyStore``). Public, for the
/// module's views target, as are its state and intents.
@Observable
@MainActor
public final class AllergiesViewModel {
    /// Every allergen the user can choose, in display order.
    public let allergens = Allergen.allCases
    @ObservationIgnored private let store: any AllergyStore
    @ObservationIgnored private weak var navigation: (any SettingsNavigationDelegate)?

    init(store: any AllergyStore, navigation: (any SettingsNavigationDelegate)? = nil) {
        self.store = store
        self.navigation = navigation
    }

    /// The allergens the user avoids: the picker's selection. Setting it saves it.
    public var avoidedAllergens: Set<Allergen> {
        get { store.avoidedAllergens }
        set {
            for allergen in newValue.symmetricDifference(store.avoidedAllergens) {
                store.setAllergen(allergen, isAvoided: newValue.contains(allergen))
            }
        }
    }

    /// Whether the user avoids an allergen.
    public func isAvoided(_ allergen: Allergen) -> Bool {
        store.avoidedAllergens.contains(allergen)
    }

    /// Starts or stops avoiding an allergen.
    public func setAvoided(_ allergen: Allergen, _ isAvoided: Bool) {
        store.setAllergen(allergen, isAvoided: isAvoided)
    }

    /// Avoids an allowed allergen, or allows an avoided one.
    public func toggle(_ allergen: Allergen) {
        setAvoided(allergen, !isAvoided(allergen))
    }

    /// Opens the allergy picker, pushed; its answer replaces the saved choice.
    public func chooseInPicker() {
        navigation?.handle(.allergyPickerRequested)
    }
}
