/// The recipes of one section of the cookbook, as a list groups them under a heading.
public struct RecipeListSection: Identifiable, Hashable, Sendable {
    /// The section the recipes belong to.
    public let category: RecipeCategory
    /// The section's recipes, in the cookbook's order.
    public let recipes: [Recipe]

    /// The section itself: a list shows each section once.
    public var id: RecipeCategory { category }

    /// The recipes grouped by section, in the sections' order; sections without recipes are
    /// left out.
    public static func grouping(_ recipes: [Recipe]) -> [RecipeListSection] {
        let byCategory = Dictionary(grouping: recipes, by: \.category)
        return RecipeCategory.allCases.compactMap { category in
            byCategory[category].map { RecipeListSection(category: category, recipes: $0) }
        }
    }
}
