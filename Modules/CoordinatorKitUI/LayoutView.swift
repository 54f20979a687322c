#if canImport(SwiftUI)
import SwiftUI

/// The displayed tabs in the layout the app chose (``NavigationLayout``), drawn for the
/// window's width: a tab bar, a sidebar, or the selected tab's stack alone; the selected
/// tab's sheets, covers and alert presented over it.
///
/// The choice is the core's (``NavigationLayout/drawn(tabCount:isHorizontallyCompact:)``);
/// this view only reads the window's horizontal size class, which macOS does not have. The
/// presentations sit outside the switched container (``SelectedTabPresentations``): when
/// `.automatic` switches between the tab bar and the sidebar, they stay up. Leaving the tab
/// bar while its More shows its list shows the selected tab, as the sidebar does.
@MainActor
struct LayoutView: View {
    let navigation: PlayedNavigation
    let layout: NavigationLayout
    #if os(iOS)
    @Environment(\.horizontalSizeClass) private var horizontalSizeClass
    #endif

    private var isHorizontallyCompact: Bool {
        #if os(iOS)
        horizontalSizeClass == .compact
        #else
        false
        #endif
    }

    var body: some View {
        let display = navigation.display
        let drawn = layout.drawn(tabCount: display.tabs.count, isHorizontallyCompact: isHorizontallyCompact)
        Group {
            switch drawn {
            case .tabs:
                TabsView(navigation: navigation)
            case .sidebar:
                SidebarView(navigation: navigation, isHorizontallyCompact: isHorizontallyCompact)
            case .singleStack:
                if let tab = display.selectedTabModel {
                    TabLayersView(tab: tab, navigation: navigation)
                }
            }
        }
        .modifier(SelectedTabPresentations(navigation: navigation))
        .onChange(of: drawn) { _, now in
            // Without a tab bar there is no More to show its list: the selected tab shows.
            guard now != .tabs, display.isShowingMoreList, let tab = display.selectedTab else { return }
            display.take(.chose(tab), capacity: TabsView.capacity, writingTo: navigation.root)
        }
    }
}
#endif
