/// The screens of the entries in the state: one per entry, built by its module's
/// coordinator on first use and kept while the entry stays. The one cast from the erased
/// screen to the module's ``ModuleCoordinator/Screen`` happens here, never in a view.
extension RootCoordinator {
    /// The screen of the entry at `depth` in a tab, typed by the module that owns it.
    ///
    /// The root keeps one screen per entry, so what the user typed survives a redraw and an
    /// alert coming and going; an entry popped and pushed again gets a new screen.
    ///
    /// ```swift
    /// if let model = root.screen(inTab: "recipes", atDepth: 1, of: RecipesModule.self) as? RecipeDetailViewModel {
    ///     model.checkAllergies()
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - tab: The tab's identifier.
    ///   - depth: The entry's depth: 0 for the tab's root, `n` for the `n`th entry above it.
    ///   - module: The module whose screen type the caller expects.
    /// - Returns: The entry's screen, or `nil` when the tab has no entry at that depth or
    ///   the entry belongs to another module than `module`.
    public func screen<M: FeatureModule>(
        inTab tab: ModuleID, atDepth depth: Int, of module: M.Type
    ) -> M.Coordinator.Screen? {
        guard let owner = registry.module(forRouteType: M.RouteType.self),
            let entry = state[tab: tab]?.entry(atDepth: depth), entry.route.module == owner.id
        else { return nil }
        return keptScreen(inTab: tab, atDepth: depth, entry: entry) as? M.Coordinator.Screen
    }

    /// The screen of the entry `entry` names, typed by the module that owns it: what a
    /// SwiftUI view keyed by an ``EntryID`` renders.
    ///
    /// Unlike ``screen(inTab:atDepth:of:)`` it does not observe ``state``: an entry's screen
    /// stays the same while the entry stays, so a view keyed by the entry's identity need
    /// not re-render when anything else changes. It also checks that the entry at that
    /// depth is still the one `entry` names, so a leaving sheet never shows the screen of
    /// the sheet replacing it.
    ///
    /// - Parameters:
    ///   - entry: The entry's identity.
    ///   - module: The module whose screen type the caller expects.
    /// - Returns: The entry's screen, or `nil` when the state no longer has that entry or
    ///   the entry belongs to another module than `module`.
    public func screen<M: FeatureModule>(for entry: EntryID, of module: M.Type) -> M.Coordinator.Screen? {
        guard let owner = registry.module(forRouteType: M.RouteType.self), entry.route.module == owner.id else { return nil }
        return anyScreen(for: entry) as? M.Coordinator.Screen
    }

    /// The entry's screen, erased and found as ``screen(for:of:)`` finds it, for the renderers.
    package func anyScreen(for entry: EntryID) -> Any? {
        guard let stored = workingState[tab: entry.tab]?.entry(atDepth: entry.depth), entry.names(stored) else { return nil }
        return keptScreen(inTab: entry.tab, atDepth: entry.depth, entry: stored)
    }

    /// The screen of the top entry of the selected tab, typed by the module that owns it,
    /// or `nil` when that entry belongs to another module.
    ///
    /// - Parameter module: The module whose screen type the caller expects.
    public func topScreen<M: FeatureModule>(of module: M.Type) -> M.Coordinator.Screen? {
        guard let tab = state.currentTab else { return nil }
        return screen(inTab: tab.id, atDepth: tab.stack.count, of: module)
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

    /// The screen of the entry at `depth` in a tab, erased: for the text descriptions and
    /// the testing helpers.
    package func anyScreen(inTab tab: ModuleID, atDepth depth: Int) -> Any? {
        guard let entry = state[tab: tab]?.entry(atDepth: depth) else { return nil }
        return keptScreen(inTab: tab, atDepth: depth, entry: entry)
    }

    /// A screen for an entry not in the state (where a link would land), built and not kept.
    package func unkeptScreen(for entry: NavigationEntry) -> Any? {
        coordinatorBox(for: entry.route.module)?.screen(entry.route)
    }

    private func keptScreen(inTab tab: ModuleID, atDepth depth: Int, entry: NavigationEntry) -> Any? {
        // A root held back behind its granting screen is never built: it would read what the
        // user may not see.
        if depth == 0, tab == workingState.selectedTab, workingState.holdsRootBack { return nil }
        let key = EntryID(tab: tab, depth: depth, entry: entry)
        if let screen = screens[key] { return screen }
        let screen = coordinatorBox(for: entry.route.module)?.screen(entry.route)
        screens[key] = screen
        return screen
    }
}

/// The screens the root keeps, by their entries' ``EntryID``: a screen survives its alert
/// and an update of its route.
struct ScreenCache {
    typealias Key = EntryID

    private var screens: [Key: Any] = [:]

    subscript(key: Key) -> Any? {
        get { screens[key] }
        set { screens[key] = newValue }
    }

    /// Lets go of the screens whose entries `state` no longer has; returns those whose
    /// route was rewritten in place, with the new route, for their coordinators.
    mutating func keepScreens(of state: NavigationState) -> [(screen: Any, route: AnyRoute)] {
        guard !screens.isEmpty else { return [] }
        var rewritten: [(screen: Any, route: AnyRoute)] = []
        var kept: [Key: Any] = [:]
        for (key, screen) in screens {
            guard let entry = state[tab: key.tab]?.entry(atDepth: key.depth), key.names(entry) else { continue }
            if entry.route == key.route {
                kept[key] = screen
            } else {
                rewritten.append((screen, entry.route))
                kept[EntryID(tab: key.tab, depth: key.depth, entry: entry)] = screen
            }
        }
        screens = kept
        return rewritten
    }
}
