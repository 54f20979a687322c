import Foundation

/// A cookbook held in memory: the demo app's data and the tests' fixture.
public struct InMemoryRecipeRepository: RecipeRepository {
    private let recipes: [Recipe]

    /// Creates a cookbook of the given recipes.
    ///
    /// - Parameter recipes: The recipes, in the cookbook's order; by default
    ///   ``Recipe/samples``.
    public init(recipes: [Recipe] = Recipe.samples) {
        self.recipes = recipes
    }

    /// Every recipe, in the order given.
    public func allRecipes() -> [Recipe] {
        recipes
    }

    /// The recipe with the given id, if any.
    public func recipe(withID id: Int) -> Recipe? {
        recipes.first { $0.id == id }
    }

    /// The recipes of a category.
    public func recipes(in category: RecipeCategory) -> [Recipe] {
        recipes.filter { $0.category == category }
    }

    /// The recipes whose title or ingredients contain every word of the query, ignoring case
    /// and diacritics; none for a query without words.
    public func recipes(matching query: String) -> [Recipe] {
        let words = query.split(whereSeparator: { $0.isWhitespace || $0.isPunctuation }).map(String.init)
        guard !words.isEmpty else { return [] }
        return recipes.filter { recipe in
            let fields = [recipe.title] + recipe.ingredients
            return words.allSatisfy { word in
                fields.contains { $0.range(of: word, options: [.caseInsensitive, .diacriticInsensitive]) != nil }
            }
        }
    }
}
