import CoordinatorKit
import CoordinatorKitTesting
import Foundation
import Testing

// The README's typed rule: values declared once, typed, in the rule's pattern; the parser
// takes them in that order, and the codec's one switch hands each route's values back.

// snippet: readme-typed-rule
enum ShopRoute: Route {
    case list
    case item(id: UUID, count: Int)
}

extension ShopRoute {
    /// `shop`, `shop/product?id={UUID}&count={Int}` (the count may be left out).
    static var codec: DeepLinkCodec<ShopRoute> {
        let list = DeepLinkRule<ShopRoute>(.list, path: [])
        let item = DeepLinkRule(
            "product", path: "product" & QueryParameter<UUID>("id") & QueryParameter<Int?>("count"),
            parse: { id, count in ShopRoute.item(id: id, count: count ?? 1) })
        return DeepLinkCodec([list, item]) { route in
            switch route {
            case .list: list.link()
            case .item(let id, let count): item.link(id, count)
            }
        }
    }
}
// end

struct ShopModule: FeatureModule {
    var segment: String { "shop" }
    var tab: TabDescriptor? { TabDescriptor(title: "Shop", systemImage: "bag") }
    var rootRoute: ShopRoute { .list }
    var codec: DeepLinkCodec<ShopRoute> { ShopRoute.codec }
    func makeCoordinator(navigator: Navigator<ShopRoute>, dependencies: Dependencies) -> PlainShopCoordinator {
        PlainShopCoordinator()
    }
}

@MainActor
final class PlainShopCoordinator: ModuleCoordinator {
    func screen(for route: ShopRoute) -> ShopRoute { route }
}

@MainActor
struct ReadmeTypedRuleTests {
    @Test func aLinkWithoutTheOptionalCountReadsOneAndPrintsItBack() throws {
        let root = try RootCoordinator.testing(ShopModule(), schemes: ["app"])
        let id = UUID(uuidString: "5EEDCA7A-0001-4000-8000-000000000001")!
        try root.open(link: "app://shop/product?id=\(id.uuidString)")
        #expect(root.stackRoutes == [try root.wrap(ShopRoute.item(id: id, count: 1))])
        #expect(root.currentURL?.absoluteString == "app://shop/product?id=\(id.uuidString)&count=1")
        #expect(roundTripProblems(of: ShopModule()) == [])
    }
}
