import CoordinatorKit
import Observation

/// One recipe: what it takes, what it contains, and a way to check it against the user's
/// allergies.
@Observable
@MainActor
final class RecipeDetailViewModel: ScreenModel {
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

    var title: String { recipe?.title ?? "Recipe not found" }

    /// The allergens as a label reads them.
    var allergensLine: String {
        guard let recipe else { return "" }
        guard !recipe.allergens.isEmpty else { return "Contains none of the common allergens." }
        return "Contains: " + recipe.allergens.map(\.title).joined(separator: ", ")
    }

    var content: [String] {
        guard let recipe else { return ["The cookbook has no recipe \(recipeID)."] }
        return [recipe.summary, "\(recipe.minutes) min · serves \(recipe.servings)", "Ingredients:"]
            + recipe.ingredients.map { "• \($0)" }
            + [allergensLine]
    }

    var actions: [ScreenAction] {
        guard recipe != nil else { return [] }
        return [ScreenAction("Check my allergies") { self.checkAllergies() }]
    }

    func checkAllergies() {
        delegate?.handle(.allergyCheckRequested(recipeID: recipeID))
    }
}
