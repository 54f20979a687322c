import CoordinatorKit
import CoordinatorKitTesting
import Foundation
import RecipesApp
import Testing

/// The demo's app windows show the tab set as data (issue 36): a "Cookbook" section of
/// pinned sections, one of them a sidebar row only, and a "New recipe" action.
@MainActor
struct AppTabsTests {
    private func appWindow() throws -> RootCoordinator {
        try AppComposition.makeServices().makeAppWindow().root
    }

    @Test func theSidebarListsTheHomeTabsThenTheCookbookSection() throws {
        let root = try appWindow()
        #expect(root.state.sidebarSections.map(\.heading) == [nil, "Cookbook"])
        #expect(root.state.sidebarSections.map(\.tabs) == [
            ["recipes", "recipes.new", "products", "profile", "settings"], ["recipes.soups", "recipes.desserts"],
        ])
    }

    @Test func theTabBarLeavesOutTheSidebarOnlyDessertsUntilALinkLandsThere() throws {
        let root = try appWindow()
        #expect(root.state.tabBarTabIDs == ["recipes", "recipes.new", "products", "profile", "settings", "recipes.soups"])
        try root.open(link: "recipes://recipes?category=dessert")
        #expect(root.state.selectedTab == "recipes.desserts")
        #expect(root.state.tabBarTabIDs.last == "recipes.desserts")
    }

    @Test func theNewRecipeTabOpensTheComposerOverTheTabTheUserIsOn() throws {
        let root = try appWindow()
        try root.perform(.selectTab("products"))
        try root.perform(.writeBack(.tabSelected("recipes.new")))
        #expect(root.state.selectedTab == "products")
        #expect(root.state.currentTab?.stack.last?.route.description == "recipes.newRecipe")
        #expect(root.topScreenText?.title == "New recipe")
    }

    @Test func theAppsTabSetIsSavedAndRestoredWithTheStackOfItsPinnedTab() throws {
        let services = try AppComposition.makeServices()
        let root = services.makeAppWindow().root
        try root.open(link: "recipes://recipes?category=soup")
        try root.tap("Open Miso Soup")
        let saved = try root.saveState()
        let restored = services.makeWindow().root
        #expect(try restored.restoreState(from: saved) == .restored)
        #expect(restored.state == root.state)
        #expect(restored.state.tabItems == root.state.tabItems)
    }
}
