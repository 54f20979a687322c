import CoordinatorKit
import CoordinatorKitText

extension RecipeDetailViewModel: ScreenTextDescribing {
    /// The recipe's summary, time, ingredients and allergens, the allergy check and the
    /// way back to the list.
    public var screenText: ScreenText {
        guard let recipe else {
            return ScreenText(title: "Recipe not found", lines: ["The cookbook has no recipe \(recipeID)."])
        }
        return ScreenText(
            title: recipe.title,
            lines: [recipe.summary, "\(recipe.minutes) min · serves \(recipe.servings)", "Ingredients:"]
                + recipe.ingredients.map { "• \($0)" }
                + [allergensText],
            actions: [
                ScreenAction("Check my allergies") { self.checkAllergies() },
                ScreenAction("Back to recipes") { self.backToRecipes() },
            ])
    }

    /// The allergens as a label reads them.
    var allergensText: String {
        guard !allergens.isEmpty else { return "Contains none of the common allergens." }
        return "Contains: " + allergens.map(\.title).joined(separator: ", ")
    }
}
