import CoordinatorKit
import CoordinatorKitRendering

/// The tab bar acted out: how many items it shows before the system's More takes the rest
/// (``ToolkitRule/tabBarShowsAtMostItsCapacity``), and whether it shows above a stack whose
/// screens hide it (``ToolkitRule/tabBarStaysHiddenAboveAScreenThatHidesIt``).
///
/// The UIKit containers check both as they play (`setTabs`, every stack change); a SwiftUI
/// renderer's tab view is checked with ``drawTabBar(_:)`` and ``checkTabBar(over:)``, called
/// with what the renderer hands its `TabView` and its stacks.
///
/// ```swift
/// let bar = display.tabBar(capacity: .iOS)      // what TabsView draws
/// model.drawTabBar(bar.barItems)                // more than five: a violation
/// ```
extension ToolkitModel {
    /// The tab bar's capacity and the tabs the system's More took.
    struct TabBar {
        var capacity = TabBarCapacity.iOS
        /// The tabs the system's More took from the last tab bar given too many items.
        var systemMore: [TabID] = []
    }

    /// The most items the modelled tab bar shows before the system's More:
    /// `TabBarCapacity.iOS` unless a test models another.
    public var tabBarCapacity: TabBarCapacity {
        get { tabBar.capacity }
        set { tabBar.capacity = newValue }
    }

    /// The tabs the system's More took: those past the first `capacity − 1` of a tab bar
    /// handed more items than its capacity; empty while the renderer keeps within it.
    public var tabsInSystemMore: [TabID] {
        tabBar.systemMore
    }

    /// A SwiftUI tab view handed `items`, as `TabsView` hands them (`TabBarOverflow.barItems`):
    /// past the capacity, the system's More takes the tabs beyond the first `capacity − 1`.
    ///
    /// - Parameter items: The tab view's children, in order.
    public func drawTabBar(_ items: [TabBarOverflow.Item]) {
        checkCapacity(of: items.map { item -> TabID in
            switch item {
            case .tab(let tab): tab
            case .more: "more"
            }
        })
    }

    /// Checks the tab bar above a tab's own stack, `stack` (root first), as both renderers
    /// bind it (`EntryID.hidesTabBar(onTabStack:)`): UIKit, which reads the topmost
    /// controller's `hidesBottomBarWhenPushed` and keeps the bar hidden above a controller that
    /// hid it, and SwiftUI, which reads the top screen's `toolbar(.hidden, for: .tabBar)`,
    /// must show the same bar.
    ///
    /// - Parameter stack: The screens of a tab's own stack, root first.
    public func checkTabBar(over stack: [EntryID]) {
        let hides = stack.map { $0.hidesTabBar(onTabStack: stack) }
        let uiKitHides = hides.dropFirst().contains(true)
        let swiftUIHides = hides.last ?? false
        guard uiKitHides != swiftUIHides else { return }
        violate(
            .tabBarStaysHiddenAboveAScreenThatHidesIt,
            "tab bar over \(stack.map(\.route.description)): UIKit \(uiKitHides ? "hides" : "shows") it, SwiftUI \(swiftUIHides ? "hides" : "shows") it")
    }

    /// Checks a tab bar given `items`: past the capacity, the system's More takes the rest.
    func checkCapacity(of items: [TabID]) {
        guard let limit = tabBar.capacity.items, items.count > limit else {
            tabBar.systemMore = []
            return
        }
        tabBar.systemMore = Array(items.dropFirst(limit - 1))
        violate(
            .tabBarShowsAtMostItsCapacity,
            "a tab bar of \(limit) given \(items.count) items: the system's More takes \(tabBar.systemMore.map(\.description))")
    }
}
