import CoordinatorKit

/// How many items a tab bar shows before the system's own More item takes the rest.
///
/// A renderer never hands its tab bar more items than this (``TabBarOverflow``): the
/// framework draws its own More item instead, so that the system's never appears.
public struct TabBarCapacity: Hashable, Sendable {
    /// The most items the tab bar shows, a More item included; `nil` for no limit.
    public let items: Int?

    /// Creates a capacity.
    ///
    /// - Parameter items: The most items the tab bar shows, a More item included, at least
    ///   two (one tab and More); `nil` for no limit.
    public init(items: Int?) {
        self.items = items.map { max($0, 2) }
    }

    /// An iOS tab bar, `UITabBarController`'s and so SwiftUI's `TabView` on iOS: five items.
    /// "If you add six or more custom view controllers to a tab bar controller, the tab bar
    /// controller displays only the first four items plus the standard More item"
    /// (https://developer.apple.com/documentation/uikit/uitabbarcontroller; the
    /// `viewControllers` page: "If there are more view controllers than can fit in the tab
    /// bar, view controllers at the end of the array are managed by the More navigation
    /// controller",
    /// https://developer.apple.com/documentation/uikit/uitabbarcontroller/viewcontrollers).
    /// Apple gives no other figure for a regular width, so the figure holds in every size
    /// class; the Human Interface Guidelines send an iPad app with many tabs to a sidebar
    /// (https://developer.apple.com/design/human-interface-guidelines/tab-bars), which the
    /// `.automatic` layout draws there.
    public static let iOS = TabBarCapacity(items: 5)

    /// No limit: a tab view with no More of its own, as on macOS.
    public static let unlimited = TabBarCapacity(items: nil)
}

/// What the user does to a tab bar that has a More item: a tap on an item, a row chosen in
/// More's list, More's stack popped. ``TabBarOverflow/take(_:)`` says what follows.
public enum TabBarGesture: Hashable, Sendable {
    /// An item of the tab bar was tapped: a tab, or More; the selected one included.
    case tapped(TabBarOverflow.Item)
    /// A row of More's list was chosen.
    case chose(TabID)
    /// The user shortened More's stack (back button, its long-press menu, a back swipe):
    /// the screens left above the list, root first; none when the list shows again.
    case poppedInMore(to: [EntryID])
}

/// Which tabs a tab bar shows as items and which a More item lists, and what More shows:
/// decided once for both renderers from the tab bar's tabs (`NavigationState.tabBarTabIDs`,
/// ``NavigationDisplay/tabBarTabs``) and the tab bar's ``TabBarCapacity``.
///
/// Neither renderer follows the system's More: SwiftUI reports no selection for it and
/// nests each tab's `NavigationStack` inside More's, and UIKit's `moreNavigationController`
/// moves a tab's stack into its own navigation controller
/// (https://developer.apple.com/documentation/uikit/uitabbarcontroller/morenavigationcontroller),
/// which it does not put back when the size class changes (openradar 25393521). So when the
/// tabs do not fit, the tab bar gets the first `capacity − 1` tabs and a More item of the
/// framework's, whose list names the rest in tab order; the selected tab among those shows
/// inside More, above the list, as iOS users know it. The user cannot reorder the tabs:
/// there is no Edit.
///
/// Whether More shows its list is display state, not navigation state: looking at the list
/// changes no selection. The list shows when the user taps More, or pops past the root of
/// the tab More shows; it gives way to the selected tab when the user picks that tab again
/// (its row, or its item) and whenever the root's selection or the selected tab's stack
/// changes, so that the display converges on the state: a link into an overflowed tab
/// leaves the list and shows the tab inside More.
///
/// ```swift
/// var bar = TabBarOverflow(tabs: ["a", "b", "c", "d", "e", "f"], selected: "e", capacity: .iOS)
/// bar.items            // ["a", "b", "c", "d"]
/// bar.moreTabs         // ["e", "f"]
/// bar.selectedItem     // .more
/// bar.take(.tapped(.more))   // nil: More shows its list, "e" stays selected
/// bar.take(.chose("f"))      // .tabSelected("f"), for the root to decide
/// ```
public struct TabBarOverflow: Hashable, Sendable {
    /// An item of the tab bar: a tab, or the More item.
    public enum Item: Hashable, Sendable {
        /// A tab's item.
        case tab(TabID)
        /// The More item, listing the tabs that do not fit.
        case more
    }

    /// The tabs the tab bar shows as items, in order; all of them when they fit.
    public let items: [TabID]
    /// The tabs More lists, in tab order; empty when every tab fits, and then the tab bar
    /// has no More item.
    public let moreTabs: [TabID]
    /// The selected tab, or `nil` when the app has no tabs.
    public let selectedTab: TabID?
    /// The screens of the selected tab's own stack, root first: what More shows above its
    /// list when that tab is one of ``moreTabs``.
    public let selectedStack: [EntryID]
    /// Whether More shows its list rather than the selected tab; always `false` without a
    /// More item.
    public private(set) var isShowingMoreList: Bool

    /// Decides the items of a tab bar.
    ///
    /// - Parameters:
    ///   - tabs: The tab bar's tabs, in order.
    ///   - selected: The selected tab.
    ///   - stack: The screens of the selected tab's own stack, root first.
    ///   - capacity: The most items the tab bar shows before the system's More.
    ///   - isShowingMoreList: Whether More shows its list; ignored without a More item.
    public init(
        tabs: [TabID], selected: TabID?, stack: [EntryID] = [], capacity: TabBarCapacity, isShowingMoreList: Bool = false
    ) {
        if let limit = capacity.items, tabs.count > limit {
            items = Array(tabs.prefix(limit - 1))
            moreTabs = Array(tabs.dropFirst(limit - 1))
        } else {
            items = tabs
            moreTabs = []
        }
        selectedTab = selected
        selectedStack = stack
        self.isShowingMoreList = isShowingMoreList && !moreTabs.isEmpty
    }

    /// The items the tab bar holds, in order: the tabs, then More when some do not fit.
    public var barItems: [Item] {
        items.map(Item.tab) + (moreTabs.isEmpty ? [] : [.more])
    }

    /// The item the tab bar shows selected: More while it shows its list or the selected tab
    /// is one it lists, else the selected tab's; `nil` when the app has no tabs.
    public var selectedItem: Item? {
        guard let selectedTab else { return nil }
        return isShowingMoreList || moreTabs.contains(selectedTab) ? .more : .tab(selectedTab)
    }

    /// The tab More shows above its list: the selected tab when More lists it and its list
    /// is not showing; `nil` otherwise.
    public var tabInMore: TabID? {
        guard let selectedTab, moreTabs.contains(selectedTab), !isShowingMoreList else { return nil }
        return selectedTab
    }

    /// The screens More's stack holds above its list, root first: the stack of
    /// ``tabInMore``; none while the list shows or the selected tab has an item of its own.
    public var moreScreens: [EntryID] {
        tabInMore == nil ? [] : selectedStack
    }

    /// Takes what the user did: More's list shown or not, and the write-back that reports
    /// the rest to the root, which decides (a guarded tab, an action, a reselection).
    ///
    /// - A tab's item: the write-back of a tab tap, `WriteBack.tabSelected(_:)`, unless
    ///   More shows its list over that tab, the selected one: then the tab shows again as
    ///   it was, and nothing is written back (a reselection would pop it to its root).
    /// - More: its list shows; nothing changes at the list.
    /// - A row: the tab tap, or, for the selected tab, its stack shown again as it is.
    /// - More's stack popped: a tab's pop, `WriteBack.path(_:of:)`; popped past the tab's
    ///   root, the list shows, and the tab is popped to its root.
    ///
    /// A holder keeps ``isShowingMoreList`` through the write-back when it is not a tab
    /// selection: the pop that goes with showing the list must not bring the tab back.
    ///
    /// - Parameter gesture: What the user did.
    /// - Returns: The write-back to report, or `nil` when only the display changes.
    public mutating func take(_ gesture: TabBarGesture) -> WriteBack? {
        guard let selectedTab else { return nil }
        switch gesture {
        case .tapped(.tab(let tab)), .chose(let tab):
            if tab == selectedTab, isShowingMoreList || tabInMore == tab {
                isShowingMoreList = false
                return nil
            }
            return .tabSelected(tab)
        case .tapped(.more):
            isShowingMoreList = !moreTabs.isEmpty
            return nil
        case .poppedInMore(let screens):
            let shown = moreScreens
            guard let root = shown.first, screens.count < shown.count, Array(shown.prefix(screens.count)) == screens else {
                return nil
            }
            let base = LayerID(index: 0, root: root)
            guard !screens.isEmpty else {
                isShowingMoreList = true
                return shown.count > 1 ? .path([], of: base) : nil
            }
            return .path(Array(screens.dropFirst()), of: base)
        }
    }

    /// Whether the display leaves More's list for the selected tab when its state goes from
    /// `old` to `new`: the selection changed, or the selected tab's own stack did.
    package static func reveals(from old: NavigationState, to new: NavigationState) -> Bool {
        old.selectedTab != new.selectedTab || old.selectedStack != new.selectedStack
    }
}

extension NavigationState {
    /// The screens of the selected tab's own stack, root first; none without tabs.
    package var selectedStack: [EntryID] {
        guard let base = currentTab?.layers.first else { return [] }
        return [base.rootID] + base.pathIDs
    }

    /// How the tab bar of this state is drawn with `capacity`, More showing its list or not.
    package func tabBar(capacity: TabBarCapacity, isShowingMoreList: Bool) -> TabBarOverflow {
        TabBarOverflow(
            tabs: tabBarTabIDs, selected: selectedTab, stack: selectedStack, capacity: capacity,
            isShowingMoreList: isShowingMoreList)
    }

    /// The screens on display (``seenScreens``) while More shows its list or not: the list
    /// hides the selected tab's own stack, and is no screen itself.
    package func seenScreens(showingMoreList: Bool) -> [EntryID] {
        guard showingMoreList, let base = currentTab?.layers.first else { return seenScreens }
        let top = base.pathIDs.last ?? base.rootID
        return seenScreens.filter { $0 != top }
    }
}
