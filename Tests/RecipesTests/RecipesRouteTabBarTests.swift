import CoordinatorKit
import CoordinatorKitTesting
import Testing
@testable import Recipes

/// A recipe is read full width: its screen, pushed on the Recipes tab, hides the tab bar in
/// both renderers; the list and a search keep it.
@MainActor
struct RecipesRouteTabBarTests {
    @Test func aRecipePushedOnItsTabIsShownWithoutTheTabBar() throws {
        let (root, _) = try makeRoot()
        try root.open(link: "recipes://recipes/12")
        let layer = try #require(root.state.currentTab?.layers.first)
        #expect(layer.pathIDs.map { $0.hidesTabBar(onTabStack: [layer.rootID] + layer.pathIDs) } == [true])
    }

    @Test func theListAndASearchKeepTheTabBar() {
        #expect(!RecipesRoute.list.hidesTabBar)
        #expect(!RecipesRoute.search(query: "soup").hidesTabBar)
        #expect(RecipesRoute.detail(id: 12).hidesTabBar)
    }
}
