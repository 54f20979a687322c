import CoordinatorKit

/// A section of the cookbook; its raw value is its link text (`recipes://recipes?category=soup`).
public enum RecipeCategory: String, LinkValue, CaseIterable, Codable, Sendable {
    /// Dishes for the morning.
    case breakfast
    /// Soups and broths.
    case soup
    /// Main courses.
    case main
    /// Sweets and puddings.
    case dessert

    /// The section's name as a heading.
    public var title: String {
        switch self {
        case .breakfast: "Breakfast"
        case .soup: "Soups"
        case .main: "Mains"
        case .dessert: "Desserts"
        }
    }
}
