#if canImport(SwiftUI) && DEBUG
import SwiftUI

/// Receives the previews' navigation events and ignores them: a preview shows one screen.
@MainActor
private final class PreviewNavigation: RecipesNavigationDelegate {
    static let shared = PreviewNavigation()
    func handle(_ event: RecipesNavigationEvent) {}
}

/// Each Recipes screen over the sample cookbook.
@MainActor
struct RecipesPreviews: PreviewProvider {
    private static let repository = InMemoryRecipeRepository()

    static var previews: some View {
        let module = RecipesModule()
        NavigationStack {
            module.view(for: .list(RecipeListViewModel(
                category: nil, repository: repository, delegate: PreviewNavigation.shared)))
        }
        .previewDisplayName("Cookbook")
        NavigationStack {
            module.view(for: .detail(RecipeDetailViewModel(
                recipeID: 42, repository: repository, delegate: PreviewNavigation.shared)))
        }
        .previewDisplayName("Recipe")
        NavigationStack {
            module.view(for: .search(RecipeSearchViewModel(
                query: "soup", repository: repository, delegate: PreviewNavigation.shared)))
        }
        .previewDisplayName("Search results")
        NavigationStack {
            module.view(for: .paywall(PaywallViewModel(
                recipeID: 42, repository: repository, store: InMemorySubscriptionStore(),
                delegate: PreviewNavigation.shared)))
        }
        .previewDisplayName("Paywall")
    }
}
#endif
