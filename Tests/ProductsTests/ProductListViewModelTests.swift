import CoordinatorKit
import CoordinatorKitTesting
import Foundation
import Products
import Testing

@MainActor
struct ProductListViewModelTests {
    @Test func tappingAProductPushesItsDetailWithCountOne() throws {
        let root = try makeRoot()
        try root.open(link: "recipes://products")

        try root.requiredTopScreen().tap("Chef's Knife")

        #expect(root.stackRoutes == [products(.detail(kind: .product, id: knifeID, count: 1))])
        #expect(root.state.topEntry?.presentation == .push)
        #expect(root.currentURL?.absoluteString == "recipes://products/product?id=\(knifeID.uuidString)&count=1")
    }

    @Test func tappingMerchPushesTheMerchVariantOfTheSameScreen() throws {
        let root = try makeRoot()
        try root.open(link: "recipes://products")

        try root.requiredTopScreen().tap("Recipes Apron")

        #expect(root.stackRoutes == [products(.detail(kind: .merch, id: apronID, count: 1))])
        #expect(try root.topScreen(as: ProductDetailViewModel.self).kind == .merch)
    }

    @Test func listShowsKitchenProductsThenMerchWithPrices() throws {
        let root = try makeRoot()
        try root.open(link: "recipes://products")

        let list = try root.topScreen(as: ProductListViewModel.self)

        #expect(list.title == "Shop")
        #expect(list.content.first == "Kitchen")
        #expect(list.content.contains("  Chef's Knife — $49.00"))
        let merchHeader = try #require(list.content.firstIndex(of: "Merch"))
        let apron = try #require(list.content.firstIndex(of: "  Recipes Apron — $28.00"))
        #expect(merchHeader < apron)
        #expect(list.actions.count == InMemoryProductCatalog.sampleItems.count)
    }

    @Test func listShowsTheCatalogInjectedThroughDependencies() throws {
        let whisk = Product(
            id: InMemoryProductCatalog.sampleID(.product, 99), kind: .product, name: "Balloon Whisk",
            summary: "For meringues.", price: Price(cents: 1250))
        let root = try makeRoot(catalog: InMemoryProductCatalog(items: [whisk], promotions: []))
        try root.open(link: "recipes://products")

        let list = try root.topScreen(as: ProductListViewModel.self)

        #expect(list.actions.map(\.title) == ["Balloon Whisk"])
        #expect(list.content == ["Kitchen", "  Balloon Whisk — $12.50"])
    }

    @Test func promoIsReachableOnlyByLink() throws {
        let root = try makeRoot()
        try root.open(link: "recipes://products")
        var reached: Set<AnyRoute> = []

        for index in try root.requiredTopScreen().actions.indices {
            try root.open(link: "recipes://products")
            try root.requiredTopScreen().actions[index].perform()
            reached.formUnion(root.visibleRoutes)
            for action in try root.requiredTopScreen().actions {
                action.perform()
                reached.formUnion(root.visibleRoutes)
            }
        }

        #expect(reached.count > InMemoryProductCatalog.sampleItems.count)
        #expect(!reached.contains { if case .promo = $0.as(ProductsRoute.self) { true } else { false } })
    }
}
