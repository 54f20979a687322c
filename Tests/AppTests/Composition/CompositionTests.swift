import CoordinatorKit
import Foundation
import RecipesApp
import Testing

@MainActor
struct CompositionTests {
    @Test func fullBuildComposesEveryModuleInTabOrder() throws {
        let app = try AppComposition.make()
        #expect(app.moduleNames == AppComposition.compiledModules)
        // The demo's tabs keep their order; a module added later may add a tab anywhere.
        let demoTabs: [ModuleID] = ["recipes", "products", "profile", "settings"]
        #expect(app.root.state.tabs.map(\.id).filter(demoTabs.contains) == demoTabs)
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

    @Test func everyFeatureOfThePackageHasASlotSoLeftOutModulesGetAClearError() throws {
        // The package's `features` list is the one list of modules; the composition must
        // have a slot for each, or a module would be neither registered nor declared absent.
        let manifest = packageFolder.appendingPathComponent("Package.swift")
        let text = try String(contentsOf: manifest, encoding: .utf8)
        let line = try #require(text.split(separator: "\n").first { $0.hasPrefix("let features = [") })
        let features = line.split(separator: "\"").enumerated().filter { $0.offset % 2 == 1 }.map { String($0.element) }
        #expect(!features.isEmpty)
        #expect(Set(AppComposition.featureSlots.map(\.name)) == Set(features))
        #expect(AppComposition.featureSlots.count == features.count)
        #expect(Set(AppComposition.compiledModules).isSubset(of: Set(features)))
    }
}
