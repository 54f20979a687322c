/// What a Profile screen asks for; the coordinator decides how each is shown.
enum ProfileNavigationEvent: Hashable, Sendable {
    /// The user wants to edit their profile.
    case editRequested
    /// The user wants the list of their orders.
    case ordersRequested
    /// The user chose an order.
    case orderSelected(id: Int)
    /// The edit form saved the profile.
    case profileSaved
    /// The user left the edit form without saving.
    case editingCancelled
    /// The edit form's fields now differ from the saved profile, or no longer do.
    case editsChanged(hasEdits: Bool)
}

/// Receives the navigation events of Profile's view models: the module's coordinator.
@MainActor
protocol ProfileNavigationDelegate: AnyObject {
    /// Handles an event from a Profile screen.
    func handle(_ event: ProfileNavigationEvent)
}
