import CoordinatorKit
import CoordinatorKitTesting
import CoordinatorKitText
import Foundation
@testable import Products
import Testing

@MainActor
struct ProductsModuleTests {
    // MARK: Link table

    @Test func productsLinkSelectsShopTabAtTheList() throws {
        let root = try makeRoot()
        #expect(root.state.selectedTab == "home")

        try root.open(link: "recipes://products")

        #expect(root.state.selectedTab == "products")
        #expect(root.state.currentTab?.root.route == products(.list))
        #expect(root.stackRoutes.isEmpty)
        let tab = root.registry.module(withID: "products")?.tab
        #expect(tab?.title.localized(in: Locale(identifier: "en")) == "Shop")
        #expect(tab?.title.localized(in: Locale(identifier: "ru")) == "Магазин")
        #expect(tab?.systemImage == "bag")
        #expect(try root.requiredTopScreenText().title == "Shop")
        #expect(root.topScreen(of: ProductsModule.self) is ProductListViewModel)
    }

    @Test func productLinkCarriesTypedIdAndCountInTheRoute() throws {
        let root = try makeRoot()

        try root.open(link: "recipes://products/product?id=\(knifeID.uuidString)&count=5")

        #expect(root.state.selectedTab == "products")
        #expect(root.stackRoutes == [products(.detail(kind: .product, id: knifeID, count: 5))])
        #expect(root.state.topEntry?.presentation == .push)
        let detail = try root.topScreen(as: ProductDetailViewModel.self)
        #expect(detail.id == knifeID)
        #expect(detail.quantity == 5)
    }

    @Test func merchLinkOpensTheSameScreenInItsMerchVariant() throws {
        let root = try makeRoot()

        try root.open(link: "recipes://products/merch?id=\(apronID.uuidString)&count=7")

        #expect(root.stackRoutes == [products(.detail(kind: .merch, id: apronID, count: 7))])
        let merch = try root.topScreen(as: ProductDetailViewModel.self)
        #expect(merch.kind == .merch)
        #expect(merch.item?.name == "Recipes Apron")
        #expect(merch.screenText.lines.first == "Official Recipes merch")
        #expect(merch.screenText.lines.contains("Quantity: 7"))
    }

    @Test func productAliasMeansProductsProduct() throws {
        let longForm = try makeRoot()
        try longForm.open(link: "recipes://products/product?id=\(knifeID.uuidString)&count=5")
        let alias = try makeRoot()

        try alias.open(link: "recipes://product?id=\(knifeID.uuidString)&count=5")

        #expect(alias.state == longForm.state)
        #expect(alias.currentURL?.absoluteString == "recipes://products/product?id=\(knifeID.uuidString)&count=5")
    }

    @Test func universalLinkReachesTheSameProduct() throws {
        let root = try makeRoot()

        try root.open(link: "https://recipes.example.com/products/product?id=\(knifeID.uuidString)&count=5")

        #expect(root.stackRoutes == [products(.detail(kind: .product, id: knifeID, count: 5))])
    }

    @Test func promoLinkShowsTheOfferOnTheShopTab() throws {
        let root = try makeRoot()

        try root.open(link: "recipes://products/promo/WINTER25")

        #expect(root.state.selectedTab == "products")
        #expect(root.state.currentTab?.root.route == products(.list))
        #expect(root.stackRoutes == [products(.promo(code: "WINTER25"))])
        let promo = try root.topScreen(as: PromoViewModel.self)
        #expect(promo.screenText.title == "25% off cast iron")
        #expect(!promo.isExpired)
    }

    // MARK: Decisions: count and unknown ids

    @Test func countLeftOutMeansOne() throws {
        let root = try makeRoot()

        try root.open(link: "recipes://product?id=\(knifeID.uuidString)")

        #expect(root.stackRoutes == [products(.detail(kind: .product, id: knifeID, count: 1))])
        #expect(root.currentURL?.absoluteString == "recipes://products/product?id=\(knifeID.uuidString)&count=1")
    }

    @Test func valuesOfOneLinkNeverLeakIntoTheNext() throws {
        let root = try makeRoot()
        try root.open(link: "recipes://products/product?id=\(knifeID.uuidString)&count=5")

        try root.open(link: "recipes://products/product?id=\(skilletID.uuidString)")

        let detail = try root.topScreen(as: ProductDetailViewModel.self)
        #expect(detail.id == skilletID)
        #expect(detail.quantity == 1)
        #expect(root.stackRoutes.count == 1)
    }

    @Test func unknownProductIdIsAcceptedAndShowsNotFound() throws {
        let root = try makeRoot()
        let unknown = try #require(UUID(uuidString: "00000000-1111-4222-8333-444444444444"))

        try root.open(link: "recipes://products/product?id=\(unknown.uuidString)&count=2")

        #expect(root.stackRoutes == [products(.detail(kind: .product, id: unknown, count: 2))])
        let detail = try root.topScreen(as: ProductDetailViewModel.self)
        #expect(!detail.isFound)
        #expect(detail.screenText.title == "Product not found")
        #expect(detail.total == nil)
        #expect(detail.screenText.actions.map(\.title) == ["Browse the shop"])
    }

    @Test func productIdAskedForAsMerchIsNotFound() throws {
        let root = try makeRoot()

        try root.open(link: "recipes://products/merch?id=\(knifeID.uuidString)")

        let detail = try root.topScreen(as: ProductDetailViewModel.self)
        #expect(!detail.isFound)
        #expect(detail.screenText.title == "Merch not found")
    }

    // MARK: Bad links

    @Test func malformedIdIsATypedErrorNamingTheKeyAndChangesNothing() throws {
        let root = try makeRoot()
        try root.open(link: "recipes://products/promo/WINTER25")
        let before = root.state
        let probe = ObservationProbe(root)

        #expect(throws: NavigationError.invalidLink(.invalidQueryValue(key: "id", value: "not-a-uuid", expected: "UUID"))) {
            try root.open(link: "recipes://products/product?id=not-a-uuid&count=5")
        }
        #expect(root.state == before)
        #expect(probe.changeCount == 0)
    }

    @Test func nonNumericCountIsATypedErrorNamingTheKeyAndChangesNothing() throws {
        let root = try makeRoot()
        let before = root.state

        #expect(throws: NavigationError.invalidLink(.invalidQueryValue(key: "count", value: "abc", expected: "Int"))) {
            try root.open(link: "recipes://product?id=\(knifeID.uuidString)&count=abc")
        }
        #expect(root.state == before)
    }

    @Test func missingIdIsATypedError() throws {
        let root = try makeRoot()
        let before = root.state

        #expect(throws: NavigationError.invalidLink(.missingQueryItem(key: "id", route: "detail"))) {
            try root.open(link: "recipes://products/merch?count=2")
        }
        #expect(root.state == before)
    }

    @Test func countOutOfRangeIsATypedErrorNamingTheKey() throws {
        let root = try makeRoot()
        let before = root.state

        #expect(throws: NavigationError.invalidLink(.invalidQueryValue(key: "count", value: "0", expected: "Int from 1 to 99"))) {
            try root.open(link: "recipes://products/product?id=\(knifeID.uuidString)&count=0")
        }
        #expect(throws: NavigationError.invalidLink(.invalidQueryValue(key: "count", value: "100", expected: "Int from 1 to 99"))) {
            try root.open(link: "recipes://products/product?id=\(knifeID.uuidString)&count=100")
        }
        #expect(root.state == before)
    }

    @Test func unknownKindIsATypedErrorAtItsPosition() throws {
        let root = try makeRoot()
        let before = root.state

        #expect(
            throws: NavigationError.invalidLink(
                .invalidParameter(name: "kind", value: "gadget", position: 1, expected: "one of product, merch"))
        ) {
            try root.open(link: "recipes://products/gadget?id=\(knifeID.uuidString)")
        }
        #expect(root.state == before)
    }

    @Test func trailingUnknownSegmentIsRejected() throws {
        let root = try makeRoot()
        let before = root.state

        #expect {
            try root.open(link: "recipes://products/product/extra?id=\(knifeID.uuidString)")
        } throws: { error in
            guard case NavigationError.invalidLink(.unknownSegment(let segment, let position, _)) = error else {
                return false
            }
            return segment == "extra" && position == 2
        }
        #expect(root.state == before)
    }

    // MARK: Round trip

    @Test func everyRuleRoundTrips() {
        #expect(roundTripProblems(of: ProductsModule()) == [])
    }

    @Test func everySampleRouteRoundTripsThroughTheRoot() throws {
        let module = ProductsModule()
        for route in module.sampleRoutes {
            let components = try #require(module.codec.components(for: route))
            let link = DeepLink(segments: ["products"] + components.segments, queryItems: components.queryItems)
            let root = try makeRoot()

            try root.open(link: link.url(scheme: "recipes"))
            #expect(root.state.topEntry?.route == products(route))
            let resolved = root.state
            let url = try #require(root.currentURL?.absoluteString)
            try root.open(link: url)

            #expect(root.state == resolved, "\(route) printed as \(url)")
        }
    }
}
