import SharedModels
import Observation

/// One recipe: what it takes, what it contains, and a way to check it against the user's
/// allergies.
///
/// Public because ``RecipesScreen`` names it; its state and intents are internal, for the
/// module's own views.
@Observable
@MainActor
public final class RecipeDetailViewModel {
    /// The identifier the screen was opened for.
    let recipeID: Int
    /// The recipe, or `nil` when the cookbook has no recipe with that identifier.
    let recipe: Recipe?
    @ObservationIgnored private weak var delegate: (any RecipesNavigationDelegate)?

    init(recipeID: Int, repository: any RecipeRepository, delegate: any RecipesNavigationDelegate) {
        self.recipeID = recipeID
        self.recipe = repository.recipe(withID: recipeID)
        self.delegate = delegate
    }

    /// The common allergens the dish contains, in display order; none for a missing recipe.
    var allergens: [Allergen] { recipe?.allergens ?? [] }

    /// The recipe's link path, for opening it in a window of its own (iPadOS, macOS).
    var windowPath: String { "recipes/\(recipeID)" }

    /// Whether the recipe can be compared with the user's allergies: only a recipe that exists.
    var canCheckAllergies: Bool { recipe != nil }

    /// Goes back to the list of recipes, past every screen opened since (a category, other
    /// recipes, allergies): the coordinator decides how.
    func backToRecipes() {
        delegate?.handle(.backToRecipesRequested)
    }

    /// Compares the recipe's allergens with the user's allergies.
    func checkAllergies() {
        guard canCheckAllergies else { return }
        delegate?.handle(.allergyCheckRequested(recipeID: recipeID))
    }
}
