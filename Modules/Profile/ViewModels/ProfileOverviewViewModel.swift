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
    @ObservationIgnored private let repository: any ProfileRepository
    @ObservationIgnored private weak var navigation: (any ProfileNavigationDelegate)?

    init(repository: any ProfileRepository, navigation: any ProfileNavigationDelegate) {
        self.repository = repository
        self.profile = repository.profile
        self.orders = repository.orders
        self.navigation = navigation
    }

    /// Reads the profile and orders again: the screen is kept while the edit form is pushed
    /// over it, so it shows a saved edit only once it asks, as its view does on appearing.
    func refresh() {
        profile = repository.profile
        orders = repository.orders
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
