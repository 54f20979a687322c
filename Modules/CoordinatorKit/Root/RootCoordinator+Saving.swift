import Foundation

extension RootCoordinator {
    /// The current navigation state in its saved form, for ``restoreState(from:)`` on a
    /// later launch.
    ///
    /// Every screen is stored as its link path (`recipes/42`), not as Swift's coding of the
    /// route enum, so renaming or reordering route cases leaves saved state readable; the
    /// data records the format version (``NavigationState/schemaVersion``) and
    /// ``stateMigration``'s link version (format: `Docs/AppStateJSON.md`). A screen no rule
    /// prints is not stored: its tab is saved up to the screen below it.
    ///
    /// - Throws: ``NavigationError/savingFailed(reason:)`` for a bottom sheet saved state
    ///   cannot hold: a detent that is not a finite, positive size (or a fraction above 1),
    ///   or not 1 to 8 detents.
    public func saveState() throws(NavigationError) -> Data {
        try state.savedData(registry: registry, linkVersion: stateMigration.linkVersion)
    }

    /// Restores state written by ``saveState()`` — by this build or an earlier or other one
    /// — validated against this app's modules, link rules, limits and requirements, in one
    /// change with the cause ``NavigationChange/Cause/restoration``.
    ///
    /// Every stored screen is read as a link is: its path (first rewritten by
    /// ``stateMigration`` when older) must read through its module's rules within
    /// ``DeepLinkConfiguration/limits``, and each tab must fit the depth and layer limits.
    /// Each screen then passes through its coordinator
    /// (``ModuleCoordinator/destination(for:)``), so a screen data now decides otherwise is
    /// replaced. Screens that fail are left out (a stack is cut below the first; a failing
    /// tab root becomes the module's root), as are tabs this app lacks and a pending
    /// navigation that no longer fits; tabs the data lacks start at their root. Everything
    /// left out or replaced is listed in the outcome. Restored state then passes the checks
    /// of a change of access; every flow awaited before it ends as cancelled
    /// (``FlowCancellationReason/restored``).
    ///
    /// - Returns: ``RestorationOutcome/restored``, or
    ///   ``RestorationOutcome/partlyRestored(dropped:)`` with what was left out and why.
    /// - Throws: ``NavigationError/restorationFailed(_:)`` when the data cannot be read at
    ///   all (not saved state, too large, a newer format or link version); the current
    ///   state is kept.
    @discardableResult
    public func restoreState(from data: Data) throws(NavigationError) -> RestorationOutcome {
        let read: (state: NavigationState, dropped: [DroppedScreen])
        do {
            read = try NavigationState.read(data, registry: registry, limits: limits, migration: stateMigration)
        } catch {
            throw .restorationFailed(error)
        }
        var dropped = read.dropped
        var decided = read.state
        dropped += decideAgain(&decided)
        var admitted = checkedForAccess(decided)
        admitted.leaveGuards = workingState.leaveGuards  // A restoration over a guarded screen asks first.
        for tab in decided.tabs {
            guard let kept = admitted[tab: tab.id], kept.stack.count < tab.stack.count,
                zip(kept.stack, tab.stack).allSatisfy({ $0.route == $1.route })
            else { continue }
            dropped.append(DroppedScreen(tab: tab.id, depth: kept.stack.count + 1, reason: .requirementNotMet))
        }
        // Read state carries no awaited-flow mark: every await ends in this commit.
        commit(admitted, cause: .restoration)
        return dropped.isEmpty ? .restored : .partlyRestored(dropped: dropped)
    }

    /// Makes `state` current as a restoration commits it, nothing decided or checked again,
    /// after forgetting an alert's late answer, the pending lookup and a held change: for
    /// the explorer's `replaceState(with:)`, which first takes the awaited-flow marks away.
    package func commitAsRestoration(_ state: NavigationState) {
        writeBackMemory.dismissedAlert = nil
        cancelPendingLookup()
        heldChange = nil
        commit(state, cause: .restoration)
    }
}
