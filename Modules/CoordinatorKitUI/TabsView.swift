#if canImport(SwiftUI)
import SwiftUI

/// The displayed tabs: a `TabView` bound to the displayed selection, whose writes are the
/// tab write-back, each tab with its badge (``RootCoordinator/badge(ofTab:)``); an app with
/// a single tab shows that tab's layers alone.
///
/// A tap on another tab always reaches the root. A tap on the selected tab (which pops it
/// to its root, ``RootCoordinator/popsToRootOnReselection``, or reports a reselection at the
/// root, ``NavigationEvent/reselected(_:)``) reaches it when SwiftUI calls the
/// selection's setter with the value it already has: it does in practice, and apps rely on
/// it, but no documentation of `TabView` promises it on iOS 17. An app that must not rely
/// on it offers an explicit control writing ``WriteBack/tabSelected(_:)`` for the selected
/// tab, or renders its tabs with a `UITabBarController`, whose delegate is told of every tap
/// "regardless of whether the selected view controller changed"
/// (https://developer.apple.com/documentation/uikit/uitabbarcontrollerdelegate/tabbarcontroller(_:didselect:)).
/// The sidebar reports a tap on its selected row itself (``SidebarView``).
@MainActor
struct TabsView: View {
    let navigation: PlayedNavigation

    var body: some View {
        let display = navigation.display
        if display.tabs.count > 1, let selection = display.tabSelection(writingTo: navigation.root) {
            TabView(selection: Binding(get: { selection.tab }, set: { selection.tab = $0 })) {
                ForEach(display.tabs) { tab in
                    TabLayersView(tab: tab, navigation: navigation)
                        .tabItem { TabLabel(id: tab.id, descriptor: navigation.root.registry.tabDescriptor(for: tab.tabState)) }
                        .badge(TabBadgeText.text(of: tab.id, in: navigation.root))
                        .tag(tab.id)
                }
            }
        } else if let tab = display.tabs.first {
            TabLayersView(tab: tab, navigation: navigation)
        }
    }
}

/// A tab's item in the tab bar, from its ``TabDescriptor``: its module's, or for a pinned
/// tab the one its module offers for its root.
struct TabLabel: View {
    let id: TabID
    let descriptor: TabDescriptor?

    var body: some View {
        if let descriptor {
            Label {
                Text(descriptor.title)
            } icon: {
                Image(systemName: descriptor.systemImage)
            }
        } else {
            Text(id.description)
        }
    }
}

/// One tab's base layer: its stack. The layers above it, and its alert, are presented over
/// the whole layout (``SelectedTabPresentations``).
@MainActor
struct TabLayersView: View {
    let tab: TabModel
    let navigation: PlayedNavigation

    var body: some View {
        if let base = tab.baseLayer {
            // A new root screen (restoration) is a new layer: its stack starts afresh.
            LayerStackView(layer: base, navigation: navigation)
                .id(base.id)
        }
    }
}
#endif
