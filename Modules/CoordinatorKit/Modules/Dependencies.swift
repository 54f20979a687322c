/// A key for a value in a ``Dependencies`` container, with the value used when the app's
/// composition sets none.
///
/// ```swift
/// enum RecipeRepositoryKey: DependencyKey {
///     @MainActor static var defaultValue: any RecipeRepository { InMemoryRecipeRepository() }
/// }
/// ```
public protocol DependencyKey {
    /// The type of the dependency.
    associatedtype Value
    /// The value used when none was set; read once per container, then kept.
    @MainActor static var defaultValue: Value { get }
}

/// The app's dependency container, handed to every module's coordinator factory.
///
/// Coordinators read their dependencies here and pass them to the view models they build;
/// views never reach for globals. The composition sets live values; tests set fakes. A
/// default is made on first read and kept, so every reader shares one instance.
@MainActor
public final class Dependencies {
    private var values: [ObjectIdentifier: Any] = [:]

    /// Creates an empty container.
    public init() {}

    /// The dependency stored under `key`, or its default, made once and kept.
    public subscript<Key: DependencyKey>(key: Key.Type) -> Key.Value {
        get {
            if let value = values[ObjectIdentifier(key)] as? Key.Value {
                return value
            }
            let value = Key.defaultValue
            values[ObjectIdentifier(key)] = value
            return value
        }
        set {
            values[ObjectIdentifier(key)] = newValue
        }
    }
}
