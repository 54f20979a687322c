import Observation
import SharedModels

/// An ``AllergyStore`` that keeps its choices in memory, for the demo app and tests;
/// observable, so the Settings tab's badge follows the choices in every window.
@MainActor
@Observable
public final class InMemoryAllergyStore: AllergyStore {
    /// The allergens the user avoids.
    public private(set) var avoidedAllergens: Set<Allergen>

    /// Creates a store.
    ///
    /// - Parameter avoidedAllergens: The allergens avoided at first; by default peanuts,
    ///   so the demo shows a choice already made.
    public init(avoidedAllergens: Set<Allergen> = [.peanuts]) {
        self.avoidedAllergens = avoidedAllergens
    }

    /// Adds or removes an allergen from the avoided ones.
    public func setAllergen(_ allergen: Allergen, isAvoided: Bool) {
        if isAvoided {
            avoidedAllergens.insert(allergen)
        } else {
            avoidedAllergens.remove(allergen)
        }
    }
}
