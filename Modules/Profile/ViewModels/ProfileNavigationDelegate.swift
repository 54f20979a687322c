/// What a Profile screen asks for; the coordinator decides how each is shown.
enum ProfileNavigationEvent: Hashable, Sendable {
    /// The user wants to edit their profile.
    case editProfile
    /// The user wants the list of their orders.
    case showOrders
    /// The user chose an order.
    case showOrder(id: Int)
    /// The edit form saved the profile.
    case didSaveProfile
    /// The user left the edit form without saving.
    case didCancelEditing
}

/// Receives the navigation events of Profile's view models: the module's coordinator.
@MainActor
protocol ProfileNavigationDelegate: AnyObject {
    /// Handles an event from a Profile screen.
    func handle(_ event: ProfileNavigationEvent)
}
