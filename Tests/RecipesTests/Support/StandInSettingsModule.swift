import CoordinatorKit

/// A stand-in for the Settings module, which the Recipes tests cannot import: just enough
/// of it (a tab, its main screen and allergies) to test links that cross into it.
enum StandInSettingsRoute: Route {
    case main
    case allergies
}

@MainActor
final class StandInSettingsCoordinator: ModuleCoordinator {
    func screen(for route: StandInSettingsRoute) -> any ScreenModel { StandInScreen(title: "\(route)") }
}

struct StandInSettingsModule: FeatureModule {
    var segment: String { "settings" }
    var tab: TabDescriptor? { TabDescriptor(title: "Settings", systemImage: "gear") }
    var rootRoute: StandInSettingsRoute { .main }
    var codec: DeepLinkCodec<StandInSettingsRoute> {
        DeepLinkCodec([
            DeepLinkRule(.main, path: []),
            DeepLinkRule(.allergies, path: ["allergies"]),
        ])
    }
    var sampleRoutes: [StandInSettingsRoute] { [.main, .allergies] }
    func makeCoordinator(navigator: Navigator<StandInSettingsRoute>, dependencies: Dependencies)
        -> StandInSettingsCoordinator
    {
        StandInSettingsCoordinator()
    }
}

@MainActor
final class StandInScreen: ScreenModel {
    let title: String
    init(title: String) { self.title = title }
    var content: [String] { [] }
    var actions: [ScreenAction] { [] }
}
