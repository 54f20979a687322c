import CoordinatorKit
import Observation

/// Every order the user placed, newest first.
@Observable
@MainActor
final class OrdersViewModel: ScreenModel {
    private(set) var orders: [Order]
    @ObservationIgnored private weak var navigation: (any ProfileNavigationDelegate)?

    init(repository: any ProfileRepository, navigation: any ProfileNavigationDelegate) {
        self.orders = repository.orders
        self.navigation = navigation
    }

    func showOrder(id: Int) { navigation?.handle(.orderSelected(id: id)) }

    var title: String { "Orders" }

    var content: [String] {
        guard !orders.isEmpty else { return ["No orders yet"] }
        return orders.map { "#\($0.id) · \($0.placedOn) · \($0.status.displayName) · \($0.totalCents.dollars)" }
    }

    var actions: [ScreenAction] {
        orders.map { order in ScreenAction("Order #\(order.id)") { self.showOrder(id: order.id) } }
    }
}
