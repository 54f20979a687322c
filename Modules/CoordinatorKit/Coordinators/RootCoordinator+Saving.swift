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

    /// Restores state written by ``saveState()``, validated against this app's modules,
    /// link rules, limits and requirements, in one change with the cause
    /// ``NavigationChange/Cause/restoration``.
    ///
    /// Each route decodes only through the module the data names, which must be registered
    /// here; the tabs must be this app's tabs. Every restored screen then passes the checks
    /// a link passes: its route must print through its module's rules and read back as
    /// itself within ``DeepLinkConfiguration/limits`` (so values are range-checked), each
    /// tab must fit the depth and layer limits, and a pending navigation must name this
    /// app's tabs. Screens that fail are left out (a stack is cut below the first one) and
    /// listed in the outcome. Restored state then passes the same checks as a change of
    /// access: a pending navigation whose requirement is met is applied, and screens the
    /// user may not see are left.
    /// No await survives a restoration: every flow awaited before it ends as cancelled
    /// (``FlowCancellationReason/restored``), and the marks of awaited flows in the data are
    /// dropped, their screens kept.
    ///
    /// - Returns: ``RestorationOutcome/restored``, or
    ///   ``RestorationOutcome/partlyRestored(dropped:)`` with what was left out and why.
    /// - Throws: ``NavigationError/restorationFailed(_:)`` saying what was wrong with the
    ///   data when it cannot be read at all; the current state is kept.
    @discardableResult
    public func restoreState(from data: Data) throws(NavigationError) -> RestorationOutcome {
        let decoded: NavigationState
        do {
            decoded = try NavigationState(restoring: data, registry: registry)
        } catch {
            throw .restorationFailed(error)
        }
        let (checked, droppedByRules) = decoded.checkedForRestoration(registry: registry, configuration: configuration)
        var dropped = droppedByRules
        let admitted = checkedForAccess(checked)
        for tab in checked.tabs {
            // Screens cut for access leave a shorter stack with the same bottom.
            guard let kept = admitted[tab: tab.id], kept.stack.count < tab.stack.count,
                zip(kept.stack, tab.stack).allSatisfy({ $0.route == $1.route })
            else { continue }
            dropped.append(DroppedScreen(tab: tab.id, depth: kept.stack.count + 1, reason: .requirementNotMet))
        }
        commit(admitted.withoutAwaitedFlows(), cause: .restoration)
        return dropped.isEmpty ? .restored : .partlyRestored(dropped: dropped)
    }
}
