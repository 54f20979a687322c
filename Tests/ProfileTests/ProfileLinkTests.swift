import CoordinatorKit
import CoordinatorKitTesting
import CoordinatorKitText
import Testing

@testable import Profile

@MainActor
struct ProfileLinkTests {
    @Test func profileLinkSelectsProfileTabAtItsRootWhenSignedIn() throws {
        let (root, _) = try makeProfileRoot(signedIn: true)
        try root.open(link: "recipes://profile")
        #expect(root.state.selectedTab == "profile")
        #expect(root.state.currentTab?.root.route == profile(.overview))
        #expect(root.stackRoutes.isEmpty)
        #expect(root.currentURL?.absoluteString == "recipes://profile")
    }

    @Test func editLinkPushesEditWhenSignedIn() throws {
        let (root, _) = try makeProfileRoot(signedIn: true)
        try root.open(link: "recipes://profile/edit")
        #expect(root.state.selectedTab == "profile")
        #expect(root.state.currentTab?.root.route == profile(.overview))
        #expect(root.stackRoutes == [profile(.edit)])
        #expect(root.state.currentTab?.stack.map(\.presentation) == [.push])
    }

    @Test func orderLinkPushesThatOrderWithItsItemsOverTheOrders() throws {
        let (root, _) = try makeProfileRoot(signedIn: true)
        try root.open(link: "recipes://profile/orders/17")
        #expect(root.state.currentTab?.root.route == profile(.overview))
        #expect(root.stackRoutes == [profile(.orders), profile(.order(id: 17))])
        #expect(root.currentURL?.absoluteString == "recipes://profile/orders/17")
        let screen = try root.requiredTopScreenText()
        #expect(screen.title == "Order #17")
        #expect(screen.lines.contains("1 × Cast-iron skillet, 26 cm · $49.90"))
        #expect(screen.lines.last == "Total: $82.90")
    }

    @Test func ordersLinkPushesTheOrderList() throws {
        let (root, _) = try makeProfileRoot(signedIn: true)
        try root.open(link: "recipes://profile/orders")
        #expect(root.state.currentTab?.root.route == profile(.overview))
        #expect(root.stackRoutes == [profile(.orders)])
    }

    @Test func backFromAnOrderALinkOpenedGoesToTheOrders() throws {
        let (root, _) = try makeProfileRoot(signedIn: true)
        try root.open(link: "recipes://profile/orders/17")
        try root.perform(.goBack)
        #expect(root.stackRoutes == [profile(.orders)])
        #expect(root.currentURL?.absoluteString == "recipes://profile/orders")
    }

    @Test func theLinkPrintedBeforeOpensTheOrdersOnce() throws {
        let (root, _) = try makeProfileRoot(signedIn: true)
        try root.open(link: "recipes://profile/orders/orders/17")
        #expect(root.stackRoutes == [profile(.orders), profile(.order(id: 17))])
        #expect(root.currentURL?.absoluteString == "recipes://profile/orders/17")
    }

    @Test func anOrderPushedFromTheOverviewHasNoLinkSinceItsLinkWouldOpenTheOrdersBelowIt() throws {
        let (root, _) = try makeProfileRoot(signedIn: true)
        try root.open(link: "recipes://profile")
        try root.perform(.show(profile(.order(id: 17))))
        #expect(root.stackRoutes == [profile(.order(id: 17))])
        #expect(root.currentURL == nil)
    }

    @Test func linkToAnOrderTheUserDoesNotHaveLandsOnTheOrderList() throws {
        let (root, _) = try makeProfileRoot(signedIn: true)
        try root.open(link: "recipes://profile/orders/999")
        #expect(root.state.currentTab?.root.route == profile(.overview))
        #expect(root.stackRoutes == [profile(.orders)])
        #expect(root.currentURL?.absoluteString == "recipes://profile/orders")
    }

    @Test func everyRouteRoundTripsThroughTheCodec() {
        #expect(roundTripProblems(of: ProfileModule()) == [])
    }

    @Test func everyRouteRoundTripsThroughTheRoot() throws {
        let module = ProfileModule()
        for route in module.sampleRoutes {
            let (root, _) = try makeProfileRoot(signedIn: true)
            let components = try #require(module.codec.components(for: route))
            let link = DeepLink(segments: [module.segment] + components.segments, queryItems: components.queryItems)
                .url(scheme: "recipes")
            try root.open(link: link)
            #expect(root.state.topEntry?.route == profile(route), "\(link)")
            let printed = try #require(root.currentURL?.absoluteString)
            #expect(printed == link)

            let state = root.state
            try root.open(link: "recipes://home")
            try root.open(link: printed)
            #expect(root.state == state, "\(link) does not resolve back to the same state")
        }
    }

    @Test func orderNumberThatIsNotANumberIsRejectedAndChangesNothing() throws {
        let (root, _) = try makeProfileRoot(signedIn: true)
        try root.open(link: "recipes://profile/edit")
        let before = root.state
        let error = #expect(throws: NavigationError.self) {
            try root.open(link: "recipes://profile/orders/seventeen")
        }
        // The segment is rejected at its position. The core reports it as an unknown segment
        // after the shorter `orders` rule matched; an invalid-parameter error would be the
        // more precise report, and is accepted too.
        switch error {
        case .invalidLink(.invalidParameter(let name, let value, let position, let expected)):
            #expect(name == "id" && value == "seventeen" && position == 2 && expected == "Int")
        case .invalidLink(.unknownSegment(let segment, let position, _)):
            #expect(segment == "seventeen" && position == 2)
        default:
            Issue.record("unexpected error \(String(describing: error))")
        }
        #expect(root.state == before)
    }

    @Test func unknownSegmentIsRejectedAndChangesNothing() throws {
        let (root, _) = try makeProfileRoot(signedIn: true)
        let before = root.state
        #expect(throws: NavigationError.invalidLink(
            .unknownSegment("order", position: 1, expected: ["edit", "orders", "auth", "home", "profile"]))
        ) {
            try root.open(link: "recipes://profile/order/17")
        }
        #expect(root.state == before)
    }
}
