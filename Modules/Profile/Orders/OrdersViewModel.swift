import Observation

/// Every order the user placed, newest first.
///
/// Public, for the module's views target, as are its state and intents.
@Observable
@MainActor
public final class OrdersViewModel {
    /// The orders, newest first.
    public private(set) var orders: [Order]
    @ObservationIgnored private weak var navigation: (any ProfileNavigationDelegate)?

    init(repository: any ProfileRepository, navigation: any ProfileNavigationDelegate) {
        self.orders = repository.orders
        self.navigation = navigation
    }

    /// Opens one order.
    public func showOrder(id: Int) { navigation?.handle(.orderSelected(id: id)) }
}
