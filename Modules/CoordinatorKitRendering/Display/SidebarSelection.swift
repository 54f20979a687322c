import CoordinatorKit
/// The selected tab as a sidebar's selection: optional, as `List(selection:)` takes it.
///
/// Reading gives the displayed selected tab; writing a tab is the tab-selection write-back,
/// `WriteBack.tabSelected(_:)`, exactly as a tap in a tab bar, so the sidebar and the tab
/// bar change the same state the same way. Writing `nil` (a row deselected, as a Mac list
/// allows) changes nothing: an app with tabs always has one selected.
///
/// A list does not report a tap on the row already selected: its selection does not change.
/// Such a tap is a reselection, which a tab bar reports (the selection's setter is called
/// with the value it has); the renderer reports it from a tap on the selected row through
/// ``reselect(_:)``, so that the sidebar pops a tab to its root, or reports a reselection at
/// the root, as a tab bar does.
///
/// ```swift
/// let selection = display.sidebarSelection(writingTo: root)
/// List(selection: Binding(get: { selection.tab }, set: { selection.tab = $0 })) {
///     ForEach(display.tabs) { tab in
///         TabRow(tab).simultaneousGesture(TapGesture().onEnded { selection.reselect(tab.id) })
///     }
/// }
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

    /// Reports a tap on `tab`'s row when it is the displayed selection: the reselection the
    /// list's selection never reports, written back as a tab bar's, `WriteBack.tabSelected(_:)`.
    /// A tap on another row changes nothing here: the list's selection reports it.
    ///
    /// - Parameter tab: The tab whose row was tapped.
    public func reselect(_ tab: ModuleID) {
        guard tab == display.selectedTab else { return }
        root.writeBack(.tabSelected(tab))
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
