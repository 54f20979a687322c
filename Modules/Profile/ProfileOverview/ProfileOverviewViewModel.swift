import Observation

/// The Profile tab's root: who the user is and a summary of their orders.
///
/// Public, for the module's views target, as are its state and intents.
@Observable
@MainActor
public final class ProfileOverviewViewModel {
    /// The user's name and email, read from the repository: a saved edit shows at once,
    /// while the edit form is still pushed over this screen (Observation, through an
    /// observable repository such as ``InMemoryProfileRepository``).
    public var profile: UserProfile { repository.profile }
    /// The user's orders, newest first, read from the repository.
    public var orders: [Order] { repository.orders }
    @ObservationIgnored private let repository: any ProfileRepository
    @ObservationIgnored private weak var navigation: (any ProfileNavigationDelegate)?

    init(repository: any ProfileRepository, navigation: any ProfileNavigationDelegate) {
        self.repository = repository
        self.navigation = navigation
    }

    /// The newest order, offered as a shortcut; `nil` without orders.
    public var latestOrder: Order? { orders.first }

    /// Opens the edit form.
    public func editProfile() { navigation?.handle(.editRequested) }
    /// Opens the list of orders.
    public func showOrders() { navigation?.handle(.ordersRequested) }
    /// Opens one order.
    public func showOrder(id: Int) { navigation?.handle(.orderSelected(id: id)) }
}
