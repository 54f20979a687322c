import CoordinatorKit
import Observation

/// What the UI shows, as observable per-tab and per-layer projections.
///
/// A ``TransitionPlayer`` feeds it its displayed state; the display assigns only the
/// slices that changed, so a view observing one tab or one layer re-renders only when
/// that tab or layer changes. The root still makes one mutation and reports one change
/// per navigation; the display is downstream of it.
///
/// ```swift
/// let display = player.display
/// display.tab("recipes")?.layers[1].path    // a sheet's NavigationStack path
/// ```
@MainActor
@Observable
public final class NavigationDisplay {
    /// The selected tab, or `nil` when the app has no tabs.
    public private(set) var selectedTab: ModuleID?
    /// Every tab, in tab order.
    public private(set) var tabs: [TabModel]
    /// The screens that ask before they leave (`NavigationState.leaveGuards`): a renderer
    /// blocks the gestures that would take one away and reports the attempt instead.
    public private(set) var leaveGuards: Set<EntryID>
    /// Whether a tab bar's More item shows its list rather than the selected tab
    /// (``TabBarOverflow``): display state, which ``take(_:capacity:writingTo:)`` sets from
    /// what the user does, and which gives way to the selected tab when the selection or
    /// its stack changes.
    public private(set) var isShowingMoreList = false
    /// The number of observable properties assigned since the display was made: a
    /// measure of the invalidation each change causes.
    @ObservationIgnored public private(set) var assignmentCount = 0
    /// Called when the user made More show its list or leave it: the screens on display
    /// changed without a change of state (a player reports them as seen).
    @ObservationIgnored package var onMoreListChange: (@MainActor () -> Void)?
    /// Whether a change arriving now keeps More's list: the write-back of the gesture that
    /// showed it.
    @ObservationIgnored private var isHoldingMoreList = false
    /// The selection and the selected tab's stack last shown, to tell when they change.
    @ObservationIgnored private var shownSelection: (tab: TabID?, stack: [EntryID])

    @ObservationIgnored private var tabsByID: [ModuleID: TabModel]

    /// Creates a display showing `state`.
    public init(state: NavigationState) {
        selectedTab = state.selectedTab
        leaveGuards = state.leaveGuards
        shownSelection = (state.selectedTab, state.selectedStack)
        let models = state.tabs.map { TabModel($0, in: state) }
        tabs = models
        tabsByID = Dictionary(models.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// The displayed tab with the given identifier.
    public func tab(_ id: ModuleID) -> TabModel? {
        tabsByID[id]
    }

    /// The displayed selection as a non-optional value for `TabView(selection:)`, writing
    /// taps to `root`; `nil` when the app has no tabs.
    public func tabSelection(writingTo root: RootCoordinator) -> TabSelection? {
        guard let first = tabs.first?.id else { return nil }
        return TabSelection(root: root, fallback: first) { [weak self] in self?.selectedTab }
    }

    /// How a tab bar of `capacity` draws the displayed tabs: its items, More's list, and
    /// whether More shows its list.
    ///
    /// - Parameter capacity: The most items the tab bar shows (``TabBarCapacity/iOS`` on
    ///   iOS, ``TabBarCapacity/unlimited`` on macOS).
    /// - Returns: The tab bar's items and More, decided from the displayed state.
    public func tabBar(capacity: TabBarCapacity) -> TabBarOverflow {
        // The selected stack read from the observed base layer, not `shownSelection`, which
        // is not observed: a view drawing More's stack from this value is updated by a push
        // into a tab shown in More.
        let base = selectedTab.flatMap { tab($0)?.baseLayer }
        return TabBarOverflow(
            tabs: tabBarTabs.map(\.id), selected: selectedTab, stack: base.map { [$0.root] + $0.path } ?? [],
            capacity: capacity, isShowingMoreList: isShowingMoreList)
    }

    /// Takes what the user did to a tab bar of `capacity` and its More item
    /// (``TabBarOverflow/take(_:)``): shows More's list or the selected tab, and writes back
    /// to `root` what the root decides.
    ///
    /// - Parameters:
    ///   - gesture: What the user did.
    ///   - capacity: The tab bar's capacity, as drawn.
    ///   - root: The root that takes the write-back.
    public func take(_ gesture: TabBarGesture, capacity: TabBarCapacity, writingTo root: RootCoordinator) {
        var bar = tabBar(capacity: capacity)
        let writeBack = bar.take(gesture)
        let listChanged = bar.isShowingMoreList != isShowingMoreList
        if listChanged {
            isShowingMoreList = bar.isShowingMoreList
            assignmentCount += 1
        }
        if let writeBack {
            // A tab selection may reveal the tab; the pop that goes with the list must not.
            if case .tabSelected = writeBack {} else { isHoldingMoreList = true }
            root.writeBack(writeBack)
            isHoldingMoreList = false
        }
        if listChanged { onMoreListChange?() }
    }

    /// Shows `state`, assigning only the slices that changed.
    public func update(to state: NavigationState) {
        let selection = (tab: state.selectedTab, stack: state.selectedStack)
        if selection.tab != shownSelection.tab || selection.stack != shownSelection.stack {
            shownSelection = selection
            if isShowingMoreList, !isHoldingMoreList {
                isShowingMoreList = false
                assignmentCount += 1
            }
        }
        if selectedTab != state.selectedTab {
            selectedTab = state.selectedTab
            assignmentCount += 1
        }
        if leaveGuards != state.leaveGuards {
            leaveGuards = state.leaveGuards
            assignmentCount += 1
        }
        var models: [TabModel] = []
        models.reserveCapacity(state.tabs.count)
        for tab in state.tabs {
            if let model = tabsByID[tab.id] {
                assignmentCount += model.update(from: tab, in: state)
                models.append(model)
            } else {
                let model = TabModel(tab, in: state)
                tabsByID[tab.id] = model
                models.append(model)
            }
        }
        if models.map(ObjectIdentifier.init) != tabs.map(ObjectIdentifier.init) {
            tabs = models
            assignmentCount += 1
        }
    }
}
