#if canImport(SwiftUI)
import SwiftUI

/// The sidebar layout: a `NavigationSplitView` whose sidebar lists the tabs (title, symbol
/// and badge from each module) and whose detail column shows the selected tab's layers,
/// with every modal layer, alert and bottom sheet as in the tab layout.
///
/// The list's selection is the tab selection (``SidebarSelection``): choosing a row writes
/// back ``WriteBack/tabSelected(_:)``. A tap on the selected row, which the list does not
/// report (its selection does not change), is reported by a tap gesture active on that row
/// only (``SidebarSelection/reselect(_:)``): it pops the tab to its root, or reports a
/// reselection at the root, as a tab bar tap does. The gesture runs beside the list's own
/// (`simultaneousGesture(_:including:)`), so the row keeps its selection and, collapsed,
/// still shows the detail column. On a compact width the split view collapses into one
/// stack; the detail column is kept on top (`preferredCompactColumn`, iOS 17 and macOS 14,
/// https://developer.apple.com/documentation/swiftui/navigationsplitview/init(preferredcompactcolumn:sidebar:detail:)),
/// so the collapsed view is the selected tab's stack.
@MainActor
struct SidebarView: View {
    let navigation: PlayedNavigation
    @State private var compactColumn = NavigationSplitViewColumn.detail

    var body: some View {
        let display = navigation.display
        let root = navigation.root
        let selection = display.sidebarSelection(writingTo: root)
        NavigationSplitView(preferredCompactColumn: $compactColumn) {
            List(selection: Binding(get: { selection.tab }, set: { selection.tab = $0 })) {
                ForEach(display.tabs) { tab in
                    TabLabel(id: tab.id, descriptor: root.registry.tabDescriptor(for: tab.tabState))
                        .badge(TabBadgeText.text(of: tab.id, in: root))
                        .tag(tab.id)
                        .simultaneousGesture(
                            TapGesture().onEnded { selection.reselect(tab.id) },
                            including: tab.id == selection.tab ? .all : .subviews)
                }
            }
        } detail: {
            if let tab = display.selectedTabModel {
                // A new tab's layers start afresh, as in the tab bar.
                TabLayersView(tab: tab, navigation: navigation)
                    .id(tab.id)
            }
        }
    }
}

/// A tab's badge as SwiftUI shows it, read from the module's coordinator so that the view
/// follows the data it comes from.
enum TabBadgeText {
    @MainActor
    static func text(of tab: ModuleID, in root: RootCoordinator) -> Text? {
        root.badge(ofTab: tab).map { Text(verbatim: $0.description) }
    }
}
#endif
