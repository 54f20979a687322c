import CoordinatorKit
import CoordinatorKitTesting
import CoordinatorKitText
import Foundation
import Testing
@testable import Recipes

/// The "New recipe" composer, opened by an action tab, and a recipe picked in the list a
/// sidebar shows beside it in a content column (issue 36).
@MainActor
struct NewRecipeAndContentColumnTests {
    private func rootWithNewRecipeTab() throws -> RootCoordinator {
        let (root, _) = try makeRoot()
        let newRecipe = TabItem(id: "recipes.new", root: recipes(.newRecipe), role: .action(.sheet))
        try root.perform(.arrangeTabs(["recipes", newRecipe, "settings"]))
        return root
    }

    // MARK: New recipe

    @Test func theNewRecipeTabOpensTheComposerAsASheetAndKeepsTheTabSelected() throws {
        let root = try rootWithNewRecipeTab()
        try root.perform(.writeBack(.tabSelected("recipes.new")))
        #expect(root.state.selectedTab == "recipes")
        #expect(root.stackRoutes == [recipes(.newRecipe)])
        #expect(root.state.currentTab?.stack.last?.presentation == .sheet)
        #expect(root.topScreenText?.title == "New recipe")
    }

    @Test func savingANewRecipeWithATitleDismissesTheComposer() throws {
        let root = try rootWithNewRecipeTab()
        try root.perform(.writeBack(.tabSelected("recipes.new")))
        let model = try root.topScreen(as: NewRecipeViewModel.self)
        #expect(root.topScreenText?.actions.map(\.title) == ["Cancel"])
        model.title = "Lentil soup"
        try root.tap("Save")
        #expect(root.stackRoutes == [])
    }

    @Test func aBlankTitleCannotBeSaved() {
        let recorder = EventRecorder()
        let model = NewRecipeViewModel(delegate: recorder)
        model.title = "   "
        model.save()
        #expect(!model.canSave)
        #expect(recorder.events == [])
        model.title = "Borscht"
        model.save()
        #expect(recorder.events == [.newRecipeSaved(title: "Borscht")])
    }

    @Test func cancellingANewRecipeDismissesTheComposer() throws {
        let root = try rootWithNewRecipeTab()
        try root.open(link: "recipes://recipes/12")
        try root.perform(.writeBack(.tabSelected("recipes.new")))
        try root.tap("Cancel")
        #expect(root.stackRoutes == [recipes(.detail(id: 12))])
    }

    @Test func theNewRecipeLinkPrintsBackToTheSameScreen() throws {
        let (root, _) = try makeRoot()
        try root.open(link: "recipes://recipes/new")
        #expect(root.stackRoutes == [recipes(.newRecipe)])
        #expect(root.currentURL?.absoluteString == "recipes://recipes/new")
    }

    @Test func recipesOffersTheComposerAsATabAndNoOtherScreenButSections() {
        let module = RecipesModule()
        #expect(module.pinnedTab(showing: .newRecipe)?.systemImage == "square.and.pencil")
        #expect(module.pinnedTab(showing: .category(.soup)) != nil)
        #expect(module.pinnedTab(showing: .detail(id: 12)) == nil)
        #expect(module.tab?.showsContentColumn == true)
    }

    // MARK: The list beside the recipe

    @Test func aRecipePickedInTheRootListReplacesTheRecipeShownInOneChange() throws {
        let (root, _) = try makeRoot()
        try root.tap("Open Shakshuka")
        let shakshuka = try #require(root.stackRoutes.first)
        let probe = ObservationProbe(root)
        // The list at the tab's root, still on screen beside the recipe in a content column.
        let model = try #require(root.screen(inTab: "recipes", atDepth: 0, of: RecipesModule.self) as? RecipeListViewModel)
        try model.tap("Open Miso Soup")
        #expect(root.stackRoutes.count == 1)
        #expect(root.stackRoutes != [shakshuka])
        #expect(root.topScreenText?.title == "Miso Soup")
        #expect(probe.changeCount == 1)
    }

    @Test func aRecipePickedInAPushedSectionIsPushedOnIt() throws {
        let (root, _) = try makeRoot()
        try root.open(link: "recipes://recipes?category=soup")
        try root.tap("Open Miso Soup")
        #expect(root.stackRoutes == [recipes(.category(.soup)), recipes(.detail(id: 15))])
    }

    @Test func aRecipePickedInAPinnedSectionsRootListReplacesTheRecipeShown() throws {
        let (root, _) = try makeRoot()
        let soups = TabItem(id: "recipes.soups", root: recipes(.category(.soup)))
        try root.perform(.arrangeTabs(["recipes", soups]))
        try root.perform(.selectTab("recipes.soups"))
        try root.tap("Open Miso Soup")
        let model = try #require(root.screen(inTab: "recipes.soups", atDepth: 0, of: RecipesModule.self) as? RecipeListViewModel)
        let other = try #require(model.screenText.actions.first { $0.title.hasPrefix("Open ") && $0.title != "Open Miso Soup" })
        other.perform()
        #expect(root.stackRoutes.count == 1)
        #expect(root.stackRoutes != [recipes(.detail(id: 15))])
    }
}
