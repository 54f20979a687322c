/// A food allergen the user can choose to avoid.
///
/// The raw value is stable: it is what an ``AllergyStore`` keeps and what other parts of
/// the app (recipe filters, through the composition) match on.
public enum Allergen: String, CaseIterable, Codable, Hashable, Sendable {
    /// Wheat, barley, rye and oats.
    case gluten
    /// Milk and milk products.
    case dairy
    /// Eggs.
    case eggs
    /// Peanuts.
    case peanuts
    /// Almonds, hazelnuts, walnuts and other tree nuts.
    case treeNuts
    /// Soy beans and soy products.
    case soy
    /// Fish.
    case fish
    /// Crustaceans and molluscs.
    case shellfish
    /// Sesame seeds.
    case sesame

    /// The allergen's name as the user reads it.
    public var displayName: String {
        switch self {
        case .gluten: "Gluten"
        case .dairy: "Dairy"
        case .eggs: "Eggs"
        case .peanuts: "Peanuts"
        case .treeNuts: "Tree nuts"
        case .soy: "Soy"
        case .fish: "Fish"
        case .shellfish: "Shellfish"
        case .sesame: "Sesame"
        }
    }
}
