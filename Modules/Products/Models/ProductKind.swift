import CoordinatorKit

/// Which of the shop's two ranges an item belongs to.
///
/// Kitchen products and Recipes merch share one detail screen; the kind is the first
/// path segment after `products` in a link (`products/product`, `products/merch`), so
/// the same screen is reached with different parameters.
public enum ProductKind: String, Hashable, Codable, Sendable, CaseIterable, LinkValue {
    /// Cookware, tools and pantry goods.
    case product
    /// Aprons, mugs and other goods printed with the Recipes brand.
    case merch
}
