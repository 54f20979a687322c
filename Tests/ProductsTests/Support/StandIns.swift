import CoordinatorKit
import CoordinatorKitTesting
import Foundation
import Products
import Testing

/// A stand-in first tab, so that opening a shop link has a tab to switch away from.
enum HomeRoute: Route {
    case feed
}

@MainActor
final class HomeCoordinator: ModuleCoordinator {
    func screen(for route: HomeRoute) -> any ScreenModel { StandInScreen(title: "\(route)") }
}

struct HomeModule: FeatureModule {
    var segment: String { "home" }
    var tab: TabDescriptor? { TabDescriptor(title: "Home", systemImage: "house") }
    var rootRoute: HomeRoute { .feed }
    var codec: DeepLinkCodec<HomeRoute> { DeepLinkCodec([DeepLinkRule(.feed, path: [])]) }
    var sampleRoutes: [HomeRoute] { [.feed] }
    func makeCoordinator(navigator: Navigator<HomeRoute>, dependencies: Dependencies) -> HomeCoordinator {
        HomeCoordinator()
    }
}

@MainActor
final class StandInScreen: ScreenModel {
    let title: String
    init(title: String) { self.title = title }
    var content: [String] { [] }
    var actions: [ScreenAction] { [] }
}

// MARK: Helpers

/// A root with the Home stand-in (selected at launch) and the shop.
@MainActor
func makeRoot(catalog: (any ProductCatalog)? = nil) throws -> RootCoordinator {
    let dependencies = Dependencies()
    if let catalog {
        dependencies[ProductCatalogKey.self] = catalog
    }
    return try RootCoordinator.testing(
        HomeModule(), ProductsModule(), schemes: ["recipes"], hosts: ["recipes.example.com"],
        dependencies: dependencies)
}

func products(_ route: ProductsRoute) -> AnyRoute {
    AnyRoute(route, module: "products")
}

let knifeID = InMemoryProductCatalog.sampleID(.product, 1)
let skilletID = InMemoryProductCatalog.sampleID(.product, 2)
let apronID = InMemoryProductCatalog.sampleID(.merch, 1)

extension RootCoordinator {
    /// The screen model of the top screen of the selected tab.
    func topScreen() throws -> any ScreenModel {
        let entry = try #require(state.topEntry)
        return try #require(screen(for: entry))
    }

    /// The top screen's model as a given view-model type.
    func topScreen<Model>(as type: Model.Type) throws -> Model {
        try #require(try topScreen() as? Model)
    }
}

extension ScreenModel {
    /// Performs the action with the given title.
    func tap(_ title: String) throws {
        let action = try #require(actions.first { $0.title == title }, "no action '\(title)' in \(actions.map(\.title))")
        action.perform()
    }
}
