/// The whole navigation of the app as one value: the selected tab, every tab's stack with
/// its modal layers and alerts, and the navigation waiting for a requirement, if any.
///
/// The root coordinator owns one; every change to navigation is a new value of this type,
/// so navigation can be compared, printed, stored and restored.
public struct NavigationState: Hashable, Sendable {
    /// The selected tab, or `nil` when the app has no modules.
    public var selectedTab: ModuleID?
    /// Every tab, in tab order: the app's tab set (``RootCoordinator/arrangeTabs(_:)``).
    ///
    /// A root with no tab module has one "tab", its first module's stack, shown without a
    /// tab bar (a single-stack layout).
    public var tabs: [TabState]
    /// The navigation waiting for a requirement, if any.
    public var pending: PendingNavigation? {
        get { pendingBox?.value }
        set { pendingBox = newValue.map(Boxed.init) }
    }
    private var pendingBox: Boxed<PendingNavigation>?

    /// Creates a state.
    public init(selectedTab: ModuleID?, tabs: [TabState], pending: PendingNavigation? = nil) {
        self.selectedTab = selectedTab
        self.tabs = tabs
        self.pending = pending
    }

    /// The state at launch: every tab at its root, in registration order, the first tab
    /// selected; with no tab module, the first module's root as the one stack.
    public init(registry: ModuleRegistry) {
        let tabs = registry.defaultTabs.map { TabState(id: $0.id, root: $0.rootRoute) }
        self.init(selectedTab: tabs.first?.id, tabs: tabs)
    }

    /// The identifiers of the tabs, in tab order.
    public var tabIDs: [ModuleID] {
        tabs.map(\.id)
    }

    /// The tab with the given identifier.
    public subscript(tab id: ModuleID) -> TabState? {
        get { tabs.first { $0.id == id } }
        set {
            guard let index = tabs.firstIndex(where: { $0.id == id }) else { return }
            if let newValue { tabs[index] = newValue }
        }
    }

    /// Whether the state shows a tab with the given identifier, without copying the tab
    /// out as `self[tab: id] != nil` does.
    // Tuned: Benchmarks/README.md#has-tab
    public func hasTab(_ id: ModuleID) -> Bool {
        tabs.contains { $0.id == id }
    }

    /// The selected tab's state.
    public var currentTab: TabState? {
        selectedTab.flatMap { self[tab: $0] }
    }

    /// Compares the selected tab first: a change almost always touches it, so unequal
    /// states are told apart without comparing every tab's routes.
    public static func == (lhs: NavigationState, rhs: NavigationState) -> Bool {
        guard lhs.selectedTab == rhs.selectedTab, lhs.tabs.count == rhs.tabs.count else { return false }
        guard lhs.pendingBox === rhs.pendingBox || lhs.pending == rhs.pending else { return false }
        return lhs.tabs.withUnsafeBufferPointer { left in
            rhs.tabs.withUnsafeBufferPointer { right in
                if let selected = lhs.selectedTab, let index = left.firstIndex(where: { $0.id == selected }),
                    left[index] != right[index]
                {
                    return false
                }
                for index in left.indices where left[index] != right[index] {
                    return false
                }
                return true
            }
        }
    }

    /// Hashes the selected tab, the tabs and the pending navigation; equal states hash equally
    /// however their boxes are shared.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(selectedTab)
        hasher.combine(tabs)
        hasher.combine(pending)
    }

    /// The screen the user sees: the top of the selected tab.
    public var topEntry: NavigationEntry? {
        currentTab?.top
    }
}

extension NavigationState: CustomReflectable {
    /// Shows the selected tab, the tabs and the pending navigation, as the stored form
    /// keeps the pending navigation in a box.
    public var customMirror: Mirror {
        Mirror(self, children: ["selectedTab": selectedTab as Any, "tabs": tabs, "pending": pending as Any])
    }
}
