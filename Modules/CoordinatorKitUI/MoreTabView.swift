#if canImport(SwiftUI)
import SwiftUI

/// The tab bar's More, the framework's own (``TabBarOverflow``): a `NavigationStack` whose
/// root lists the tabs that do not fit — title, symbol and badge from each module — and
/// whose path is the stack of the selected one of them, its root screen first, so that back
/// from the tab's root shows the list again, as in iOS's own More.
///
/// A row hands the choice to the display (``TabBarGesture/chose(_:)``): the selected tab's
/// stack shows again as it is, another tab is written back as a tab tap for the root to
/// decide. The stack owns its path (`@State`) and follows the displayed one; a path the user
/// shortened (back button, its menu, a back swipe) is handed to the display
/// (``TabBarGesture/poppedInMore(to:)``) after SwiftUI's update, which writes back the tab's
/// shorter path, or shows the list when the user went back past the tab's root. There is no
/// Edit: the tabs keep the order the root gives them.
@MainActor
struct MoreTabView: View {
    let navigation: PlayedNavigation
    let capacity: TabBarCapacity
    @State private var path: [EntryID]

    init(navigation: PlayedNavigation, capacity: TabBarCapacity) {
        self.navigation = navigation
        self.capacity = capacity
        _path = State(initialValue: navigation.display.tabBar(capacity: capacity).moreScreens)
    }

    var body: some View {
        let display = navigation.display
        let root = navigation.root
        let bar = display.tabBar(capacity: capacity)
        NavigationStack(path: $path) {
            List {
                ForEach(bar.moreTabs, id: \.self) { id in
                    Button {
                        display.take(.chose(id), capacity: capacity, writingTo: root)
                    } label: {
                        TabLabel(id: id, descriptor: display.tab(id).flatMap { root.registry.tabDescriptor(for: $0.tabState) })
                    }
                    .badge(TabBadgeText.text(of: id, in: root))
                }
            }
            .navigationTitle(Text(NavigationText("More", bundle: .coordinatorKitUI)))
            .navigationDestination(for: EntryID.self) { entry in
                EntryView(entry, root: root)
                    .asksBeforeLeaving(entry, isPushed: entry.depth > 0, navigation: navigation)
                    .tabBarHidden(entry.hidesTabBar(onTabStack: display.tabBar(capacity: capacity).moreScreens))
            }
        }
        .onChange(of: bar.moreScreens) { _, screens in
            path = screens
        }
        .onChange(of: path) { _, screens in
            guard screens != display.tabBar(capacity: capacity).moreScreens else { return }
            display.take(.poppedInMore(to: screens), capacity: capacity, writingTo: root)
            path = display.tabBar(capacity: capacity).moreScreens
        }
    }
}
#endif
