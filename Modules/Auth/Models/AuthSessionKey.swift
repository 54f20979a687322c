import CoordinatorKit

/// The dependency key of the app's ``AuthSession``; a signed-out session with the sample
/// accounts by default, made once per container.
public enum AuthSessionKey: DependencyKey {
    /// A signed-out session with ``Account/samples``.
    @MainActor public static var defaultValue: AuthSession { AuthSession() }
}
