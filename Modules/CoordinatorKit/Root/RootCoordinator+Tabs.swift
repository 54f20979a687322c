extension RootCoordinator {
    /// Shows the tabs `ids`, in that order, as one change: which modules show as tabs and
    /// where is the app's to change at run time (a user's choice of tabs), and is saved and
    /// restored with the state.
    ///
    /// Each tab kept keeps its stack; a tab added starts at its module's root; a tab left
    /// out is removed with its stack (an awaited flow in it ends as
    /// ``FlowCancellationReason/dismissed``) and its module is then entered by link as a
    /// module without a tab is: presented over the selected tab. The selected tab stays
    /// selected when kept; otherwise the first tab is selected, or the first whose root the
    /// user may see. A pending navigation into or from a tab left out is dropped. The
    /// registered order, ``ModuleRegistry/defaultTabs``, is the default.
    ///
    /// ```swift
    /// try root.arrangeTabs(["settings", "recipes"])   // two tabs, Settings first
    /// ```
    ///
    /// - Throws: ``NavigationError/unknownTab(_:)`` for an identifier no registered module
    ///   has, or ``NavigationError/invalidTabs(_:reason:)`` for no tab, a tab named twice or
    ///   a module without a tab; the state is unchanged.
    public func arrangeTabs(_ ids: [ModuleID]) throws(NavigationError) {
        var base = workingState
        if let pending = base.pending, !ids.contains(pending.target.id) || !ids.contains(pending.origin.id) {
            base = droppingPending(base)
        }
        let next = try base.arrangingTabs(ids, registry: registry)
        commit(withoutUnmetScreens(next), cause: .action(.arrangeTabs))
    }

    /// The badge of a tab, as its module's coordinator reads it from its data
    /// (``ModuleCoordinator/tabBadge``); `nil` for none, for a count of zero or less, and for
    /// a module not registered.
    ///
    /// Reading it under Observation (a SwiftUI body, `withObservationTracking`) tracks the
    /// data the coordinator read, so the tab's badge follows that data without any call.
    /// Makes the module's coordinator if it was not made yet.
    public func badge(ofTab id: ModuleID) -> TabBadge? {
        guard let badge = coordinatorBox(for: id)?.tabBadge() else { return nil }
        if case .count(let count) = badge, count <= 0 { return nil }
        return badge
    }

    /// Calls `handler` on the main actor whenever the selected tab is tapped again
    /// (``WriteBack/tabSelected(_:)`` naming the selected tab), after the root applied what
    /// the tap means (a pop to the root when away from it).
    ///
    /// A tab reselected at its root changes nothing in the state, so no change is reported
    /// for it: this is how the app hears of it, to scroll the tab's root screen to its top.
    /// For an `AsyncSequence` of the same reports, use ``reselections()``.
    ///
    /// - Returns: A token for ``removeObserver(_:)``.
    @discardableResult
    public func observeReselections(_ handler: @escaping @MainActor (TabReselection) -> Void) -> ObserverToken {
        nextObserverID += 1
        writeBackMemory.reselectionObservers[nextObserverID] = handler
        return ObserverToken(id: nextObserverID)
    }

    /// Every reselection of a tab from now on, in order, as an asynchronous sequence;
    /// buffered and ended as ``changes()`` is.
    ///
    /// ```swift
    /// for await reselection in root.reselections() where reselection.wasAtRoot {
    ///     scrollToTop(of: reselection.tab)
    /// }
    /// ```
    public func reselections() -> AsyncStream<TabReselection> {
        stream(observing: observeReselections)
    }

    /// Tells reselection observers that the selected tab was tapped again.
    func reportReselection(_ reselection: TabReselection) {
        for observer in writeBackMemory.reselectionObservers.values {
            observer(reselection)
        }
    }

    /// Re-checks requirements after another window changed what the user may do (signed
    /// out there, say), in one change: screens whose requirements no longer hold are left
    /// and every screen on display is decided again, as ``accessDidChange()`` does, but
    /// this root's pending navigation is not applied, since the user did not act here.
    ///
    /// An app with several windows, each with its own root, calls ``accessDidChange()`` on
    /// the window where the user signed in or out and this on every other window.
    public func accessDidChangeInAnotherWindow() {
        var next = workingState
        decideAgain(&next)
        commit(withoutUnmetScreens(next), cause: .accessChange)
    }
}
