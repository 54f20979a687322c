import Observation

/// One order with its items and total.
///
/// Public, for the module's views target, as is its state.
@Observable
@MainActor
public final class OrderDetailViewModel {
    /// The order number the screen was opened for.
    public let orderID: Int
    /// `nil` only when restored state names an order the repository no longer has; links
    /// to such orders are redirected by the coordinator before they get here.
    public private(set) var order: Order?

    init(orderID: Int, repository: any ProfileRepository) {
        self.orderID = orderID
        self.order = repository.order(id: orderID)
    }
}
