import CoordinatorKit
import CoordinatorKitTesting
import Foundation
import Products
import Testing

/// A root with the stand-in Home tab (selected at launch, so that opening a shop link
/// has a tab to switch away from) and the shop.
@MainActor
func makeRoot(catalog: (any ProductCatalog)? = nil) throws -> RootCoordinator {
    let dependencies = Dependencies()
    if let catalog {
        dependencies[ProductCatalogKey.self] = catalog
    }
    return try RootCoordinator.testing(
        StandInModule.home, ProductsModule(), schemes: ["recipes"], hosts: ["recipes.example.com"],
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
