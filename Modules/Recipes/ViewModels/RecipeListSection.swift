/// The recipes of one section of the cookbook, as a list groups them under a heading.
struct RecipeListSection: Identifiable, Hashable, Sendable {
    /// The section the recipes belong to.
    let category: RecipeCategory
    /// The section's recipes, in the cookbook's order.
    let recipes: [Recipe]

    /// The section itself: a list shows each section once.
    var id: RecipeCategory { category }

    /// The recipes grouped by section, in the sections' order; sections without recipes are
    /// left out.
    static func grouping(_ recipes: [Recipe]) -> [RecipeListSection] {
        let byCategory = Dictionary(grouping: recipes, by: \.category)
        return RecipeCategory.allCases.compactMap { category in
            byCategory[category].map { RecipeListSection(category: category, recipes: $0) }
        }
    }
}
