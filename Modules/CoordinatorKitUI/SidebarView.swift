#if canImport(SwiftUI)
import SwiftUI

/// The sidebar layout: a `NavigationSplitView` whose sidebar lists the tabs in sections
/// (``NavigationDisplay/sidebarSections``: the search destination first, then each heading's
/// rows; title, symbol and badge from each module, or the app's own row and header,
/// `sidebarRows(_:)` and `sidebarSectionHeaders(_:)`) and whose detail column shows the selected tab's
/// layers, with every modal layer, alert and bottom sheet as in the tab layout. A tab whose
/// descriptor asks for a content column (``TabDescriptor/showsContentColumn``) shows its root
/// screen in a column of its own beside the detail (``ContentColumnDetail``), where the
/// width is regular (``NavigationLayout/drawsContentColumn(_:for:isHorizontallyCompact:)``).
///
/// The list's selection is the tab selection (``SidebarSelection``): choosing a row writes
/// back ``WriteBack/tabSelected(_:)``. An action's row (``TabItem/Role/action(_:)``) is a
/// button writing the same write-back, without a tag: a list's selection values are its rows'
/// tags (https://developer.apple.com/documentation/swiftui/view/tag(_:)), so the action's
/// row is never the list's selection. A tap on the selected row,
/// which the list does not report (its selection does not change), is reported by a tap
/// gesture active on that row only (``SidebarSelection/reselect(_:)``), over the row's whole
/// width (its label fills it and takes the tap with `contentShape(_:eoFill:)`): it pops the
/// tab to its root, or reports a reselection at the root, as a tab bar tap does. The gesture runs
/// beside the list's own (`simultaneousGesture(_:including:)`), so the row keeps its
/// selection and, collapsed, still shows the detail column. On a compact width the split
/// view collapses into one stack; the detail column is kept on top (`preferredCompactColumn`,
/// iOS 17 and macOS 14,
/// https://developer.apple.com/documentation/swiftui/navigationsplitview/init(preferredcompactcolumn:sidebar:detail:)),
/// so the collapsed view is the selected tab's stack.
///
/// A two-column and a three-column split view are different views (the two-column
/// initializers fix the content to `EmptyView`,
/// https://developer.apple.com/documentation/swiftui/navigationsplitview/init(sidebar:detail:)):
/// moving between a tab with a content column and one without makes the split view anew,
/// the state kept (presentations sit outside it) but the sidebar's list drawn afresh. A
/// limit, listed in the article "What the adapter observes, and what it assumes".
@MainActor
struct SidebarView: View {
    let navigation: PlayedNavigation
    let isHorizontallyCompact: Bool
    @State private var compactColumn = NavigationSplitViewColumn.detail

    var body: some View {
        let display = navigation.display
        let tab = display.selectedTabModel
        let descriptor = tab.flatMap { navigation.root.registry.tabDescriptor(for: $0.tabState) }
        if let tab, let base = tab.baseLayer,
            NavigationLayout.drawsContentColumn(.sidebar, for: descriptor, isHorizontallyCompact: isHorizontallyCompact)
        {
            NavigationSplitView(preferredCompactColumn: $compactColumn) {
                SidebarList(navigation: navigation)
            } content: {
                ContentColumnRoot(layer: base, navigation: navigation)
                    .id(base.id)
            } detail: {
                ContentColumnDetail(layer: base, navigation: navigation)
                    .id(base.id)
            }
        } else {
            NavigationSplitView(preferredCompactColumn: $compactColumn) {
                SidebarList(navigation: navigation)
            } detail: {
                if let tab {
                    // A new tab's layers start afresh, as in the tab bar.
                    TabLayersView(tab: tab, navigation: navigation)
                        .id(tab.id)
                }
            }
        }
    }
}

/// The sidebar's list: one `Section` per sidebar section, its heading through
/// `Text(_:)` for a navigation text.
@MainActor
struct SidebarList: View {
    let navigation: PlayedNavigation
    @Environment(\.sidebarRow) private var sidebarRow
    @Environment(\.sidebarHeader) private var sidebarHeader

    var body: some View {
        let display = navigation.display
        let root = navigation.root
        let selection = display.sidebarSelection(writingTo: root)
        List(selection: Binding(get: { selection.tab }, set: { selection.tab = $0 })) {
            ForEach(display.sidebarSections) { section in
                Section {
                    ForEach(section.tabs, id: \.self) { id in
                        if let tab = display.tab(id) {
                            row(tab, selection: selection)
                        }
                    }
                } header: {
                    if let heading = section.heading {
                        if let sidebarHeader { sidebarHeader(heading) } else { Text(heading) }
                    }
                }
            }
        }
    }

    @ViewBuilder
    private func row(_ tab: TabModel, selection: SidebarSelection) -> some View {
        let root = navigation.root
        let descriptor = root.registry.tabDescriptor(for: tab.tabState)
        let label = Group {
            if let sidebarRow {
                sidebarRow(tab.id, descriptor)
            } else {
                TabLabel(id: tab.id, descriptor: descriptor)
            }
        }
        if tab.role.isDestination {
            label
                // The whole row's width takes the reselecting tap, not the title alone
                // (https://developer.apple.com/documentation/swiftui/view/contentshape(_:eofill:)).
                .frame(maxWidth: .infinity, alignment: .leading)
                .contentShape(Rectangle())
                .badge(TabBadgeText.text(of: tab.id, in: root))
                .tag(tab.id)
                .simultaneousGesture(
                    TapGesture().onEnded { selection.reselect(tab.id) },
                    including: tab.id == selection.tab ? .all : .subviews)
        } else {
            // An action runs and is never selected: no tag.
            Button {
                root.writeBack(.tabSelected(tab.id))
            } label: {
                label
            }
            .badge(TabBadgeText.text(of: tab.id, in: root))
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
