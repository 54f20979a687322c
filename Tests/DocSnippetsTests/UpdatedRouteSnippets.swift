import CoordinatorKit
import CoordinatorKitTesting
import Observation
import Testing

// The code of "Screens"' section on values a screen edits: a route whose count is the
// screen's own state, updated in the route as the user steps it.

// snippet: screen-identity
enum CartRoute: Route {
    case cart
    case item(id: Int, count: Int)

    // The count is the screen's own state: another count is the same screen.
    var screenIdentity: CartRoute {
        if case .item(let id, _) = self { return .item(id: id, count: 1) }
        return self
    }
}

@Observable @MainActor
final class CartItemModel {
    let id: Int
    var count: Int
    @ObservationIgnored var countChanged: (Int) -> Void = { _ in }

    init(id: Int, count: Int) {
        self.id = id
        self.count = count
    }

    func increment() {
        count += 1
        countChanged(count)
    }
}

@MainActor
final class CartCoordinator: ModuleCoordinator {
    let navigator: Navigator<CartRoute>

    init(navigator: Navigator<CartRoute>) {
        self.navigator = navigator
    }

    func screen(for route: CartRoute) -> CartItemModel? {
        guard case .item(let id, let count) = route else { return nil }
        let model = CartItemModel(id: id, count: count)
        // Each step updates the route: the link and the saved state carry the count.
        model.countChanged = { [navigator] count in navigator.update(.item(id: id, count: count)) }
        return model
    }

    // A link that lands on the same item with another count reaches the kept screen here.
    func update(_ screen: CartItemModel?, to route: CartRoute) {
        if case .item(_, let count) = route { screen?.count = count }
    }
}
// end

struct CartModule: FeatureModule {
    var segment: String { "cart" }
    var tab: TabDescriptor? { TabDescriptor(title: "Cart", systemImage: "cart") }
    var rootRoute: CartRoute { .cart }
    var codec: DeepLinkCodec<CartRoute> {
        let cart = DeepLinkRule<CartRoute>(.cart, path: [])
        let item = DeepLinkRule(
            "item", path: PathParameter<Int>("id") & QueryParameter<Int>("count"),
            parse: { id, count in CartRoute.item(id: id, count: count) })
        return DeepLinkCodec([cart, item]) { route in
            switch route {
            case .cart: cart.link()
            case .item(let id, let count): item.link(id, count)
            }
        }
    }
    func makeCoordinator(navigator: Navigator<CartRoute>, dependencies: Dependencies) -> CartCoordinator {
        CartCoordinator(navigator: navigator)
    }
}

@MainActor
struct UpdatedRouteSnippetTests {
    @Test func steppingTheCountUpdatesTheLinkAndKeepsTheScreen() throws {
        let root = try RootCoordinator.testing(CartModule(), schemes: ["shop"])
        // snippet: update-in-place
        try root.open(link: "shop://cart/7?count=1")
        let model = try #require(root.topScreen(of: CartModule.self) ?? nil)
        model.increment()
        #expect(root.currentURL?.absoluteString == "shop://cart/7?count=2")
        #expect(root.topScreen(of: CartModule.self) ?? nil === model)   // the same screen
        try root.open(link: "shop://cart/7?count=5")
        #expect(model.count == 5)                                         // brought up to date
        // end
    }
}
