import CoordinatorKit
#if Recipes
import Recipes
#endif

/// The tab set of the demo's app windows, as data (issue 36): the modules' home tabs, a
/// "New recipe" action, and a "Cookbook" section of pinned sections of the cookbook — the
/// soups as a tab, the desserts as a row of the sidebar only.
///
/// On iPad and the Mac the sidebar lists them in two sections, the action a row that opens
/// the composer as a sheet; on iPhone the tab bar shows every tab but the desserts (shown
/// while a link has landed there). A build without Recipes shows its modules' home tabs.
extension AppServices {
    /// The heading of the sidebar section of pinned sections of the cookbook.
    public static let cookbookSection: NavigationText = "Cookbook"

    /// The tabs of an app window, in order.
    public var appTabs: [TabItem] {
        let homes = registry.modules.filter { $0.tab != nil }.map { TabItem(id: $0.id) }
        #if Recipes
        guard homes.contains(where: { $0.id == "recipes" }) else { return homes }
        let newRecipe = TabItem(
            id: "recipes.new", root: registry.anyRoute(for: RecipesRoute.newRecipe), role: .action(.sheet))
        let soups = TabItem(
            id: "recipes.soups", root: registry.anyRoute(for: RecipesRoute.category(.soup)),
            section: Self.cookbookSection)
        let desserts = TabItem(
            id: "recipes.desserts", root: registry.anyRoute(for: RecipesRoute.category(.dessert)),
            role: .sidebarOnly, section: Self.cookbookSection)
        return homes.prefix(1) + [newRecipe] + homes.dropFirst() + [soups, desserts]
        #else
        return homes
        #endif
    }

    /// Makes an app window's root (``makeWindow(tabs:)``) showing ``appTabs``.
    ///
    /// - Returns: The window's environment: its root and these services.
    public func makeAppWindow() -> AppEnvironment {
        let environment = makeWindow()
        // The set is made from this build's modules and roots their modules offer as tabs;
        // should a build refuse it, the window keeps the modules' home tabs.
        try? environment.root.perform(.arrangeTabs(appTabs))
        return environment
    }
}
