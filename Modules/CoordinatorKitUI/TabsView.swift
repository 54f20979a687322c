#if canImport(SwiftUI)
import SwiftUI

/// The displayed tabs of a tab bar (``NavigationDisplay/tabBarTabs``: sidebar-only tabs
/// out unless selected, the search tab last): a `TabView` whose tab taps are the tab
/// write-back, each tab with its badge (``RootCoordinator/badge(ofTab:)``); an app with a
/// single tab shows that tab's layers alone.
///
/// The tab view never gets more children than its capacity (``TabBarCapacity/iOS`` on iOS,
/// unlimited on macOS, whose tab view has no More): when the tabs do not fit, the last
/// child is a More of the framework's (``MoreTabView``), decided by
/// ``NavigationDisplay/tabBar(capacity:)``. SwiftUI's own More reports no selection for
/// itself (a child is selected only through its tag, https://developer.apple.com/documentation/swiftui/view/tag(_:))
/// and would nest each tab's navigation stack inside its own, so it never appears.
///
/// The tab view's selection is owned here (`@State`), the source of truth SwiftUI reads:
/// "When people select a tab in the tab view, the tab view updates the selection binding to
/// the value of the currently selected tab", and setting the value selects a tab
/// programmatically (https://developer.apple.com/documentation/swiftui/tabview). A tap on
/// another item sets it; `onChange(of:)` then hands the tap to the display
/// (``NavigationDisplay/take(_:capacity:writingTo:)``), which shows More's list or writes
/// back ``WriteBack/tabSelected(_:)``, and sets the selection to what was decided — the tab
/// tapped, More, or for an action (``TabItem/Role/action(_:)``, whose tab has empty content
/// and which presents its screen over the selected tab) or a refused tab the item that was
/// selected. No selection binding whose getter ignores its setter is relied on: what SwiftUI
/// does with one is not documented.
///
/// A tap on the selected item (which pops its tab to its root, ``RootCoordinator/popsToRootOnReselection``,
/// or reports a reselection at the root, ``NavigationEvent/reselected(_:)``; on More, shows
/// its list) changes no value,
/// so it reaches the root only when SwiftUI calls the selection's setter with the value it
/// already has: it does in practice, and apps rely on it, but no documentation of `TabView`
/// promises it on iOS 17. An app that must not rely on it offers an explicit control writing
/// ``WriteBack/tabSelected(_:)`` for the selected tab, or renders its tabs with a
/// `UITabBarController`, whose delegate is told of every tap
/// "regardless of whether the selected view controller changed"
/// (https://developer.apple.com/documentation/uikit/uitabbarcontrollerdelegate/tabbarcontroller(_:didselect:)).
/// The sidebar reports a tap on its selected row itself (``SidebarView``).
@MainActor
struct TabsView: View {
    let navigation: PlayedNavigation
    /// The item the tab view shows: the displayed selection, or the item just tapped until
    /// the display has answered; `nil` until a tap.
    @State private var shown: TabBarOverflow.Item?

    /// The most children the tab view shows before the system's More.
    static var capacity: TabBarCapacity {
        #if os(iOS)
        .iOS
        #else
        .unlimited
        #endif
    }

    var body: some View {
        let display = navigation.display
        let bar = display.tabBar(capacity: Self.capacity)
        let tabs = display.tabBarTabs
        if tabs.count > 1, let selected = bar.selectedItem {
            TabView(
                selection: Binding(
                    get: { shown ?? selected },
                    set: { tapped in
                        // The selected item tapped again changes no value: reported here.
                        if tapped == selected { take(.tapped(tapped)) } else { shown = tapped }
                    })
            ) {
                ForEach(bar.items.compactMap(display.tab)) { tab in
                    TabBarItemContent(tab: tab, navigation: navigation)
                        .tabItem { TabLabel(id: tab.id, descriptor: navigation.root.registry.tabDescriptor(for: tab.tabState)) }
                        .badge(TabBadgeText.text(of: tab.id, in: navigation.root))
                        .tag(TabBarOverflow.Item.tab(tab.id))
                }
                if !bar.moreTabs.isEmpty {
                    MoreTabView(navigation: navigation, capacity: Self.capacity)
                        .tabItem {
                            Label {
                                Text(NavigationText("More", bundle: .coordinatorKitUI))
                            } icon: {
                                Image(systemName: "ellipsis")
                            }
                        }
                        .tag(TabBarOverflow.Item.more)
                }
            }
            .onChange(of: shown) { _, tapped in
                guard let tapped, tapped != display.tabBar(capacity: Self.capacity).selectedItem else { return }
                // The display decides; it takes the root's answer before this returns (a
                // write-back is displayed at once), and the tab view shows it.
                take(.tapped(tapped))
                shown = display.tabBar(capacity: Self.capacity).selectedItem
            }
            .onChange(of: selected) { _, displayed in
                shown = displayed
            }
        } else if let tab = tabs.first {
            TabLayersView(tab: tab, navigation: navigation)
        }
    }

    private func take(_ gesture: TabBarGesture) {
        navigation.display.take(gesture, capacity: Self.capacity, writingTo: navigation.root)
    }
}

/// What a tab of the tab bar shows: its layers, or nothing for an action, which is never
/// selected.
@MainActor
struct TabBarItemContent: View {
    let tab: TabModel
    let navigation: PlayedNavigation

    var body: some View {
        if tab.role.isDestination {
            TabLayersView(tab: tab, navigation: navigation)
        } else {
            Color.clear
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
