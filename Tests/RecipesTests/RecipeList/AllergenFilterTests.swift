import CoordinatorKit
import CoordinatorKitTesting
import CoordinatorKitText
import Foundation
import SharedModels
import Testing
@testable import Recipes

/// The "avoid allergens" filter: the list awaits Settings' allergy picker by link and shows
/// only recipes without the chosen allergens.
@MainActor
struct AllergenFilterTests {
    private func list(of root: RootCoordinator) throws -> RecipeListViewModel {
        guard let model = root.screen(inTab: "recipes", atDepth: 0, of: RecipesModule.self) as? RecipeListViewModel else {
            throw ListMissing()
        }
        return model
    }

    private struct ListMissing: Error {}

    @Test func avoidingAllergensAwaitsSettingsPickerAsASheetOverTheList() throws {
        let (root, _) = try makeRoot()
        try root.tap("Avoid allergens…")
        #expect(root.state.selectedTab == "recipes")
        #expect(root.stackRoutes == [settings("allergyPicker")])
        #expect(root.awaitedFlows.map(\.requester) == ["recipes"])
        #expect(root.awaitedFlows.first?.resultType == "Set<Allergen>")
    }

    @Test func thePickersAnswerFiltersTheList() throws {
        let (root, _) = try makeRoot()
        let model = try list(of: root)
        #expect(model.recipes.contains { $0.allergens.contains(.eggs) })
        try root.tap("Avoid allergens…")
        root.finishFlow(of: "settings", returning: Set<Allergen>([.eggs, .dairy]))
        #expect(root.stackRoutes == [])
        #expect(model.avoidedAllergens == [.eggs, .dairy])
        #expect(!model.visibleRecipes.isEmpty)
        #expect(model.visibleRecipes.allSatisfy { $0.allergens.allSatisfy { ![.eggs, .dairy].contains($0) } })
        #expect(try root.requiredTopScreenText().lines.first == "Avoiding: Dairy, Eggs")
        try root.tap("Show every recipe")
        #expect(model.visibleRecipes == model.recipes)
    }

    @Test func aCancelledPickerLeavesTheFilterAsItWas() throws {
        let (root, _) = try makeRoot()
        let model = try list(of: root)
        try root.tap("Avoid allergens…")
        try root.perform(.dismiss)
        #expect(model.avoidedAllergens.isEmpty)
        #expect(root.awaitedFlows.isEmpty)
    }

    @Test func anAppWithoutSettingsSaysThePickerIsUnavailable() throws {
        let (root, _) = try makeRoot(withSettings: false)
        try root.tap("Avoid allergens…")
        #expect(root.state.topEntry?.alert?.title.localized(in: Locale(identifier: "en")) == "Allergies unavailable")
    }
}
