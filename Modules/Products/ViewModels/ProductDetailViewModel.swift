import CoordinatorKit
import Foundation
import Observation

/// One item with a quantity: the screen behind both `products/product` and `products/merch`.
///
/// The kind, identifier and count come from the route, so two links with different
/// values never see each other's values. An identifier the catalog does not know is a
/// well-formed link to an item that is gone: the screen shows a "not found" state.
@Observable
@MainActor
public final class ProductDetailViewModel: ScreenModel {
    /// The range the link asked for.
    public let kind: ProductKind
    /// The identifier the link asked for.
    public let id: UUID
    /// The quantity the link asked for.
    public let count: Int
    /// The item, or `nil` when the catalog has no such item of that kind.
    public let item: Product?
    @ObservationIgnored private weak var delegate: (any ProductsNavigationDelegate)?

    /// Creates the screen for one route's values.
    ///
    /// - Parameters:
    ///   - kind: The range the link asked for.
    ///   - id: The item's identifier.
    ///   - count: The quantity.
    ///   - catalog: Where the item is looked up.
    ///   - delegate: Receives the way back to the shop.
    public init(
        kind: ProductKind, id: UUID, count: Int, catalog: any ProductCatalog,
        delegate: any ProductsNavigationDelegate
    ) {
        self.kind = kind
        self.id = id
        self.count = count
        self.item = catalog.item(kind: kind, id: id)
        self.delegate = delegate
    }

    /// Whether the catalog has the item.
    public var isFound: Bool { item != nil }

    /// The price of `count` items, or `nil` when the item is not found.
    public var total: Price? { item.map { $0.price * count } }

    /// Goes back to the list.
    public func continueShopping() {
        delegate?.handle(.shopRequested)
    }

    public var title: String {
        item?.name ?? (kind == .merch ? "Merch not found" : "Product not found")
    }

    public var content: [String] {
        guard let item, let total else {
            return ["No \(kind.rawValue) has the id \(id.uuidString); it may have left the shop."]
        }
        return [
            kind == .merch ? "Official Recipes merch" : "Kitchen product",
            item.summary,
            "Price: \(item.price)",
            "Quantity: \(count)",
            "Total: \(total)",
        ]
    }

    // Each action holds the model strongly: a front end may keep the actions it listed
    // and drop the model, and a tap must still reach it.
    public var actions: [ScreenAction] {
        [ScreenAction(isFound ? "Continue shopping" : "Browse the shop") { self.continueShopping() }]
    }
}
