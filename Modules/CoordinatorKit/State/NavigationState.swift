/// The whole navigation of the app as one value: the selected tab, every tab's stack with
/// its modal layers and alerts, and the navigation waiting for a requirement, if any.
///
/// The root coordinator owns one; every change to navigation is a new value of this type,
/// so navigation can be compared, printed, stored and restored.
public struct NavigationState: Hashable, Sendable {
    /// The selected tab, or `nil` when the app has no modules.
    ///
    /// A tab is named by its ``TabID``, which a string literal writes:
    /// `state.selectedTab == "settings"`.
    public var selectedTab: TabID?
    /// Every tab, in tab order: the app's tab set (``NavigationCommand/arrangeTabs(_:)``).
    ///
    /// A root with no tab module has one "tab", its first module's stack, shown without a
    /// tab bar (a single-stack layout).
    public var tabs: [TabState]
    /// The navigation waiting for a requirement, if any.
    public var pending: PendingNavigation? {
        get { extras?.value.pending }
        set { change { $0.pending = newValue } }
    }
    /// The screens that ask before they leave (``NavigationCommand/askBeforeLeaving(_:)``); not saved.
    public internal(set) var leaveGuards: Set<EntryID> {
        get { extras?.value.leaveGuards ?? [] }
        set { change { $0.leaveGuards = newValue } }
    }
    /// Whether a screen asks before it leaves, without building an empty set.
    var hasLeaveGuards: Bool { extras?.value.leaveGuards.isEmpty == false }
    /// Whether the state has any of its rare parts (a pending navigation, leave guards, a tab
    /// set's roles): one comparison, for the checks that only such a state needs.
    var hasExtras: Bool { extras != nil }
    /// The role and section of each tab that has either (``TabItem``); most tab sets have none.
    var arrangements: [TabID: TabArrangement] {
        get { extras?.value.arrangements ?? [:] }
        set { change { $0.arrangements = newValue } }
    }
    // Tuned: Benchmarks/README.md#state-extras-box
    private var extras: Boxed<Extras>?

    /// What a state rarely has, kept out of line.
    private struct Extras: Hashable, Sendable {
        var pending: PendingNavigation?
        var leaveGuards: Set<EntryID> = []
        var arrangements: [TabID: TabArrangement] = [:]

        var isEmpty: Bool { pending == nil && leaveGuards.isEmpty && arrangements.isEmpty }
    }

    private mutating func change(_ body: (inout Extras) -> Void) {
        var value = extras?.value ?? Extras()
        body(&value)
        extras = value.isEmpty ? nil : Boxed(value)
    }

    /// Creates a state.
    public init(selectedTab: TabID?, tabs: [TabState], pending: PendingNavigation? = nil) {
        self.selectedTab = selectedTab
        self.tabs = tabs
        self.pending = pending
    }

    /// The tab set as the app arranged it (``NavigationCommand/arrangeTabs(_:)``): each tab's
    /// identifier, root when pinned, role and section.
    public var tabItems: [TabItem] {
        tabs.map { item(of: $0) }
    }

    /// The tab with the given identifier as the app's tab set names it, with its role and
    /// section; `nil` when the state shows no such tab.
    public func item(ofTab id: TabID) -> TabItem? {
        self[tab: id].map { item(of: $0) }
    }

    private func item(of tab: TabState) -> TabItem {
        let arrangement = arrangements[tab.id]
        return TabItem(
            id: tab.id, root: tab.id == tab.module ? nil : tab.root.route, role: arrangement?.role ?? .tab,
            section: arrangement?.section)
    }

    /// Where the tab shows and what tapping it does (``TabItem/Role``); `.tab` unless the tab
    /// set says otherwise.
    public func role(ofTab id: TabID) -> TabItem.Role {
        guard let extras, !extras.value.arrangements.isEmpty else { return .tab }
        return extras.value.arrangements[id]?.role ?? .tab
    }

    /// Whether the tab can be selected and landed in: any tab but an action.
    func isDestination(_ id: TabID) -> Bool {
        role(ofTab: id).isDestination
    }

    /// The state at launch: every tab at its root, in registration order, the first tab
    /// selected; with no tab module, the first module's root as the one stack.
    public init(registry: ModuleRegistry) {
        let tabs = registry.defaultTabs.map { TabState(id: $0.id, root: $0.rootRoute) }
        self.init(selectedTab: tabs.first?.id, tabs: tabs)
    }

    /// The identifiers of the tabs, in tab order.
    public var tabIDs: [TabID] {
        tabs.map(\.id)
    }

    /// The tab with the given identifier.
    public subscript(tab id: TabID) -> TabState? {
        get { tabs.first { $0.id == id } }
        set {
            guard let index = tabs.firstIndex(where: { $0.id == id }) else { return }
            if let newValue { tabs[index] = newValue }
        }
    }

    /// Whether the state shows a tab with the given identifier.
    // Tuned: Benchmarks/README.md#has-tab
    public func hasTab(_ id: TabID) -> Bool {
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
        guard lhs.extras === rhs.extras || lhs.extras?.value == rhs.extras?.value else { return false }
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
        if let extras, !extras.value.arrangements.isEmpty { hasher.combine(extras.value.arrangements) }
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

extension NavigationState {
    /// The state with the tabs `items`, in that order: each tab kept (the same identifier
    /// and root) keeps its stack, a tab added starts at its root, a tab left out is removed
    /// with its stack.
    ///
    /// Each tab takes the item's role and section; an action keeps no stack. The selected
    /// tab stays selected when it is kept and is not an action; otherwise the first tab of
    /// `items` that is not an action is selected. A pending navigation whose target or
    /// origin tab is left out, or is an action, is dropped.
    /// ``NavigationCommand/arrangeTabs(_:)`` also applies the change and checks the new
    /// selection's requirements.
    ///
    /// - Throws: ``NavigationError/unknownTab(_:)`` for a tab whose module is not registered,
    ///   and ``NavigationError/invalidTabs(_:reason:)`` when `items` has no tab that is not
    ///   an action, names a tab twice, shows one root in two tabs, names a module without a
    ///   tab other than for an action or a tab alone, pins a root its module does not offer
    ///   (``FeatureModule/pinnedTab(showing:)``) or under a module's identifier, or has two
    ///   search tabs.
    public func arrangingTabs(_ items: [TabItem], registry: ModuleRegistry) throws(NavigationError) -> NavigationState {
        let ids = items.map(\.id)
        func refuse(_ reason: String) -> NavigationError { .invalidTabs(ids, reason: reason) }
        guard let first = items.first(where: { $0.role.isDestination }) else {
            throw refuse("an app shows at least one tab that is not an action")
        }
        guard items.filter({ $0.role == .search }).count <= 1 else { throw refuse("an app has one search tab") }
        var kept = Set<TabID>()
        var roots = Set<AnyRoute>()
        var arrangements: [TabID: TabArrangement] = [:]
        var arranged: [TabState] = []
        arranged.reserveCapacity(items.count)
        for item in items {
            guard let module = registry.module(withID: item.module) else { throw .unknownTab(item.module) }
            // One tab alone may show any screen: a window for one screen (`LinkPlacement.alone`);
            // an action may open a module that has no tab of its own (a composer).
            let isAlone = items.count == 1 && item.id != module.id
            guard module.hasTab || isAlone || !item.role.isDestination else { throw refuse("the module '\(module.id)' has no tab") }
            guard kept.insert(item.id).inserted else { throw refuse("the tab '\(item.id)' appears twice") }
            let root = item.root ?? module.rootRoute
            if item.id == module.id {
                guard root == module.rootRoute else { throw refuse("the home tab '\(item.id)' shows its module's root") }
            } else {
                guard registry.module(withID: item.id) == nil else { throw refuse("the pinned tab '\(item.id)' has a module's identifier") }
                guard module.pinnedTab(showing: root) != nil || isAlone else { throw refuse("'\(module.id)' offers no tab showing \(root)") }
            }
            guard roots.insert(root).inserted else { throw refuse("two tabs show \(root)") }
            // A home tab is kept even when a link rewrote its root's values in place.
            var tab = self[tab: item.id].flatMap { $0.id == module.id || $0.root.route == root ? $0 : nil }
                ?? TabState(id: item.id, root: root)
            if !item.role.isDestination { tab.stack = [] }
            if item.role != .tab || item.section != nil { arrangements[item.id] = TabArrangement(role: item.role, section: item.section) }
            arranged.append(tab)
        }
        var next = self
        next.tabs = arranged
        if next.arrangements != arrangements { next.arrangements = arrangements }
        func isShown(_ id: TabID) -> Bool { next.hasTab(id) && next.isDestination(id) }
        if selectedTab.map({ !isShown($0) }) ?? true {
            next.selectedTab = first.id
        }
        if let pending, !isShown(pending.target.id) || !isShown(pending.origin?.id ?? pending.target.id) {
            next.pending = nil
        }
        return next
    }

    /// Whether a tab of the module shows that a link can land in: its home tab, else one
    /// pinned; an action is not one.
    func hasTab(ofModule module: ModuleID) -> Bool {
        if hasTab(module), isDestination(module) { return true }
        return tabs.contains { $0.module == module && isDestination($0.id) }
    }

    /// Whether the tabs are the home tabs of the registry's tab modules in registration order
    /// (a tab named by a module's identifier is its home tab), so whether a module is a tab
    /// is its registration's answer: the usual case, decided without a search.
    // Tuned: Benchmarks/README.md#has-tab (identifiers compared; a tab's module is read
    // through its root's box)
    func showsEveryHomeTab(of registry: ModuleRegistry) -> Bool {
        let ids = registry.tabModuleIDs
        guard tabs.count == ids.count else { return false }
        for index in ids.indices where tabs[index].id != ids[index] || !isDestination(ids[index]) {
            return false
        }
        return true
    }

    /// Whether the tabs are the registry's ``ModuleRegistry/defaultTabs``.
    func hasDefaultTabs(in registry: ModuleRegistry) -> Bool {
        let defaults = registry.defaultTabs
        guard defaults.count == tabs.count else { return false }
        return arrangements.isEmpty && zip(defaults, tabs).allSatisfy { $0.id == $1.id }
    }
}

/// An immutable value on the heap: navigation states are copied on every change, and their
/// rarely set parts (a pending navigation, an alert) copy as one reference.
package final class Boxed<Value: Hashable & Sendable>: Sendable {
    package let value: Value

    package init(_ value: Value) {
        self.value = value
    }
}
