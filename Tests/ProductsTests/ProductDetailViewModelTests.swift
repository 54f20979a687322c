import CoordinatorKit
import CoordinatorKitTesting
import Foundation
import Products
import Testing

@MainActor
struct ProductDetailViewModelTests {
    @Test func detailShowsNamePriceCountAndTotal() throws {
        let root = try makeRoot()
        try root.open(link: "recipes://products/product?id=\(knifeID.uuidString)&count=5")

        let detail = try root.topScreen(as: ProductDetailViewModel.self)

        #expect(detail.title == "Chef's Knife")
        #expect(detail.total == Price(cents: 24_500))
        #expect(detail.content == [
            "Kitchen product",
            "A 20 cm forged steel knife that does nine jobs out of ten.",
            "Price: $49.00",
            "Quantity: 5",
            "Total: $245.00",
        ])
    }

    @Test func productAndMerchShareOneScreenWithDifferentParameters() throws {
        let root = try makeRoot()
        try root.open(link: "recipes://products/product?id=\(knifeID.uuidString)&count=5")
        let product = try root.requiredTopScreen()
        try root.open(link: "recipes://products/merch?id=\(apronID.uuidString)&count=7")
        let merch = try root.requiredTopScreen()

        let productDetail = try #require(product as? ProductDetailViewModel)
        let merchDetail = try #require(merch as? ProductDetailViewModel)
        #expect(type(of: product) == type(of: merch))
        #expect((productDetail.kind, productDetail.count) == (.product, 5))
        #expect((merchDetail.kind, merchDetail.count) == (.merch, 7))
        #expect(merchDetail.total == Price(cents: 19_600))
        #expect(productDetail.content[0] != merchDetail.content[0])
    }

    @Test func continueShoppingGoesBackToTheList() throws {
        let root = try makeRoot()
        try root.open(link: "recipes://products")
        try root.requiredTopScreen().tap("Chef's Knife")

        try root.requiredTopScreen().tap("Continue shopping")

        #expect(root.visibleRoutes == [products(.list)])
    }

    @Test func notFoundOffersTheWayBackToTheShop() throws {
        let root = try makeRoot()
        try root.open(link: "recipes://products/merch?id=\(InMemoryProductCatalog.sampleID(.merch, 77).uuidString)")

        try root.requiredTopScreen().tap("Browse the shop")

        #expect(root.visibleRoutes == [products(.list)])
    }
}
