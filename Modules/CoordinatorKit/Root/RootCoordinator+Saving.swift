import Foundation

extension RootCoordinator {
    /// The current navigation state in its saved form, for ``restoreState(from:)`` on a
    /// later launch.
    ///
    /// Every screen is stored as its link path through its module's rules (`recipes/42`),
    /// not as Swift's coding of the route enum, so renaming or reordering route cases
    /// leaves saved state readable; the data also records the format version
    /// (``NavigationState/schemaVersion``) and ``stateMigration``'s link version. The
    /// format is described in `Docs/AppStateJSON.md`. A screen whose route no rule prints
    /// is not stored: its tab is saved up to the screen below it.
    ///
    /// - Throws: ``NavigationError/savingFailed(reason:)`` when a bottom sheet is one that
    ///   saved state cannot hold, and restoring would refuse: a detent that is not a finite,
    ///   positive size (or a fraction above 1), or not 1 to 8 detents.
    public func saveState() throws(NavigationError) -> Data {
        try state.savedData(registry: registry, linkVersion: stateMigration.linkVersion)
    }

    /// Restores state written by ``saveState()`` — by this build or an earlier or other one
    /// — validated against this app's modules, link rules, limits and requirements, in one
    /// change with the cause ``NavigationChange/Cause/restoration``.
    ///
    /// Every stored screen is read as a link is: its path (rewritten first by
    /// ``stateMigration`` when the data is older) must name a module of this app and read
    /// through that module's rules within ``DeepLinkConfiguration/limits``, so values are
    /// range-checked; each tab must fit the depth and layer limits. Each screen then passes
    /// through its module's coordinator (``ModuleCoordinator/destination(for:)``), as a
    /// link's screens do, so a screen that data now decides otherwise (a premium recipe for
    /// a user whose subscription ended) is replaced and listed. Screens that fail are
    /// left out (a stack is cut below the first one; a tab root that fails becomes the
    /// module's root), tabs this app lacks are left out, tabs the data lacks start at their
    /// root, and a pending navigation that no longer fits is dropped — each listed in the
    /// outcome. Restored state then passes the same checks as a change of access: a pending
    /// navigation whose requirement is met is applied, and screens the user may not see are
    /// left. No await survives a restoration: every flow awaited before it ends as
    /// cancelled (``FlowCancellationReason/restored``).
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
        let admitted = checkedForAccess(decided)
        for tab in decided.tabs {
            // Screens cut for access leave a shorter stack with the same bottom.
            guard let kept = admitted[tab: tab.id], kept.stack.count < tab.stack.count,
                zip(kept.stack, tab.stack).allSatisfy({ $0.route == $1.route })
            else { continue }
            dropped.append(DroppedScreen(tab: tab.id, depth: kept.stack.count + 1, reason: .requirementNotMet))
        }
        // Read state carries no awaited-flow mark, so every await ends in this commit
        // (``FlowCancellationReason/restored``).
        commit(admitted, cause: .restoration)
        return dropped.isEmpty ? .restored : .partlyRestored(dropped: dropped)
    }

    /// Passes every screen of `state`'s tabs through its module's coordinator, as a link's
    /// screens are, and returns the screens it replaced: data may have changed since the
    /// state was decided (a premium recipe saved by a subscriber is its paywall now).
    @discardableResult
    func decideAgain(_ state: inout NavigationState) -> [DroppedScreen] {
        var replaced: [DroppedScreen] = []
        for index in state.tabs.indices {
            replaced += decideAgain(&state.tabs[index])
        }
        return replaced
    }
}
