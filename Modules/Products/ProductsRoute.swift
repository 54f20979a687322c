import CoordinatorKit
import Foundation

/// Every screen of the shop.
///
/// Routes carry identifiers and counts, never products: the screen looks the item up when
/// it is built, so a link keeps working however the catalog changes.
public enum ProductsRoute: Route {
    /// The list of products and merch: the Shop tab's root.
    case list
    /// One item with a quantity: the product screen, in its product or merch variant.
    ///
    /// Both variants are one case and one screen; `kind` is the parameter that tells
    /// them apart. The identifier may name no item: the screen then says so.
    case detail(kind: ProductKind, id: UUID, count: Int)
    /// The offer behind a promo code; reached only by link, from campaigns.
    case promo(code: String)

    /// The quantities a detail route accepts; a link outside this range is rejected.
    public static let countRange = 1...99

    /// The quantity a detail link means when it leaves `count` out.
    public static let defaultCount = 1

    /// A product screen is the item it shows: its quantity is the screen's own state, which
    /// the screen writes back into its route as the user steps it, without the screen being
    /// built again.
    public var screenIdentity: ProductsRoute {
        if case .detail(let kind, let id, _) = self {
            return .detail(kind: kind, id: id, count: Self.defaultCount)
        }
        return self
    }
}
