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

// FavoritesScreen+Text.swift
extension FavoritesScreen: ScreenTextDescribing {
    /// The text of the wrapped view model's screen.
    public var screenText: ScreenText {
        switch self {
        case .list(let model): model.screenText
        case .favorite(let model): model.screenText
        }
    }
}
// end
