import CoordinatorKit
import SharedModels
import Observation

/// The allergens the user avoids, each toggled on the spot.
@Observable
@MainActor
final class AllergiesViewModel: ScreenModel {
    @ObservationIgnored private let store: any AllergyStore
    /// A copy of the store's choices, so that views observe changes made here.
    private(set) var avoidedAllergens: Set<Allergen>

    init(store: any AllergyStore) {
        self.store = store
        self.avoidedAllergens = store.avoidedAllergens
    }

    func isAvoided(_ allergen: Allergen) -> Bool {
        avoidedAllergens.contains(allergen)
    }

    func toggle(_ allergen: Allergen) {
        store.setAllergen(allergen, isAvoided: !isAvoided(allergen))
        avoidedAllergens = store.avoidedAllergens
    }

    var title: String { "Allergies" }

    var content: [String] {
        Allergen.allCases.map { "\($0.title): \(isAvoided($0) ? "avoided" : "allowed")" }
    }

    var actions: [ScreenAction] {
        Allergen.allCases.map { allergen in
            let verb = isAvoided(allergen) ? "Allow" : "Avoid"
            return ScreenAction("\(verb) \(allergen.title.lowercased())") { self.toggle(allergen) }
        }
    }
}
