#if canImport(UIKit) && os(iOS)
import UIKit

/// The tab bar's tabs, at start-up and when the tab set changes at run time
/// (``ContainerOperation/setTabs(_:)``).
///
/// `UITabBarController.setViewControllers(_:animated:)` "removes all of the old view
/// controllers before installing the new ones"
/// (https://developer.apple.com/documentation/uikit/uitabbarcontroller/setviewcontrollers(_:animated:)),
/// so a tab that stays is handed back its own navigation controller: its screens and what
/// it presents stay as they are. A new tab's navigation controller starts empty; the player
/// sets its screens next, off screen.
///
/// The tabs are the tab bar's (``ContainerTree/tabs``): a sidebar-only tab shows only while
/// it is selected, the search tab is last. UIKit is never handed more items than the tab
/// bar's capacity (``TabBarCapacity/iOS``): the tabs past them are listed by a More item
/// of the executor's (``MoreContainer``), a navigation controller whose root is the list
/// (``MoreListController``) and above which the selected one of them shows its stack, so
/// UIKit's own `moreNavigationController`, and its Edit, never appear
/// (https://developer.apple.com/documentation/uikit/uitabbarcontroller/morenavigationcontroller).
/// Its item is UIKit's system "More" item (`UITabBarItem.SystemItem.more`). An action (``TabItem/Role/action(_:)``) gets a
/// navigation controller without screens, there for its tab bar item only: it is never
/// selected (`tabBarController(_:shouldSelect:)` answers `false` for every tab), and the
/// root presents the action's screen over the selected tab.
extension ContainerExecutor {
    /// The navigation controller of each tab: the one it has, else a new empty one with
    /// its tab bar item.
    func tabNavigations(_ tabs: [TabID], screens: [TabID: [EntryID]] = [:]) -> [StackNavigationController] {
        tabs.map { tab in
            if let kept = navigations[.tab(tab)] { return kept }
            let navigation = makeNavigation(.tab(tab), screens: screens[tab] ?? [])
            // A pinned tab's title and image are its module's offer for its root.
            if let descriptor = root.state[tab: tab].flatMap(root.registry.tabDescriptor(for:)) ?? root.registry.module(withID: tab)?.tab {
                navigation.tabBarItem = UITabBarItem(
                    title: descriptor.title.localized(), image: UIImage(systemName: descriptor.systemImage), selectedImage: nil)
            }
            return navigation
        }
    }

    /// More's navigation controller, made with its list the first time the tabs do not
    /// fit, and kept; none while they fit.
    func moreNavigation(_ more: MoreContainer?) -> [StackNavigationController] {
        guard let more else { return [] }
        moreList = moreList ?? MoreListController(root: root) { [weak self] tab in
            self?.host.player.take(.chose(tab))
        }
        moreList?.tabs = more.tabs
        if let kept = navigations[.more] { return [kept] }
        let navigation = makeNavigation(.more, screens: more.screens)
        navigation.tabBarItem = UITabBarItem(tabBarSystemItem: .more, tag: 0)
        return [navigation]
    }

    /// Sets the tab bar's items, and More listing `more` after them, keeping the navigation
    /// controllers of the tabs that stay and More's; the item selected is the one `tree`,
    /// the containers once the operation has completed, selects
    /// (``ContainerTree/applying(_:)-(ContainerOperation)``).
    ///
    /// An app that started with a single tab shows its navigation controller alone; given
    /// a second tab, it is moved into a new tab bar controller, which takes its place. Back
    /// to one tab, the tab bar controller stays and hides its tab bar.
    func setTabs(_ tabs: [TabID], more: [TabID], selecting tree: ContainerTree, animated: Bool) {
        let stacks = tabNavigations(tabs) + moreNavigation(tree.more)
        for case .tab(let gone) in navigations.keys where !tabs.contains(gone) {
            navigations[.tab(gone)] = nil
        }
        if more.isEmpty { navigations[.more] = nil }
        let tabBar = tabBar ?? embedTabBar()
        tabBar.setViewControllers(stacks, animated: animated)
        tabBar.selectedViewController = barController(selectedIn: tree) ?? stacks.first
        // A tab set of one is drawn as its stack alone, as at start-up and in SwiftUI: the
        // tab bar goes while one tab is left and comes back with a second.
        tabBar.tabBar.isHidden = stacks.count < 2
    }

    /// A tab bar controller in place of the single tab's navigation controller.
    private func embedTabBar() -> UITabBarController {
        let tabBar = UITabBarController()
        tabBar.delegate = self
        if let single = host.children.first(where: { $0 is StackNavigationController }) {
            single.willMove(toParent: nil)
            single.view.removeFromSuperview()
            single.removeFromParent()
        }
        host.embed(tabBar)
        self.tabBar = tabBar
        return tabBar
    }
}
#endif
