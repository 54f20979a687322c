import CoordinatorKit
import CoordinatorKitText

extension RecipeSearchViewModel: ScreenTextDescribing {
    /// The query, one line and one action per result.
    public var screenText: ScreenText {
        ScreenText(
            title: "Results for “\(query)”",
            lines: results.isEmpty ? ["No recipe has “\(query)” in its name or ingredients."] : results.map(\.textRow),
            actions: results.map { recipe in ScreenAction("Open \(recipe.title)") { self.select(recipe) } })
    }
}
