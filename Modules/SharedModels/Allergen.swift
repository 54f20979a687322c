/// A common food allergen, as food labels list them.
///
/// One type for every module that speaks of allergens: Recipes lists a recipe's allergens,
/// Settings keeps the ones the user avoids, and a recipe filter compares the two — without
/// either feature module importing the other. The raw values are stable: stores and links
/// keep them.
public enum Allergen: String, CaseIterable, Codable, Hashable, Sendable {
    /// Wheat, rye, barley and oats.
    case gluten
    /// Milk and anything made from it.
    case dairy
    /// Eggs.
    case eggs
    /// Almonds, hazelnuts, walnuts and other tree nuts.
    case treeNuts
    /// Peanuts.
    case peanuts
    /// Fish, fish sauce included.
    case fish
    /// Prawns, crab, lobster.
    case shellfish
    /// Soya beans, tofu, soy sauce, miso.
    case soy
    /// Sesame seeds and oil.
    case sesame
    /// Celery and celeriac.
    case celery
    /// Mustard seeds, powder and sauce.
    case mustard

    /// The allergen's name as a label shows it.
    public var title: String {
        switch self {
        case .gluten: "Gluten"
        case .dairy: "Dairy"
        case .eggs: "Eggs"
        case .treeNuts: "Tree nuts"
        case .peanuts: "Peanuts"
        case .fish: "Fish"
        case .shellfish: "Shellfish"
        case .soy: "Soy"
        case .sesame: "Sesame"
        case .celery: "Celery"
        case .mustard: "Mustard"
        }
    }
}

extension Allergen {
    /// The anchor of the allergen picker's popover: Recipes names its "Avoid allergens…"
    /// button so (`.navigationAnchor(_:)`), and Settings' picker, shown as a popover on an
    /// iPad, points at it — one name both modules know without importing each other.
    public static let pickerAnchor = "avoidAllergens"
}
