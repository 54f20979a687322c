import Foundation

/// What a shop screen asks its coordinator to do.
enum ProductsNavigationEvent: Hashable, Sendable {
    /// The user chose an item in the list.
    case itemSelected(kind: ProductKind, id: UUID)
    /// The user wants to go back to browsing the shop.
    case shopRequested
    /// The user stepped an item's quantity: the screen's route carries the new count.
    case quantityChanged(kind: ProductKind, id: UUID, count: Int)
}

/// Receives the navigation events of the shop's view models; the shop's coordinator adopts it.
@MainActor
protocol ProductsNavigationDelegate: AnyObject {
    /// Handles an event by deciding where to go.
    func handle(_ event: ProductsNavigationEvent)
}
