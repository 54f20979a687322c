import CoordinatorKit

/// Where the signed-in user's profile and orders come from.
@MainActor
public protocol ProfileRepository: AnyObject {
    /// The user's profile.
    var profile: UserProfile { get }
    /// The user's orders, newest first.
    var orders: [Order] { get }

    /// Saves a new version of the profile.
    func updateProfile(_ profile: UserProfile)
}

extension ProfileRepository {
    /// The order with the given number, or `nil` when the user has no such order.
    public func order(id: Int) -> Order? {
        orders.first { $0.id == id }
    }
}

/// The dependency key of the app's ``ProfileRepository``; by default an in-memory
/// repository with sample data.
public enum ProfileRepositoryKey: DependencyKey {
    /// The sample profile and orders.
    @MainActor public static var defaultValue: any ProfileRepository { InMemoryProfileRepository() }
}
