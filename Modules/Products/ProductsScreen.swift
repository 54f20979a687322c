/// Every screen of the shop with its view model, as ``ProductsCoordinator`` builds it for
/// a route.
///
/// The module's views switch over it in one place; the root keeps one per entry and hands
/// it out through `root.screen(inTab:atDepth:of: ProductsModule.self)`.
public enum ProductsScreen: Sendable {
    /// The list of kitchen products and merch.
    case list(ProductListViewModel)
    /// One item with a quantity, product or merch.
    case detail(ProductDetailViewModel)
    /// The offer behind a promo code.
    case promo(PromoViewModel)
}
