import SharedModels
import Observation

/// One recipe: what it takes, what it contains, and a way to check it against the user's
/// allergies.
///
/// Public, for the module's views target, as are its state and intents.
@Observable
@MainActor
public final class RecipeDetailViewModel {
    /// The identifier the screen was opened for.
    public let recipeID: Int
    /// The recipe, or `nil` when the cookbook has no recipe with that identifier.
    public let recipe: Recipe?
    @ObservationIgnored private weak var delegate: (any RecipesNavigationDelegate)?

    init(recipeID: Int, repository: any RecipeRepository, delegate: any RecipesNavigationDelegate) {
        self.recipeID = recipeID
        self.recipe = repository.recipe(withID: recipeID)
        self.delegate = delegate
    }

    /// The common allergens the dish contains, in display order; none for a missing recipe.
    public var allergens: [Allergen] { recipe?.allergens ?? [] }

    /// The recipe's link path, for opening it in a window of its own (iPadOS, macOS).
    public var windowPath: String { "recipes/\(recipeID)" }

    /// Whether the recipe can be compared with the user's allergies: only a recipe that exists.
    public var canCheckAllergies: Bool { recipe != nil }

    /// Goes back to the list of recipes, past every screen opened since (a category, other
    /// recipes, allergies): the coordinator decides how.
    public func backToRecipes() {
        delegate?.handle(.backToRecipesRequested)
    }

    /// Compares the recipe's allergens with the user's allergies.
    public func checkAllergies() {
        guard canCheckAllergies else { return }
        delegate?.handle(.allergyCheckRequested(recipeID: recipeID))
    }
}
