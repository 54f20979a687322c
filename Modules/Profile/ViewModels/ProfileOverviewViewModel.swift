import CoordinatorKit
import Observation

/// The Profile tab's root: who the user is and a summary of their orders.
@Observable
@MainActor
final class ProfileOverviewViewModel: ScreenModel {
    private(set) var profile: UserProfile
    private(set) var orders: [Order]
    @ObservationIgnored private weak var navigation: (any ProfileNavigationDelegate)?

    init(repository: any ProfileRepository, navigation: any ProfileNavigationDelegate) {
        self.profile = repository.profile
        self.orders = repository.orders
        self.navigation = navigation
    }

    var latestOrder: Order? { orders.first }

    var ordersSummary: String {
        guard let latest = latestOrder else { return "No orders yet" }
        let count = orders.count == 1 ? "1 order" : "\(orders.count) orders"
        return "\(count), latest #\(latest.id) (\(latest.status.displayName.lowercased()))"
    }

    func editProfile() { navigation?.handle(.editRequested) }
    func showOrders() { navigation?.handle(.ordersRequested) }
    func showOrder(id: Int) { navigation?.handle(.orderSelected(id: id)) }

    var title: String { profile.name }

    var content: [String] {
        ["Email: \(profile.email)", "Orders: \(ordersSummary)"]
    }

    var actions: [ScreenAction] {
        var actions = [
            ScreenAction("Edit profile") { self.editProfile() },
            ScreenAction("Orders") { self.showOrders() },
        ]
        if let latest = latestOrder {
            actions.append(ScreenAction("Order #\(latest.id)") { self.showOrder(id: latest.id) })
        }
        return actions
    }
}
