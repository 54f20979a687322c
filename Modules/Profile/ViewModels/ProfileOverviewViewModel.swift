import Observation

/// The Profile tab's root: who the user is and a summary of their orders.
///
/// Public because ``ProfileScreen`` names it; its state and intents are internal, for the
/// module's own views.
@Observable
@MainActor
public final class ProfileOverviewViewModel {
    /// The user's name and email.
    private(set) var profile: UserProfile
    /// The user's orders, newest first.
    private(set) var orders: [Order]
    @ObservationIgnored private weak var navigation: (any ProfileNavigationDelegate)?

    init(repository: any ProfileRepository, navigation: any ProfileNavigationDelegate) {
        self.profile = repository.profile
        self.orders = repository.orders
        self.navigation = navigation
    }

    /// The newest order, offered as a shortcut; `nil` without orders.
    var latestOrder: Order? { orders.first }

    /// Opens the edit form.
    func editProfile() { navigation?.handle(.editRequested) }
    /// Opens the list of orders.
    func showOrders() { navigation?.handle(.ordersRequested) }
    /// Opens one order.
    func showOrder(id: Int) { navigation?.handle(.orderSelected(id: id)) }
}
