import CoordinatorKit
import CoordinatorKitText

extension OrdersViewModel: ScreenTextDescribing {
    /// One line and one action per order.
    public var screenText: ScreenText {
        ScreenText(
            title: "Orders",
            lines: orders.isEmpty
                ? ["No orders yet"]
                : orders.map { "#\($0.id) · \($0.placedOn) · \($0.status.displayName) · \($0.totalCents.dollarsText)" },
            actions: orders.map { order in ScreenAction("Order #\(order.id)") { self.showOrder(id: order.id) } })
    }
}

extension Optional<Int> {
    /// An amount in cents as dollars, or a note that it is too large to add up.
    var dollarsText: String {
        map(\.dollars) ?? "(too large to show)"
    }
}
