/// Every screen of the Profile module with its view model, as ``ProfileCoordinator``
/// builds it for a route.
///
/// The module's views switch over it in one place; the root keeps one per entry and hands
/// it out through `root.screen(inTab:atDepth:of: ProfileModule.self)`.
public enum ProfileScreen: Sendable {
    /// Who the user is and a summary of their orders.
    case overview(ProfileOverviewViewModel)
    /// The form that edits the profile.
    case edit(ProfileEditViewModel)
    /// Every order.
    case orders(OrdersViewModel)
    /// One order.
    case order(OrderDetailViewModel)
}
