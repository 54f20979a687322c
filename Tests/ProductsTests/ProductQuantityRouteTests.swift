import CoordinatorKit
import CoordinatorKitTesting
import Foundation
@testable import Products
import Testing

/// A product screen writes its quantity back into its route: the link and the saved state
/// carry it, and the screen stays where it is.
@MainActor
struct ProductQuantityRouteTests {
    private let link = "recipes://products/product?id=\(knifeID.uuidString)&count=2"

    @Test func steppingTheQuantityUpdatesTheRouteSoTheLinkCarriesIt() throws {
        let root = try makeRoot()
        try root.open(link: link)
        let detail = try root.topScreen(as: ProductDetailViewModel.self)

        detail.increment()

        #expect(root.stackRoutes.last == products(.detail(kind: .product, id: knifeID, count: 3)))
        #expect(root.currentURL?.absoluteString == "recipes://products/product?id=\(knifeID.uuidString)&count=3")
    }

    @Test func anUpdateKeepsTheScreenItsIdentityAndMovesNothing() throws {
        let root = try makeRoot()
        try root.open(link: link)
        let detail = try root.topScreen(as: ProductDetailViewModel.self)
        let identity = try #require(root.state.currentTab?.entryID(atDepth: 1))

        detail.decrement()
        detail.increment()
        let before = root.state
        detail.increment()

        #expect(try root.topScreen(as: ProductDetailViewModel.self) === detail)
        #expect(root.state.currentTab?.entryID(atDepth: 1) == identity)
        let tab = try #require(root.state.selectedTab)
        #expect(TransitionStep.steps(from: before, to: root.state) == [
            .update(tab: tab, depth: 1, route: products(.detail(kind: .product, id: knifeID, count: 3)))
        ])
    }

    @Test func aLinkWithAnotherCountBringsTheScreenOnDisplayUpToDate() throws {
        let root = try makeRoot()
        try root.open(link: link)
        let detail = try root.topScreen(as: ProductDetailViewModel.self)

        try root.open(link: "recipes://products/product?id=\(knifeID.uuidString)&count=7")

        #expect(try root.topScreen(as: ProductDetailViewModel.self) === detail)
        #expect(detail.quantity == 7)
    }

    @Test func theSavedStateRestoresTheSteppedQuantity() throws {
        let root = try makeRoot()
        try root.open(link: link)
        try root.topScreen(as: ProductDetailViewModel.self).increment()

        let restored = try makeRoot()
        _ = try restored.restoreState(from: try root.saveState())

        #expect(try restored.topScreen(as: ProductDetailViewModel.self).quantity == 3)
    }

    @Test func updatingAScreenThatIsNotShowingIsRefusedAndChangesNothing() throws {
        let root = try makeRoot()
        try root.open(link: link)
        let before = root.state

        #expect(throws: NavigationError.noSuchScreen("products.detail(kind: Products.ProductKind.merch, id: \(knifeID.uuidString), count: 4)")) {
            try root.update(ProductsRoute.detail(kind: .merch, id: knifeID, count: 4))
        }
        #expect(root.state == before)
    }
}
