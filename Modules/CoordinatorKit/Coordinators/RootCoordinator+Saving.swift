import Foundation

extension RootCoordinator {
    /// The current navigation state as versioned JSON, for ``restoreState(from:)`` on a later
    /// launch.
    ///
    /// The format (schema version ``NavigationState/schemaVersion``) is described in
    /// `Docs/AppStateJSON.md`. Every route is stored with the module that owns it.
    ///
    /// - Throws: ``NavigationError/savingFailed(reason:)`` when a route fails to encode.
    public func saveState() throws(NavigationError) -> Data {
        try state.savedData()
    }

    /// Restores state written by ``saveState()``, validated against this app's modules and
    /// requirements, in one change with the cause ``NavigationChange/Cause/restoration``.
    ///
    /// Each route decodes only through the module the data names, which must be registered
    /// here; the tabs must be this app's tabs. Restored state then passes the same checks as
    /// a change of access: a pending navigation whose requirement is met is applied, and
    /// screens the user may not see are left. No await survives a restoration: every flow
    /// awaited before it ends as cancelled (``FlowCancellationReason/restored``), and the
    /// marks of awaited flows in the data are dropped, their screens kept.
    ///
    /// - Throws: ``NavigationError/restorationFailed(_:)`` saying what was wrong with the
    ///   data; the current state is kept.
    public func restoreState(from data: Data) throws(NavigationError) {
        let restored: NavigationState
        do {
            restored = try NavigationState(restoring: data, registry: registry)
        } catch {
            throw .restorationFailed(error)
        }
        commit(checkedForAccess(restored).withoutAwaitedFlows(), cause: .restoration)
    }
}
