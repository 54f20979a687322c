import Observation
import SharedModels

/// The allergens the recipe lists leave out, shared by every list the coordinator builds.
///
/// Set from the answer of Settings' allergy picker, awaited by link (see
/// ``RecipesCoordinator``); a value both modules know from SharedModels.
@Observable
@MainActor
final class AllergenFilter {
    /// The allergens a shown recipe must not contain; empty shows every recipe.
    var avoided: Set<Allergen> = []

    /// Whether a recipe passes the filter.
    func admits(_ recipe: Recipe) -> Bool {
        avoided.isDisjoint(with: recipe.allergens)
    }
}
