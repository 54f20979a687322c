import CoordinatorKit
import RecipesApp
import Testing

@MainActor
struct CompositionTests {
    @Test func fullBuildComposesEveryModuleInTabOrder() throws {
        let app = try AppComposition.make()
        #expect(app.moduleNames == ["Recipes", "Products", "Profile", "Settings", "Auth"])
        #expect(app.root.state.tabs.map(\.id) == ["recipes", "products", "profile", "settings"])
        #expect(app.root.state.selectedTab == "recipes")
    }

    @Test func appOfRecipesAndSettingsRejectsLinksIntoOtherModules() throws {
        let app = try AppComposition.make(including: ["Recipes", "Settings"])
        #expect(app.root.state.tabs.map(\.id) == ["recipes", "settings"])
        try app.root.open(link: "recipes://recipes/1/settings/allergies")
        let before = app.root.state
        #expect(throws: NavigationError.invalidLink(.moduleNotInApp(segment: "products", position: 0, module: "Products"))) {
            try app.root.open(link: "recipes://products")
        }
        #expect(throws: NavigationError.invalidLink(.moduleNotInApp(segment: "auth", position: 2, module: "Auth"))) {
            try app.root.open(link: "recipes://recipes/1/auth/signin")
        }
        #expect(app.root.state == before)
    }

    @Test func everyModuleIsKnownSoLeftOutModulesGetAClearError() {
        #expect(AppComposition.knownModules.map(\.name) == ["Auth", "Products", "Profile", "Recipes", "Settings"])
        #expect(Set(AppComposition.compiledModules).isSubset(of: Set(AppComposition.knownModules.map(\.name))))
    }
}
