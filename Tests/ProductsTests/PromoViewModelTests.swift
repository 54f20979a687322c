import CoordinatorKit
import CoordinatorKitTesting
import Products
import Testing

@MainActor
struct PromoViewModelTests {
    @Test func runningCodeShowsItsOfferWhateverItsCase() throws {
        let root = try makeRoot()
        try root.open(link: "recipes://products/promo/merch10")

        let promo = try root.topScreen(as: PromoViewModel.self)

        #expect(root.stackRoutes == [products(.promo(code: "merch10"))])
        #expect(promo.title == "10% off all merch")
        #expect(promo.content == ["Code: MERCH10", "Aprons, mugs and bags for less, for newsletter readers only."])
        #expect(promo.actions.map(\.title) == ["Shop the offer"])
    }

    @Test func unknownCodeShowsExpired() throws {
        let root = try makeRoot()
        try root.open(link: "recipes://products/promo/SUMMER99")

        let promo = try root.topScreen(as: PromoViewModel.self)

        #expect(promo.isExpired)
        #expect(promo.title == "Offer expired")
        #expect(promo.content.first?.contains("SUMMER99") == true)
    }

    @Test func shopTheOfferGoesToTheList() throws {
        let root = try makeRoot()
        try root.open(link: "recipes://products/promo/WINTER25")

        try root.requiredTopScreen().tap("Shop the offer")

        #expect(root.visibleRoutes == [products(.list)])
        #expect(root.state.selectedTab == "products")
    }

    @Test func percentEncodedCodeArrivesDecodedAndPrintsBack() throws {
        let root = try makeRoot()
        try root.open(link: "recipes://products/promo/SPRING%20SALE")

        #expect(root.stackRoutes == [products(.promo(code: "SPRING SALE"))])
        #expect(root.currentURL?.absoluteString == "recipes://products/promo/SPRING%20SALE")
    }
}
