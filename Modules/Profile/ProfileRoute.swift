import CoordinatorKit

/// Every screen of the Profile tab. Each one needs a signed-in user, the tab's root
/// included: a link into Profile while signed out shows sign-in first and waits.
public enum ProfileRoute: Route {
    /// The user's name, email and a summary of their orders: the tab's root.
    case overview
    /// The form that edits the user's name and email.
    case edit
    /// Every order the user placed, newest first.
    case orders
    /// One order with its items.
    case order(id: Int)

    /// Every Profile screen needs a signed-in user.
    public var requirements: Set<AccessRequirement> { [.signedIn] }
}
