import CoordinatorKit
import CoordinatorKitTesting
import Testing

// Screens a link stands on, as the module guide shows them
// (CoordinatorKit.docc/DefiningAModule.md): an order's link opens the orders below it.

enum ShopOrdersRoute: Route {
    case overview
    case orders
    case order(id: Int)

    var presentation: Presentation { .push }
}

extension ShopOrdersRoute {
    /// `account`, `account/orders`, `account/orders/{id}` over the orders.
    static var codec: DeepLinkCodec<ShopOrdersRoute> {
        let overview = DeepLinkRule<ShopOrdersRoute>(.overview, path: [])
        let orders = DeepLinkRule<ShopOrdersRoute>(.orders, path: ["orders"])
        // snippet: standing-on
        let order = DeepLinkRule(
            "order", path: "orders" / PathParameter<Int>("id"), parse: { ShopOrdersRoute.order(id: $0) }
        ).standing(on: { _ in [.orders] })
        // end
        return DeepLinkCodec([overview, orders, order]) { route in
            switch route {
            case .overview: overview.link()
            case .orders: orders.link()
            case .order(let id): order.link(id)
            }
        }
    }
}

struct ShopOrdersModule: FeatureModule {
    var segment: String { "account" }
    var tab: TabDescriptor? { TabDescriptor(title: "Account", systemImage: "person") }
    var rootRoute: ShopOrdersRoute { .overview }
    var codec: DeepLinkCodec<ShopOrdersRoute> { ShopOrdersRoute.codec }

    func makeCoordinator(navigator: Navigator<ShopOrdersRoute>, dependencies: Dependencies) -> ShopOrdersCoordinator {
        ShopOrdersCoordinator()
    }
}

@MainActor
final class ShopOrdersCoordinator: ModuleCoordinator {
    func screen(for route: ShopOrdersRoute) -> ShopOrdersRoute { route }
}

@MainActor
struct StandingOnSnippetsTests {
    @Test func aLinkToAnOrderOpensTheOrdersBelowItAndPrintsBackWithoutThem() throws {
        let root = try RootCoordinator.testing(ShopOrdersModule(), schemes: ["shop"])
        // snippet: standing-on-link
        try root.open(link: "shop://account/orders/17")
        #expect(root.stackRoutes == [try root.wrap(ShopOrdersRoute.orders), try root.wrap(ShopOrdersRoute.order(id: 17))])
        #expect(root.currentURL?.absoluteString == "shop://account/orders/17")

        try root.perform(.goBack)                     // back goes to the orders
        #expect(root.currentURL?.absoluteString == "shop://account/orders")
        // end
    }

    @Test func aLinkThatNamesTheOrdersOpensThemOnce() throws {
        let root = try RootCoordinator.testing(ShopOrdersModule(), schemes: ["shop"])
        try root.open(link: "shop://account/orders/orders/17")
        #expect(root.stackRoutes == [try root.wrap(ShopOrdersRoute.orders), try root.wrap(ShopOrdersRoute.order(id: 17))])
        #expect(root.currentURL?.absoluteString == "shop://account/orders/17")
    }

    @Test func anOrderWithoutTheOrdersBelowHasNoLinkRatherThanOneThatBuildsAnotherStack() throws {
        let root = try RootCoordinator.testing(ShopOrdersModule(), schemes: ["shop"])
        try root.perform(.show(try root.wrap(ShopOrdersRoute.order(id: 17))))
        #expect(root.stackRoutes == [try root.wrap(ShopOrdersRoute.order(id: 17))])
        #expect(root.currentLink == nil)
    }
}
