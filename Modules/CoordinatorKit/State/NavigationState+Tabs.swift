extension NavigationState {
    /// The state with the tabs `ids`, in that order: each tab kept keeps its stack, a tab
    /// added starts at its module's root, a tab left out is removed with its stack.
    ///
    /// The selected tab stays selected when it is kept; otherwise the first tab of `ids` is
    /// selected. A pending navigation whose target or origin tab is left out is dropped.
    /// ``RootCoordinator/arrangeTabs(_:)`` is the public way: it also applies the change
    /// and checks the new selection's requirements.
    ///
    /// - Throws: ``NavigationError/unknownTab(_:)`` for an identifier no registered module
    ///   has, and ``NavigationError/invalidTabs(_:reason:)`` when `ids` is empty, names a
    ///   module twice, or names a module without a tab.
    public func arrangingTabs(_ ids: [ModuleID], registry: ModuleRegistry) throws(NavigationError) -> NavigationState {
        guard !ids.isEmpty else { throw .invalidTabs(ids, reason: "an app shows at least one tab") }
        var kept = Set<ModuleID>()
        var arranged: [TabState] = []
        arranged.reserveCapacity(ids.count)
        for id in ids {
            guard let module = registry.module(withID: id) else { throw .unknownTab(id) }
            guard module.hasTab else { throw .invalidTabs(ids, reason: "the module '\(id)' has no tab") }
            guard kept.insert(id).inserted else { throw .invalidTabs(ids, reason: "the tab '\(id)' appears twice") }
            arranged.append(self[tab: id] ?? TabState(id: id, root: module.rootRoute))
        }
        var next = self
        next.tabs = arranged
        if selectedTab.map({ !kept.contains($0) }) ?? true {
            next.selectedTab = ids[0]
        }
        if let pending, !kept.contains(pending.target.id) || !kept.contains(pending.origin.id) {
            next.pending = nil
        }
        return next
    }

    /// Whether the tabs are the registry's default: every module with a tab, in
    /// registration order (``ModuleRegistry/defaultTabs``).
    func hasDefaultTabs(in registry: ModuleRegistry) -> Bool {
        let defaults = registry.defaultTabs
        guard defaults.count == tabs.count else { return false }
        return zip(defaults, tabs).allSatisfy { $0.id == $1.id }
    }
}
