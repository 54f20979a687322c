// snippet: readme-module
import CoordinatorKit
import Observation

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
    func makeCoordinator(navigator: Navigator<SettingsRoute>, dependencies: Dependencies)
        -> SettingsCoordinator { SettingsCoordinator(navigator: navigator) }
}

@MainActor final class SettingsCoordinator: ModuleCoordinator {
    private let navigator: Navigator<SettingsRoute>
    init(navigator: Navigator<SettingsRoute>) { self.navigator = navigator }

    func screen(for route: SettingsRoute) -> AnyObject {     // each route's view model
        switch route {
        case .main: SettingsViewModel(showAllergies: { [navigator] in navigator.show(.allergies) })
        case .allergies: AllergiesViewModel()
        }
    }
}

@MainActor @Observable final class SettingsViewModel {     // what a SwiftUI view binds to
    let showAllergies: () -> Void
    init(showAllergies: @escaping () -> Void) { self.showAllergies = showAllergies }
}

@MainActor @Observable final class AllergiesViewModel {}

// In the app's composition — the root never changes to add a module:
@MainActor func makeRoot() throws -> RootCoordinator {
    var registry = ModuleRegistry()
    try registry.register(SettingsModule())
    let root = RootCoordinator(registry: registry, configuration: DeepLinkConfiguration(schemes: ["recipes"]))
    try root.open(link: "recipes://settings/allergies")   // Settings tab, allergies pushed; one change
    return root
}
// end

import CoordinatorKitTesting
import Testing

@MainActor
struct ReadmeModuleTests {
    @Test func theReadmesModuleOpensItsAllergiesLink() throws {
        let root = try makeRoot()
        #expect(root.currentURL?.absoluteString == "recipes://settings/allergies")
        #expect(root.state.currentTab?.stack.count == 1)
        #expect(root.topScreen(of: SettingsModule.self) is AllergiesViewModel)
    }

    @Test func theMainScreensViewModelShowsTheAllergies() throws {
        let root = try RootCoordinator.testing(SettingsModule(), schemes: ["recipes"])
        try root.topScreen(as: SettingsViewModel.self).showAllergies()
        #expect(root.currentURL?.absoluteString == "recipes://settings/allergies")
    }
}
