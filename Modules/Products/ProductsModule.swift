import CoordinatorKit
import Foundation

/// The shop: kitchen products and Recipes merch, on the Shop tab.
///
/// | Link | Route |
/// |---|---|
/// | `recipes://products` | ``ProductsRoute/list`` |
/// | `recipes://products/product?id=<UUID>&count=5` | ``ProductsRoute/detail(kind:id:count:)`` |
/// | `recipes://products/merch?id=<UUID>&count=7` | the same screen, merch variant |
/// | `recipes://product?id=<UUID>` | alias of `products/product` |
/// | `recipes://products/promo/WINTER25` | ``ProductsRoute/promo(code:)`` |
///
/// `count` may be left out and then means 1; it must lie in ``ProductsRoute/countRange``.
public struct ProductsModule: FeatureModule {
    /// Creates the module's registration.
    public init() {}

    /// `products`: the module owns links that start with it.
    public var segment: String { "products" }

    /// `product` stands for `products/product`, the short form used in shared links.
    public var aliases: [String: [String]] { ["product": ["product"]] }

    /// The module's tab.
    public var tab: TabDescriptor? { TabDescriptor(title: NavigationText("Shop", bundle: .products), systemImage: "bag") }

    /// The screen a link naming only the module opens.
    public var rootRoute: ProductsRoute { .list }

    /// The module's link grammar, both ways.
    public var codec: DeepLinkCodec<ProductsRoute> {
        let list = DeepLinkRule<ProductsRoute>(.list, path: [])
        let detail = DeepLinkRule(
            "detail",
            path: PathParameter<ProductKind>("kind") & QueryParameter<UUID>("id") & QueryParameter<Int?>("count"),
            parse: { kind, id, requested in
                let count = requested ?? ProductsRoute.defaultCount
                let range = ProductsRoute.countRange
                guard range.contains(count) else {
                    // Typed like a malformed value, so the error names the query item.
                    throw DeepLinkError.invalidQueryValue(
                        key: "count", value: count.linkText,
                        expected: "Int from \(range.lowerBound) to \(range.upperBound)")
                }
                return ProductsRoute.detail(kind: kind, id: id, count: count)
            })
        let promo = DeepLinkRule(
            "promo", path: "promo" / PathParameter<String>("code"), parse: { ProductsRoute.promo(code: $0) })
        return DeepLinkCodec([list, detail, promo]) { route in
            switch route {
            case .list: list.link()
            case .detail(let kind, let id, let count): detail.link(kind, id, count)
            case .promo(let code): promo.link(code)
            }
        }
    }

    /// Makes the module's coordinator with its dependencies from the container.
    public func makeCoordinator(navigator: Navigator<ProductsRoute>, dependencies: Dependencies) -> ProductsCoordinator {
        ProductsCoordinator(navigator: navigator, catalog: dependencies[ProductCatalogKey.self])
    }
}

extension TextBundle {
    /// The module's resource bundle: its navigation texts in `Resources/<language>.lproj`.
    /// Named rather than `TextBundle(Bundle.module)`, which the Apple type check (run without
    /// SwiftPM's generated resource accessor) cannot see; both find the same bundle.
    static let products = TextBundle.named("CoordinatorKit_Products")
}
