import CoordinatorKit
import CoordinatorKitTesting
@testable import Products
import CoordinatorKitText
import Testing

@MainActor
struct PromoViewModelTests {
    @Test func runningCodeShowsItsOfferWhateverItsCase() throws {
        let root = try makeRoot()
        try root.open(link: "recipes://products/promo/merch10")

        let promo = try root.topScreen(as: PromoViewModel.self)

        #expect(root.stackRoutes == [products(.promo(code: "merch10"))])
        #expect(promo.screenText.title == "10% off all merch")
        #expect(promo.screenText.lines == ["Code: MERCH10", "Aprons, mugs and bags for less, for newsletter readers only."])
        #expect(promo.screenText.actions.map(\.title) == ["Shop the offer"])
    }

    @Test func unknownCodeShowsExpired() throws {
        let root = try makeRoot()
        try root.open(link: "recipes://products/promo/SUMMER99")

        let promo = try root.topScreen(as: PromoViewModel.self)

        #expect(promo.isExpired)
        #expect(promo.screenText.title == "Offer expired")
        #expect(promo.screenText.lines.first?.contains("SUMMER99") == true)
    }

    @Test func shopTheOfferGoesToTheList() throws {
        let root = try makeRoot()
        try root.open(link: "recipes://products/promo/WINTER25")

        try root.requiredTopScreenText().tap("Shop the offer")

        #expect(root.state.currentTab?.root.route == products(.list))
        #expect(root.stackRoutes.isEmpty)
        #expect(root.state.selectedTab == "products")
    }

    @Test func percentEncodedCodeArrivesDecodedAndPrintsBack() throws {
        let root = try makeRoot()
        try root.open(link: "recipes://products/promo/SPRING%20SALE")

        #expect(root.stackRoutes == [products(.promo(code: "SPRING SALE"))])
        #expect(root.currentURL?.absoluteString == "recipes://products/promo/SPRING%20SALE")
    }
}
