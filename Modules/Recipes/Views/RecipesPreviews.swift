#if canImport(SwiftUI) && DEBUG
import CoordinatorKitUI
import Recipes
import SwiftUI

/// Each Recipes screen over the sample cookbook, built by the module's coordinator as in
/// the app.
@MainActor
struct RecipesPreviews: PreviewProvider {
    static var previews: some View {
        CoordinatorRootView.preview(of: [RecipesModule()], at: "recipes").previewDisplayName("Cookbook")
        CoordinatorRootView.preview(of: [RecipesModule()], at: "recipes/42").previewDisplayName("Recipe")
        CoordinatorRootView.preview(of: [RecipesModule()], at: "recipes/search?q=soup").previewDisplayName("Search results")
        CoordinatorRootView.preview(of: [RecipesModule()], at: "recipes/42/paywall").previewDisplayName("Paywall")
    }
}
#endif
