import CoordinatorKit
import CoordinatorKitText

extension OrderDetailViewModel: ScreenTextDescribing {
    /// The order's date, status, lines and total.
    public var screenText: ScreenText {
        guard let order else {
            return ScreenText(title: "Order #\(orderID)", lines: ["This order is no longer available."])
        }
        return ScreenText(
            title: "Order #\(orderID)",
            lines: ["Placed on \(order.placedOn)", "Status: \(order.status.displayName)"]
                + order.items.map { "\($0.quantity) × \($0.name) · \($0.totalCents.dollarsText)" }
                + ["Total: \(order.totalCents.dollarsText)"])
    }
}
