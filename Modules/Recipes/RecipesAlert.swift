import CoordinatorKit

/// The alerts of Recipes' screens and the actions of their buttons; the raw values are the
/// keys saved state keeps.
public enum RecipesAlert: String, ModuleAlert {
    /// A purchase from the paywall failed; its "Try again" buys again.
    case purchaseFailed = "recipes.purchaseFailed"
    /// Allergies were asked for in an app composed without them.
    case allergiesUnavailable = "recipes.allergiesUnavailable"

    /// What the buttons of Recipes' alerts do besides cancelling.
    public enum Action: String, Sendable {
        /// Tries the failed purchase again.
        case retry
    }
}
