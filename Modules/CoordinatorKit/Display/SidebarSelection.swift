/// The selected tab as a sidebar's selection: optional, as `List(selection:)` takes it.
///
/// Reading gives the displayed selected tab; writing a tab is the tab-selection write-back,
/// ``WriteBack/tabSelected(_:)``, exactly as a tap in a tab bar, so the sidebar and the tab
/// bar change the same state the same way. Writing `nil` (a row deselected, as a Mac list
/// allows) changes nothing: an app with tabs always has one selected.
///
/// ```swift
/// let selection = display.sidebarSelection(writingTo: root)
/// List(selection: Binding(get: { selection.tab }, set: { selection.tab = $0 })) { … }
/// ```
@MainActor
public struct SidebarSelection {
    private let display: NavigationDisplay
    private let root: RootCoordinator

    init(display: NavigationDisplay, root: RootCoordinator) {
        self.display = display
        self.root = root
    }

    /// The selected tab; setting a tab reports the tap to the root.
    public var tab: ModuleID? {
        get { display.selectedTab }
        nonmutating set {
            guard let newValue else { return }
            root.writeBack(.tabSelected(newValue))
        }
    }
}

extension NavigationDisplay {
    /// The displayed selection for a sidebar, writing selections to `root`.
    public func sidebarSelection(writingTo root: RootCoordinator) -> SidebarSelection {
        SidebarSelection(display: self, root: root)
    }

    /// The tab whose layers the detail column of a sidebar layout, or a single-stack
    /// layout, shows: the selected tab, the same model the tab layout shows for it.
    public var selectedTabModel: TabModel? {
        selectedTab.flatMap(tab)
    }
}
