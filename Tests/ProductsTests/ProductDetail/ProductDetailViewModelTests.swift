import CoordinatorKit
import CoordinatorKitTesting
import CoordinatorKitText
import Foundation
@testable import Products
import Testing

@MainActor
struct ProductDetailViewModelTests {
    @Test func detailShowsNamePriceCountAndTotal() throws {
        let root = try makeRoot()
        try root.open(link: "recipes://products/product?id=\(knifeID.uuidString)&count=5")

        let detail = try root.topScreen(as: ProductDetailViewModel.self)

        #expect(detail.screenText.title == "Chef's Knife")
        #expect(detail.total == .amount(Price(cents: 24_500)))
        #expect(detail.screenText.lines == [
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
        let productDetail = try root.topScreen(as: ProductDetailViewModel.self)
        try root.open(link: "recipes://products/merch?id=\(apronID.uuidString)&count=7")
        let merchDetail = try root.topScreen(as: ProductDetailViewModel.self)

        #expect((productDetail.kind, productDetail.quantity) == (.product, 5))
        #expect((merchDetail.kind, merchDetail.quantity) == (.merch, 7))
        #expect(merchDetail.total == .amount(Price(cents: 19_600)))
        #expect(productDetail.screenText.lines[0] != merchDetail.screenText.lines[0])
    }

    @Test func continueShoppingGoesBackToTheList() throws {
        let root = try makeRoot()
        try root.open(link: "recipes://products")
        try root.requiredTopScreenText().tap("Chef's Knife")

        try root.requiredTopScreenText().tap("Continue shopping")

        #expect(root.state.currentTab?.root.route == products(.list))
        #expect(root.stackRoutes.isEmpty)
    }

    @Test func notFoundOffersTheWayBackToTheShop() throws {
        let root = try makeRoot()
        try root.open(link: "recipes://products/merch?id=\(InMemoryProductCatalog.sampleID(.merch, 77).uuidString)")

        try root.requiredTopScreenText().tap("Browse the shop")

        #expect(root.state.currentTab?.root.route == products(.list))
        #expect(root.stackRoutes.isEmpty)
    }
}

@MainActor
struct ProductQuantityTests {
    @Test func quantityStepsWithinTheAcceptedRangeAndTheTotalFollows() throws {
        let root = try makeRoot()
        try root.open(link: "recipes://products/product?id=\(knifeID.uuidString)&count=98")
        let detail = try root.topScreen(as: ProductDetailViewModel.self)

        detail.increment()
        #expect(detail.quantity == 99)
        #expect(!detail.canIncrement)
        detail.increment()
        #expect(detail.quantity == 99)
        #expect(detail.total == .amount(Price(cents: 4900 * 99)))

        try root.open(link: "recipes://products/product?id=\(knifeID.uuidString)&count=2")
        let small = try root.topScreen(as: ProductDetailViewModel.self)
        small.decrement()
        small.decrement()
        #expect(small.quantity == 1)
        #expect(!small.canDecrement)
        #expect(try root.requiredTopScreenText().actions.map(\.title) == ["Continue shopping", "Add one"])
    }

    @Test func hugeQuantityShowsATooLargeTotalInsteadOfTrapping() throws {
        let root = try makeRoot()
        try root.show(ProductsRoute.detail(kind: .product, id: knifeID, count: .max))
        let detail = try root.topScreen(as: ProductDetailViewModel.self)

        #expect(detail.total == .tooLarge)
        #expect(!detail.canIncrement)
        #expect(try root.requiredTopScreenText().lines.last == "Total: too large to show; choose a smaller quantity.")
    }
}
