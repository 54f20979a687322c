import Foundation

/// An item the shop sells: a kitchen product or a piece of merch.
public struct Product: Identifiable, Hashable, Sendable {
    /// The item's stable identifier, the `id` of its links.
    public var id: UUID
    /// Which range the item belongs to.
    public var kind: ProductKind
    /// The item's name.
    public var name: String
    /// One sentence about the item.
    public var summary: String
    /// The price of one item.
    public var price: Price

    /// Creates an item.
    public init(id: UUID, kind: ProductKind, name: String, summary: String, price: Price) {
        self.id = id
        self.kind = kind
        self.name = name
        self.summary = summary
        self.price = price
    }
}
