import CoordinatorKit

extension RecipeListViewModel: ScreenTextDescribing {
    /// The section's title, one line per recipe, then an action per recipe and per section.
    public var screenText: ScreenText {
        ScreenText(
            title: category?.title ?? "Recipes",
            lines: recipes.isEmpty ? ["No recipes in this section yet."] : recipes.map(\.textRow),
            actions: recipes.map { recipe in ScreenAction("Open \(recipe.title)") { self.select(recipe) } }
                + categories.map { category in ScreenAction("Browse \(category.title)") { self.browse(category) } })
    }
}

extension Recipe {
    /// One row of a recipe list as text, shared with search results so both read the same.
    var textRow: String {
        "\(title) · \(minutes) min" + (isPremium ? " · Premium" : "")
    }
}
