import CoordinatorKit
import CoordinatorKitRendering

/// The checks of a state that depend on a part of it only, remembered for that part: an
/// exploration reaches far more states than distinct screens or tabs, a new state is
/// mostly made of parts seen before, and an action mostly changes one tab of the state it
/// starts from.
///
/// - The state invariants other than the pending navigation's are checked tab by tab
///   (a tab's guarded screens, alerts and limits, given whether it is selected and the
///   world): a tab the action left as it was, in the same world, was checked in the state
///   the action started from.
/// - Saving writes each screen on its own (its path through its module's rules, its
///   presentation, detent and alert) and restoring reads each on its own, decides it again
///   in the world and checks its requirement; what ties a tab's screens together (the
///   limits, one alert on top) is checked on every state by the state invariants. So a
///   state round-trips when each of its screens — in the same place: a tab's root
///   (selected or not) or a stack screen — and its pending navigation, read on its own too,
///   round-tripped before in a state of the same world and tab set. A state with an awaited
///   flow is checked every time; one with a screen marked to ask before it leaves, never
///   (marks are not saved, and a restoration over it is held by its guard).
/// - The printed link depends on the selected tab (it prints that tab, and opened rebuilds
///   that tab) and the pending navigation (a link opened drops it first), with the world
///   and the tab set.
/// - The steps of a change act tab by tab (each step names its tab) and those of a tab
///   come from its value before and after alone (`TransitionStep.steps(from:to:)` diffs
///   tab by tab; the selection has its own step). So the steps are played back for the
///   tabs the change changed, and for each tab it left as it was once per state an action
///   starts from.
@MainActor
struct RememberedChecks {
    /// A screen in its place.
    private struct Screen: Hashable {
        let entry: NavigationEntry
        /// The tab of a root screen, which must be its module's (`nil` for a stack screen).
        let rootOf: ModuleID?
        /// Whether it is the selected tab's root, which the user sees.
        let isSelected: Bool
    }

    private struct SelectedTab: Hashable {
        let tab: TabState?
        let pending: PendingNavigation?
        let context: Context
    }

    private struct Context: Hashable {
        let tabIDs: [ModuleID]
        let world: String
    }

    private var printedLinks: [Hashed<SelectedTab>: [NavigationInvariantViolation]] = [:]
    private var roundTripped: [Context: Set<Screen>] = [:]
    private var roundTrippedPendings: [Context: Set<PendingNavigation>] = [:]
    private var kinds: [AnyRoute: String] = [:]
    /// The state actions start from now, and the positions of its tabs whose steps were
    /// played back for a change that left them as they were.
    private var stillTabs: (base: Int, positions: Set<Int>) = (-1, [])

    /// The state invariants (``NavigationInvariants/violations(of:)`` without the printed
    /// link, which ``printedLinkViolations(of:world:shared:)`` checks), for the tabs that
    /// `shared` does not say were checked.
    func stateViolations(of root: RootCoordinator, shared: SharedTabs?) -> [NavigationInvariantViolation] {
        guard let shared else { return NavigationInvariants.stateViolations(of: root) }
        return NavigationInvariants.stateViolations(of: root) { !shared.isUnchanged[$0] }
    }

    /// ``NavigationInvariants/printedLinkViolations(of:)``, remembered per selected tab.
    mutating func printedLinkViolations(
        of root: RootCoordinator, world: String, shared: SharedTabs?
    ) -> [NavigationInvariantViolation] {
        let state = root.state
        if let shared, shared.isSelectedTabUnchanged, state.pending == shared.base.pending { return [] }
        let key = Hashed(SelectedTab(tab: state.currentTab, pending: state.pending, context: Context(tabIDs: state.tabIDs, world: world)))
        if let found = printedLinks[key] { return found }
        let found = NavigationInvariants.printedLinkViolations(of: root)
        printedLinks[key] = found
        return found
    }

    /// ``NavigationInvariants/restorationViolations(of:)``, skipped for a state whose every
    /// screen round-tripped before in its place; the root is left holding the restored state
    /// when it runs.
    mutating func restorationViolations(
        of root: RootCoordinator, world: String, shared: SharedTabs?
    ) -> [NavigationInvariantViolation] {
        let state = root.state
        // Marks are not saved, and restoring over a marked screen is a change its guard holds
        // (its coordinator asks): the screens round-trip in the unmarked states around it.
        guard state.leaveGuards.isEmpty else { return [] }
        guard !state.hasAwaitedFlows else { return NavigationInvariants.restorationViolations(of: root) }
        let context = Context(tabIDs: state.tabIDs, world: world)
        var screens: [Screen] = []
        for (position, tab) in state.tabs.enumerated() where !(shared?.isUnchanged[position] ?? false) {
            screens.append(Screen(entry: tab.root, rootOf: tab.id, isSelected: tab.id == state.selectedTab))
            for entry in tab.stack {
                screens.append(Screen(entry: entry, rootOf: nil, isSelected: false))
            }
        }
        if let seen = roundTripped[context], screens.allSatisfy(seen.contains),
            state.pending.map({ roundTrippedPendings[context]?.contains($0) == true }) ?? true
        {
            return []
        }
        let found = NavigationInvariants.restorationViolations(of: root)
        if found.isEmpty {
            if let pending = state.pending { roundTrippedPendings[context, default: []].insert(pending) }
            // Every screen of the state round-tripped, those of unchanged tabs included.
            for tab in state.tabs {
                screens.append(Screen(entry: tab.root, rootOf: tab.id, isSelected: tab.id == state.selectedTab))
                for entry in tab.stack {
                    screens.append(Screen(entry: entry, rootOf: nil, isSelected: false))
                }
            }
            roundTripped[context, default: []].formUnion(screens)
        }
        return found
    }

    /// ``NavigationInvariants/violations(ofChangeFrom:in:observedChanges:)`` for a change
    /// from the state at `base`, whose value is `old`: the steps are played back for the
    /// tabs the change changed, and for those it left alone once per `base`.
    mutating func changeViolations(
        from old: NavigationState, base: Int, in root: RootCoordinator, observedChanges: Int
    ) -> [NavigationInvariantViolation] {
        let new = root.state
        guard observedChanges == 1, old.tabs.count == new.tabs.count, new != old else {
            return NavigationInvariants.violations(ofChangeFrom: old, in: root, observedChanges: observedChanges)
        }
        if stillTabs.base != base { stillTabs = (base, []) }
        var before: [TabState] = []
        var after: [TabState] = []
        var played: [Int] = []
        for position in old.tabs.indices {
            guard old.tabs[position].id == new.tabs[position].id else {
                return NavigationInvariants.violations(ofChangeFrom: old, in: root, observedChanges: observedChanges)
            }
            let isStill = old.tabs[position] == new.tabs[position]
            if isStill, stillTabs.positions.contains(position) { continue }
            before.append(old.tabs[position])
            after.append(new.tabs[position])
            if isStill { played.append(position) }
        }
        let from = NavigationState(selectedTab: old.selectedTab, tabs: before)
        let to = NavigationState(selectedTab: new.selectedTab, tabs: after)
        let result = from.applying(TransitionStep.steps(from: from, to: to))
        guard result.tabs == to.tabs, result.selectedTab == to.selectedTab else {
            // Said as the whole check says it.
            return NavigationInvariants.violations(ofChangeFrom: old, in: root, observedChanges: observedChanges)
        }
        stillTabs.positions.formUnion(played)
        return []
    }

    /// The kinds of route the tab shows (`recipes.detail`), root first.
    mutating func routeKinds(of tab: TabState?) -> [String] {
        guard let tab else { return [] }
        return ([tab.root] + tab.stack).map { entry in
            if let kind = kinds[entry.route] { return kind }
            let kind = entry.route.kind
            kinds[entry.route] = kind
            return kind
        }
    }
}

/// Which tabs of a state are as they were in the state the action that reached it started
/// from, in the same world and tab set: their checks were made there.
struct SharedTabs {
    /// The state the action started from.
    let base: NavigationState
    /// By position, whether the tab is unchanged, its selection included.
    let isUnchanged: [Bool]
    /// Whether the selected tab is the same tab, unchanged.
    let isSelectedTabUnchanged: Bool

    /// What `state` shares with `base`; `nil` when their tab sets differ.
    init?(_ state: NavigationState, base: NavigationState) {
        guard state.tabs.count == base.tabs.count else { return nil }
        var isUnchanged: [Bool] = []
        isUnchanged.reserveCapacity(state.tabs.count)
        for (tab, baseTab) in zip(state.tabs, base.tabs) {
            guard tab.id == baseTab.id else { return nil }
            isUnchanged.append(tab == baseTab && (tab.id == state.selectedTab) == (tab.id == base.selectedTab))
        }
        self.base = base
        self.isUnchanged = isUnchanged
        self.isSelectedTabUnchanged = state.selectedTab == base.selectedTab
            && state.tabs.indices.contains { isUnchanged[$0] && state.tabs[$0].id == state.selectedTab }
    }
}

/// A value with its hash worked out once: a key that is looked up, then stored.
struct Hashed<Value: Hashable>: Hashable {
    let value: Value
    private let hash: Int

    init(_ value: Value) {
        self.value = value
        self.hash = value.hashValue
    }

    static func == (lhs: Hashed, rhs: Hashed) -> Bool {
        lhs.hash == rhs.hash && lhs.value == rhs.value
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(hash)
    }
}
