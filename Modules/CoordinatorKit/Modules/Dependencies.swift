/// A key for a value in a ``Dependencies`` container, with the value used when the app's
/// composition sets none.
///
/// A key is a type of its own, usually a caseless enum beside the dependency's
/// interface; its identity is the key, so two modules' keys never clash.
///
/// <!-- snippet: dependency-key -->
/// ```swift
/// /// Where notes are kept: an interface, so the app sets a live store and tests a fake.
/// @MainActor protocol NoteStore: AnyObject {
///     func title(of id: Int) -> String?
/// }
///
/// enum NoteStoreKey: DependencyKey {
///     // Made on the first read of a container that has none set, then kept there.
///     @MainActor static var defaultValue: any NoteStore { InMemoryNoteStore() }
/// }
/// ```
public protocol DependencyKey {
    /// The type of the dependency: usually a protocol (`any NoteStore`), so the
    /// composition sets a live value and a test sets a fake.
    associatedtype Value
    /// The value used when none was set; read once per container, then kept, so every
    /// reader of one container shares it.
    ///
    /// Make a value that works without the app's configuration — an in-memory store, a
    /// signed-out session — so a module runs in its own tests and previews with an empty
    /// container.
    @MainActor static var defaultValue: Value { get }
}

/// The app's dependency container, handed to every module's coordinator factory.
///
/// Coordinators read their dependencies here and pass them to the view models they build;
/// views never reach for globals. The composition sets live values, tests set fakes; a
/// default is made on first read and kept.
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
