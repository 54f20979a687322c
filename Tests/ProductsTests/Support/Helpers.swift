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

