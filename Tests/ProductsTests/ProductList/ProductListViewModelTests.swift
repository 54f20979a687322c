import CoordinatorKit
import CoordinatorKitTesting
import CoordinatorKitText
import Foundation
@testable import Products
import Testing

@MainActor
struct ProductListViewModelTests {
    @Test func tappingAProductPushesItsDetailWithCountOne() throws {
        let root = try makeRoot()
        try root.open(link: "recipes://products")

        try root.requiredTopScreenText().tap("Chef's Knife")

        #expect(root.stackRoutes == [products(.detail(kind: .product, id: knifeID, count: 1))])
        #expect(root.state.topEntry?.presentation == .push)
        #expect(root.currentURL?.absoluteString == "recipes://products/product?id=\(knifeID.uuidString)&count=1")
    }

    @Test func tappingMerchPushesTheMerchVariantOfTheSameScreen() throws {
        let root = try makeRoot()
        try root.open(link: "recipes://products")

        try root.requiredTopScreenText().tap("Recipes Apron")

        #expect(root.stackRoutes == [products(.detail(kind: .merch, id: apronID, count: 1))])
        #expect(try root.topScreen(as: ProductDetailViewModel.self).kind == .merch)
    }

    @Test func listShowsKitchenProductsThenMerchWithPrices() throws {
        let root = try makeRoot()
        try root.open(link: "recipes://products")

        let model = try root.topScreen(as: ProductListViewModel.self)
        let list = model.screenText

        #expect(model.sections.map(\.kind) == [.product, .merch])
        #expect(model.sections.map(\.items.count) == [4, 3])
        #expect(list.title == "Shop")
        #expect(list.lines.first == "Kitchen")
        #expect(list.lines.contains("  Chef's Knife — $49.00"))
        let merchHeader = try #require(list.lines.firstIndex(of: "Merch"))
        let apron = try #require(list.lines.firstIndex(of: "  Recipes Apron — $28.00"))
        #expect(merchHeader < apron)
        #expect(list.actions.count == InMemoryProductCatalog.sampleItems.count)
    }

    @Test func listShowsTheCatalogInjectedThroughDependencies() throws {
        let whisk = Product(
            id: InMemoryProductCatalog.sampleID(.product, 99), kind: .product, name: "Balloon Whisk",
            summary: "For meringues.", price: Price(cents: 1250))
        let root = try makeRoot(catalog: InMemoryProductCatalog(items: [whisk], promotions: []))
        try root.open(link: "recipes://products")

        let model = try root.topScreen(as: ProductListViewModel.self)
        let list = model.screenText

        #expect(model.sections.map(\.kind) == [.product])
        #expect(list.actions.map(\.title) == ["Balloon Whisk"])
        #expect(list.lines == ["Kitchen", "  Balloon Whisk — $12.50"])
    }

    @Test func promoIsReachableOnlyByLink() throws {
        let root = try makeRoot()
        try root.open(link: "recipes://products")
        var reached: Set<AnyRoute> = [try #require(root.state.currentTab?.root.route)]

        for index in try root.requiredTopScreenText().actions.indices {
            try root.open(link: "recipes://products")
            try root.requiredTopScreenText().actions[index].perform()
            reached.formUnion(root.stackRoutes)
            for action in try root.requiredTopScreenText().actions {
                action.perform()
                reached.formUnion(root.stackRoutes)
            }
        }

        #expect(reached.count > InMemoryProductCatalog.sampleItems.count)
        #expect(!reached.contains { if case .promo = $0.as(ProductsRoute.self) { true } else { false } })
    }
}
