// snippet: favorites-text-screens
// FavoritesListViewModel+Text.swift
import CoordinatorKitText

extension FavoritesListViewModel: ScreenTextDescribing {
    /// One line and one action per saved recipe.
    public var screenText: ScreenText {
        ScreenText(
            title: "Favorites",
            lines: ids.map { "Recipe \($0)" },
            actions: ids.map { id in ScreenAction("Open recipe \(id)") { self.open(id) } })
    }
}
// end
