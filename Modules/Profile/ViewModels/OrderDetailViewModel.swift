import CoordinatorKit
import Observation

/// One order with its items and total.
@Observable
@MainActor
final class OrderDetailViewModel: ScreenModel {
    let orderID: Int
    /// `nil` only when restored state names an order the repository no longer has; links
    /// to such orders are redirected by the coordinator before they get here.
    private(set) var order: Order?

    init(orderID: Int, repository: any ProfileRepository) {
        self.orderID = orderID
        self.order = repository.order(id: orderID)
    }

    var title: String { "Order #\(orderID)" }

    var content: [String] {
        guard let order else { return ["This order is no longer available."] }
        return ["Placed on \(order.placedOn)", "Status: \(order.status.displayName)"]
            + order.items.map { "\($0.quantity) × \($0.name) · \(($0.quantity * $0.unitPriceCents).dollars)" }
            + ["Total: \(order.totalCents.dollars)"]
    }

    var actions: [ScreenAction] { [] }
}
