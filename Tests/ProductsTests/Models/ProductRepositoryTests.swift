import CoordinatorKit
import CoordinatorKitTesting
import Foundation
@testable import Products
import Testing

@MainActor
struct ProductRepositoryTests {
    @Test func aDetailPushedFromTheListReadsTheItemTheListLoadedWithoutALookup() throws {
        let root = try makeRoot()
        try root.open(link: "recipes://products")
        let coordinator = try #require(root.coordinator(of: ProductsCoordinator.self, for: "products"))
        let list = try root.topScreen(as: ProductListViewModel.self)

        list.select(try #require(list.items.first { $0.id == knifeID }))

        let detail = try root.topScreen(as: ProductDetailViewModel.self)
        #expect(root.state.topEntry?.route == products(.detail(kind: .product, id: knifeID, count: 1)))
        #expect(detail.item?.name == "Chef's Knife")
        #expect(coordinator.repository.lookups == 0)
    }

    @Test func aLinkStraightToADetailLooksItsOneItemUp() throws {
        let root = try makeRoot()
        try root.open(link: "recipes://products/product?id=\(skilletID.uuidString)")
        let coordinator = try #require(root.coordinator(of: ProductsCoordinator.self, for: "products"))

        #expect(try root.topScreen(as: ProductDetailViewModel.self).item?.name == "Cast-Iron Skillet")
        #expect(coordinator.repository.lookups == 1)
    }

    @Test func aLoadedItemOfTheOtherKindIsNotFound() {
        let repository = ProductRepository(catalog: InMemoryProductCatalog())
        _ = repository.items()

        #expect(repository.item(kind: .merch, id: knifeID) == nil)
        #expect(repository.item(kind: .product, id: knifeID)?.name == "Chef's Knife")
        #expect(repository.lookups == 0)
    }
}
