import Foundation
import Observation

/// One item with a quantity: the screen behind both `products/product` and `products/merch`.
///
/// The kind, identifier and starting quantity come from the route, so two links with
/// different values never see each other's values. An identifier the catalog does not
/// know is a well-formed link to an item that is gone: the screen shows a "not found"
/// state. Public, for the module's views target, as are its state and intents.
@Observable
@MainActor
public final class ProductDetailViewModel {
    /// The price of the chosen quantity.
    public enum Total: Hashable, Sendable {
        /// The price of ``quantity`` items.
        case amount(Price)
        /// The quantity times the price does not fit in a price: the screen says so
        /// rather than showing a wrong number.
        case tooLarge
    }

    /// The range the link asked for.
    public let kind: ProductKind
    /// The identifier the link asked for.
    public let id: UUID
    /// The item, or `nil` when the catalog has no such item of that kind.
    public let item: Product?
    /// The quantities ``increment()`` and ``decrement()`` move between.
    public let quantityRange = ProductsRoute.countRange
    /// The quantity chosen: the link's, then whatever the user stepped to. Each step
    /// updates the screen's route (``ProductsNavigationEvent/quantityChanged(kind:id:count:)``),
    /// so the printed link and the saved state carry it.
    public private(set) var quantity: Int
    @ObservationIgnored private weak var delegate: (any ProductsNavigationDelegate)?

    /// Creates the screen for one route's values.
    ///
    /// - Parameters:
    ///   - kind: The range the link asked for.
    ///   - id: The item's identifier.
    ///   - count: The starting quantity.
    ///   - repository: Where the item is read: at once when the list loaded it.
    ///   - delegate: Receives the way back to the shop.
    init(
        kind: ProductKind, id: UUID, count: Int, repository: ProductRepository,
        delegate: any ProductsNavigationDelegate
    ) {
        self.kind = kind
        self.id = id
        self.quantity = count
        self.item = repository.item(kind: kind, id: id)
        self.delegate = delegate
    }

    /// Whether the catalog has the item.
    public var isFound: Bool { item != nil }

    /// Whether the quantity can go up by one without leaving ``quantityRange``.
    public var canIncrement: Bool { quantity < quantityRange.upperBound }

    /// Whether the quantity can go down by one without leaving ``quantityRange``.
    public var canDecrement: Bool { quantity > quantityRange.lowerBound }

    /// The price of ``quantity`` items, or `nil` when the item is not found.
    public var total: Total? {
        item.map { item in item.price.multiplied(by: quantity).map(Total.amount) ?? .tooLarge }
    }

    /// Adds one to the quantity, up to the top of ``quantityRange``.
    public func increment() {
        guard canIncrement else { return }
        quantity += 1
        delegate?.handle(.quantityChanged(kind: kind, id: id, count: quantity))
    }

    /// Takes one from the quantity, down to the bottom of ``quantityRange``.
    public func decrement() {
        guard canDecrement else { return }
        quantity -= 1
        delegate?.handle(.quantityChanged(kind: kind, id: id, count: quantity))
    }

    /// Takes the quantity a link or an action gave the screen's route while the screen
    /// stays on display, clamped to ``quantityRange``.
    public func show(quantity newValue: Int) {
        quantity = min(max(newValue, quantityRange.lowerBound), quantityRange.upperBound)
    }

    /// Goes back to the list.
    public func continueShopping() {
        delegate?.handle(.shopRequested)
    }
}
