// snippet: readme-module
import CoordinatorKit

enum SettingsRoute: Route {
    case main, allergies
}

struct SettingsModule: FeatureModule {
    var segment: String { "settings" }                      // owns recipes://settings/…
    var tab: TabDescriptor? { TabDescriptor(title: "Settings", systemImage: "gearshape") }
    var rootRoute: SettingsRoute { .main }
    var codec: DeepLinkCodec<SettingsRoute> {                // parses and prints links
        DeepLinkCodec([DeepLinkRule(.main, path: []), DeepLinkRule(.allergies, path: ["allergies"])])
    }
    var sampleRoutes: [SettingsRoute] { [.main, .allergies] }
    func makeCoordinator(navigator: Navigator<SettingsRoute>, dependencies: Dependencies)
        -> SettingsCoordinator { SettingsCoordinator(navigator: navigator) }
}

// In the app's composition — the root never changes to add a module:
@MainActor func makeRoot() throws -> RootCoordinator {
    var registry = ModuleRegistry()
    try registry.register(SettingsModule())
    let root = RootCoordinator(registry: registry, configuration: DeepLinkConfiguration(schemes: ["recipes"]))
    try root.open(link: "recipes://settings/allergies")   // Settings tab, allergies pushed; one change
    return root
}
// end

import Testing

/// The README's module's coordinator: a screen per route.
@MainActor
final class SettingsCoordinator: ModuleCoordinator {
    let navigator: Navigator<SettingsRoute>
    init(navigator: Navigator<SettingsRoute>) { self.navigator = navigator }
    func screen(for route: SettingsRoute) -> SettingsScreen { SettingsScreen(route: route) }
}

/// The README's module's screen: running navigation asks nothing of it (no text
/// description).
struct SettingsScreen {
    let route: SettingsRoute
}

@MainActor
struct ReadmeModuleTests {
    @Test func theReadmesModuleOpensItsAllergiesLink() throws {
        let root = try makeRoot()
        #expect(root.currentURL?.absoluteString == "recipes://settings/allergies")
        #expect(root.state.currentTab?.stack.count == 1)
    }
}
