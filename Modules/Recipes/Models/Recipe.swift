import SharedModels

/// A recipe of the cookbook: what a reader needs to decide, shop and cook.
public struct Recipe: Identifiable, Hashable, Sendable {
    /// The recipe's stable identifier; links such as `recipes://recipes/42` carry it.
    public let id: Int
    /// The recipe's name.
    public var title: String
    /// One sentence that sells the dish.
    public var summary: String
    /// The section of the cookbook the recipe belongs to.
    public var category: RecipeCategory
    /// The time from start to table, in minutes.
    public var minutes: Int
    /// How many people the recipe feeds.
    public var servings: Int
    /// The ingredients with their amounts, one per line, in the order they are used.
    public var ingredients: [String]
    /// The common allergens the dish contains, in display order.
    public var allergens: [Allergen]
    /// Whether only subscribers may read the recipe.
    public var isPremium: Bool

    /// Creates a recipe.
    ///
    /// - Parameters:
    ///   - id: The stable identifier carried by links.
    ///   - title: The recipe's name.
    ///   - summary: One sentence that sells the dish.
    ///   - category: The section of the cookbook.
    ///   - minutes: The time from start to table.
    ///   - servings: How many people it feeds.
    ///   - ingredients: The ingredients with amounts, in order of use.
    ///   - allergens: The common allergens the dish contains.
    ///   - isPremium: Whether only subscribers may read it.
    public init(
        id: Int, title: String, summary: String, category: RecipeCategory, minutes: Int, servings: Int,
        ingredients: [String], allergens: [Allergen], isPremium: Bool = false
    ) {
        self.id = id
        self.title = title
        self.summary = summary
        self.category = category
        self.minutes = minutes
        self.servings = servings
        self.ingredients = ingredients
        self.allergens = allergens
        self.isPremium = isPremium
    }
}
