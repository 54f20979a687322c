#if canImport(SwiftUI)
import CoordinatorKitUI
import Recipes
import SwiftUI

extension RecipesModule: ModuleViews {
    /// The view of each Recipes screen: the module's one place from screen to view.
    @MainActor @ViewBuilder
    public func view(for screen: RecipesScreen) -> some View {
        switch screen {
        case .list(let model): RecipeListView(model: model)
        case .detail(let model): RecipeDetailView(model: model)
        case .search(let model): RecipeSearchView(model: model)
        case .paywall(let model): PaywallView(model: model)
        case .newRecipe(let model): NewRecipeView(model: model)
        }
    }
}
#endif
