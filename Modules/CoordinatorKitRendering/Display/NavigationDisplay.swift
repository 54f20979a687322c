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
    /// The number of observable properties assigned since the display was made: a
    /// measure of the invalidation each change causes.
    @ObservationIgnored public private(set) var assignmentCount = 0

    @ObservationIgnored private var tabsByID: [ModuleID: TabModel]

    /// Creates a display showing `state`.
    public init(state: NavigationState) {
        selectedTab = state.selectedTab
        leaveGuards = state.leaveGuards
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

    /// Shows `state`, assigning only the slices that changed.
    public func update(to state: NavigationState) {
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
