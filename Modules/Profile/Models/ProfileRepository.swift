import CoordinatorKit

/// Where the signed-in user's profile and orders come from.
///
/// The overview reads ``profile`` and ``orders`` from here whenever it draws; a repository
/// that is `@Observable` (as ``InMemoryProfileRepository`` is) makes a saved edit show at
/// once in SwiftUI, and in the shell, which reads the screen again after each action.
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
