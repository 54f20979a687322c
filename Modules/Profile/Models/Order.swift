/// An order the user placed in the shop.
public struct Order: Hashable, Codable, Sendable, Identifiable {
    /// The order number, as in `recipes://profile/orders/17`.
    public var id: Int
    /// The day the order was placed, as `YYYY-MM-DD`.
    public var placedOn: String
    /// Where the order is in its delivery.
    public var status: OrderStatus
    /// What was ordered.
    public var items: [OrderItem]

    /// Creates an order.
    public init(id: Int, placedOn: String, status: OrderStatus, items: [OrderItem]) {
        self.id = id
        self.placedOn = placedOn
        self.status = status
        self.items = items
    }

    /// The order's total, in cents, or `nil` when it is too large to hold.
    ///
    /// Orders come from a repository the app does not control, so an overflow is an
    /// answer for the screen to show, not a crash.
    public var totalCents: Int? {
        items.reduce(0) { total, item in
            guard let total, let line = item.totalCents else { return nil }
            let (sum, overflow) = total.addingReportingOverflow(line)
            return overflow ? nil : sum
        }
    }
}

/// One line of an order.
public struct OrderItem: Hashable, Codable, Sendable {
    /// The product's name.
    public var name: String
    /// How many were ordered.
    public var quantity: Int
    /// The price of one, in cents.
    public var unitPriceCents: Int

    /// Creates an order line.
    public init(name: String, quantity: Int, unitPriceCents: Int) {
        self.name = name
        self.quantity = quantity
        self.unitPriceCents = unitPriceCents
    }

    /// The line's total, in cents, or `nil` when it is too large to hold.
    public var totalCents: Int? {
        let (total, overflow) = quantity.multipliedReportingOverflow(by: unitPriceCents)
        return overflow ? nil : total
    }
}

/// Where an order is in its delivery.
public enum OrderStatus: String, CaseIterable, Codable, Hashable, Sendable {
    /// Paid, not yet shipped.
    case processing
    /// On its way.
    case shipped
    /// Arrived.
    case delivered

    /// The status as the user reads it.
    public var displayName: String {
        switch self {
        case .processing: "Processing"
        case .shipped: "Shipped"
        case .delivered: "Delivered"
        }
    }
}
