import CoordinatorKit
import CoordinatorKitText
import SharedModels

extension RecipeListViewModel: ScreenTextDescribing {
    /// The section's title, the allergen filter when one is set, one line per recipe shown,
    /// then an action per recipe and per section, and on the whole cookbook the filter's
    /// actions.
    public var screenText: ScreenText {
        let shown = visibleRecipes
        let avoided = Allergen.allCases.filter(avoidedAllergens.contains).map(\.title)
        let filterLine = avoided.isEmpty ? [] : ["Avoiding: \(avoided.joined(separator: ", "))"]
        let empty = recipes.isEmpty ? "No recipes in this section yet." : "No recipes without these allergens."
        return ScreenText(
            title: category?.title ?? "Recipes",
            lines: filterLine + (shown.isEmpty ? [empty] : shown.map(\.textRow)),
            actions: shown.map { recipe in ScreenAction("Open \(recipe.title)") { self.select(recipe) } }
                + categories.map { category in ScreenAction("Browse \(category.title)") { self.browse(category) } }
                + filterActions(isFiltering: !avoided.isEmpty))
    }

    /// The whole cookbook offers the filter; a section shows it applied.
    private func filterActions(isFiltering: Bool) -> [ScreenAction] {
        guard category == nil else { return [] }
        return [ScreenAction("Avoid allergens…") { self.chooseAllergensToAvoid() }]
            + (isFiltering ? [ScreenAction("Show every recipe") { self.clearAllergenFilter() }] : [])
    }
}

extension Recipe {
    /// One row of a recipe list as text, shared with search results so both read the same.
    var textRow: String {
        "\(title) · \(minutes) min" + (isPremium ? " · Premium" : "")
    }
}
