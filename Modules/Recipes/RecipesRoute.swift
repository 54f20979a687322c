import CoordinatorKit

/// Every screen of the Recipes module, addressed by value.
///
/// Routes carry identifiers and small values only; the coordinator looks the data up when
/// it decides where a route leads (``RecipesCoordinator/destination(for:)``) and when it
/// builds the screen.
public enum RecipesRoute: Route {
    /// Every recipe of the cookbook: the tab's root.
    case list
    /// One recipe with its ingredients and allergens.
    case detail(id: Int)
    /// The recipes whose title or ingredients match a query.
    case search(query: String)
    /// The recipes of one section of the cookbook.
    case category(RecipeCategory)
    /// The offer to subscribe, shown instead of a premium recipe to a user without a
    /// subscription.
    case paywall(recipeID: Int)
    /// A new recipe being written: the composer of the "New recipe" action tab.
    case newRecipe

    /// The paywall and the new recipe are sheets over what the user was browsing; every
    /// other screen is pushed.
    public var presentation: Presentation {
        switch self {
        case .paywall, .newRecipe: .sheet
        default: .push
        }
    }

    /// The paywall is a purchase: a link arriving while it is up waits until it has gone
    /// (bought or declined), then opens; it never replaces the paywall mid-purchase.
    public var holdsLinks: Bool {
        if case .paywall = self { return true }
        return false
    }

    /// A recipe is read full width: its screen is shown without the tab bar, which comes
    /// back when the user goes back to the list.
    public var hidesTabBar: Bool {
        if case .detail = self { return true }
        return false
    }

    /// A recipe is counted in analytics as `recipe_detail` with its id, so reads of each
    /// recipe can be told apart; every other screen keeps its default name (`recipes.list`).
    public var analyticsName: AnalyticsName? {
        guard case .detail(let id) = self else { return nil }
        return AnalyticsName("recipe_detail", parameters: ["id": "\(id)"])
    }
}
