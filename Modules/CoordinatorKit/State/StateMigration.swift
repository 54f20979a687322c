/// How an app reads saved navigation written by its own older versions.
///
/// Saved state stores every screen as its link path: the module's segment and the route
/// as the module's link rules print it (`recipes/42`, `products/product?id=<UUID>&count=5`),
/// so renaming or reordering a route enum's cases changes nothing stored. What does change
/// stored screens is changing the link rules themselves: a renamed word, a moved value, a
/// module's new segment. Such a release raises ``linkVersion`` and rewrites the paths of
/// older data in ``migrate``; every migrated path is then read through the current rules
/// like any other.
///
/// <doc:SavingAndRestoring> shows one: release 2 of a notes app links a note as
/// `notes/<id>` where release 1 wrote `notes/note/<id>`.
public struct StateMigration: Sendable {
    /// The version of the app's link rules that ``RootCoordinator/saveState()`` records;
    /// raise it when a release changes how stored screens read. Restoring data that
    /// records a higher version (written by a newer build) throws
    /// ``StateRestorationError/unsupportedLinkVersion(found:supported:)`` and keeps the state.
    public var linkVersion: Int

    /// Rewrites one stored link path written at an older `linkVersion` (the second
    /// argument) into today's form; `nil` leaves the screen out (reported as
    /// ``DroppedScreen/Reason/removedByMigration``). Called only for data older than
    /// ``linkVersion``, once per stored screen, bottom first.
    public var migrate: @Sendable (_ path: String, _ storedLinkVersion: Int) -> String?

    /// A migration for link rules at `linkVersion` that rewrites older paths with `migrate`.
    public init(linkVersion: Int = 0, migrate: @escaping @Sendable (_ path: String, _ storedLinkVersion: Int) -> String? = { path, _ in path }) {
        self.linkVersion = linkVersion
        self.migrate = migrate
    }
}
