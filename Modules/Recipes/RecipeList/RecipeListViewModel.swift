import Foundation
import Observation
import SharedModels

/// The recipes of the whole cookbook or of one section, with a way into each recipe,
/// each section and search.
///
/// Public, for the module's views target, as are its state and intents.
@Observable
@MainActor
public final class RecipeListViewModel {
    /// The section shown, or `nil` for the whole cookbook.
    public let category: RecipeCategory?
    /// The recipes shown, in the cookbook's order.
    public let recipes: [Recipe]
    /// The sections the user can open from here; none inside a section.
    public let categories: [RecipeCategory]
    /// The words typed in the search field.
    public var searchQuery = ""
    @ObservationIgnored private weak var delegate: (any RecipesNavigationDelegate)?
    @ObservationIgnored private let filter: AllergenFilter

    init(
        category: RecipeCategory?, repository: any RecipeRepository, delegate: any RecipesNavigationDelegate,
        filter: AllergenFilter = AllergenFilter()
    ) {
        self.filter = filter
        self.category = category
        self.recipes = category.map { repository.recipes(in: $0) } ?? repository.allRecipes()
        self.categories = category == nil ? RecipeCategory.allCases : []
        self.delegate = delegate
    }

    /// The allergens the list leaves out; empty when no filter is set.
    public var avoidedAllergens: Set<Allergen> {
        filter.avoided
    }

    /// The recipes shown: ``recipes`` without those containing an avoided allergen.
    public var visibleRecipes: [Recipe] {
        recipes.filter(filter.admits)
    }

    /// The recipes shown, grouped under their sections' headings in the sections' order.
    public var sections: [RecipeListSection] {
        RecipeListSection.grouping(visibleRecipes)
    }

    /// Asks which allergens to avoid; the list shows the answer when it comes.
    public func chooseAllergensToAvoid() {
        delegate?.handle(.allergenFilterRequested)
    }

    /// Shows every recipe again.
    public func clearAllergenFilter() {
        filter.avoided = []
    }

    /// Opens a recipe (or its paywall: the coordinator decides).
    public func select(_ recipe: Recipe) {
        delegate?.handle(.recipeSelectedInList(id: recipe.id, category: category))
    }

    /// Opens a section of the cookbook.
    public func browse(_ category: RecipeCategory) {
        delegate?.handle(.categorySelected(category))
    }

    /// Searches the cookbook for ``searchQuery``; a query without words asks for nothing.
    public func submitSearch() {
        let trimmed = searchQuery.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty else { return }
        delegate?.handle(.searchRequested(query: trimmed))
    }
}
