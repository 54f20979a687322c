import CoordinatorKit
import Foundation
import Observation

/// The recipes of the whole cookbook or of one section, with a way into each recipe,
/// each section and search.
@Observable
@MainActor
final class RecipeListViewModel: ScreenModel {
    /// The section shown, or `nil` for the whole cookbook.
    let category: RecipeCategory?
    /// The recipes shown, in the cookbook's order.
    let recipes: [Recipe]
    /// The sections the user can open from here; none inside a section.
    let categories: [RecipeCategory]
    @ObservationIgnored private weak var delegate: (any RecipesNavigationDelegate)?

    init(category: RecipeCategory?, repository: any RecipeRepository, delegate: any RecipesNavigationDelegate) {
        self.category = category
        self.recipes = category.map { repository.recipes(in: $0) } ?? repository.allRecipes()
        self.categories = category == nil ? RecipeCategory.allCases : []
        self.delegate = delegate
    }

    var title: String { category?.title ?? "Recipes" }

    var content: [String] {
        guard !recipes.isEmpty else { return ["No recipes in this section yet."] }
        return recipes.map(Self.line(for:))
    }

    var actions: [ScreenAction] {
        recipes.map { recipe in
            ScreenAction("Open \(recipe.title)") { self.select(recipe) }
        }
            + categories.map { category in
                ScreenAction("Browse \(category.title)") { self.browse(category) }
            }
    }

    /// One row of a recipe list, shared with search results so both read the same.
    static func line(for recipe: Recipe) -> String {
        "\(recipe.title) · \(recipe.minutes) min" + (recipe.isPremium ? " · Premium" : "")
    }

    func select(_ recipe: Recipe) {
        delegate?.handle(.recipeSelected(id: recipe.id))
    }

    func browse(_ category: RecipeCategory) {
        delegate?.handle(.categorySelected(category))
    }

    /// Searches the cookbook; a query without words asks for nothing.
    func search(for query: String) {
        let trimmed = query.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty else { return }
        delegate?.handle(.searchRequested(query: trimmed))
    }
}
