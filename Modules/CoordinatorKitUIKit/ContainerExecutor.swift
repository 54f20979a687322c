#if canImport(UIKit) && os(iOS)
import UIKit

/// Executes ``ContainerOperation``s on UIKit's containers, one at a time, calling each
/// operation's completion from UIKit's own completion handler; reports what the user does
/// to the containers as write-backs. It decides nothing: the player plans every operation.
///
/// Completions, from Apple's documentation:
/// - a push, pop or new stack: the navigation controller's `transitionCoordinator`, whose
///   `animate(alongsideTransition:completion:)` completion runs when the transition ends
///   (https://developer.apple.com/documentation/uikit/uiviewcontroller/transitioncoordinator);
///   without animation, or off screen, there is none and the change is done at once
///   (https://developer.apple.com/documentation/uikit/uinavigationcontroller/setviewcontrollers(_:animated:));
/// - a presentation: the completion of `present(_:animated:completion:)`, run after
///   `viewDidAppear(_:)` of the presented controller
///   (https://developer.apple.com/documentation/uikit/uiviewcontroller/present(_:animated:completion:));
/// - a dismissal: the completion of `dismiss(animated:completion:)` on the controller
///   below, which takes every controller above it along
///   (https://developer.apple.com/documentation/uikit/uiviewcontroller/dismiss(animated:completion:)).
///
/// A presentation UIKit would refuse is reported ``ContainerOperation/Outcome/refused``
/// rather than attempted, since its completion would never run (see
/// `ContainerExecutor+Presenting.swift`); should a completion still never come, the
/// player's last resort asks ``readDisplayed(believed:)`` what UIKit shows.
@MainActor
final class ContainerExecutor: NSObject {
    unowned let host: CoordinatorRootController
    let screens: CoordinatorRootController.Screens
    var root: RootCoordinator { host.root }

    /// The navigation controllers, by the stack they show.
    var navigations: [StackID: StackNavigationController] = [:]
    /// The controllers presented over the host, bottom first.
    var presented: [UIViewController] = []
    /// The alert each presented alert controller shows.
    var presentedAlerts: [ObjectIdentifier: AlertID] = [:]
    /// The stack this executor is changing, until its transition has ended: its
    /// `didShow` is not the user's.
    var stackInTransition: StackID?
    /// The tab bar controller; `nil` while the app has a single tab, shown alone.
    var tabBar: UITabBarController?
    /// The list at the root of More's navigation controller (``StackID/more``), made with
    /// the first More item.
    var moreList: MoreListController?
    /// One controller per screen on display, kept as long as the screen is.
    private var controllers: [EntryID: UIViewController] = [:]

    init(host: CoordinatorRootController, screens: CoordinatorRootController.Screens) {
        self.host = host
        self.screens = screens
    }

    /// Sets up the tabs and their stacks, and More with its list and screens, without
    /// animation, before anything is presented.
    func setUp(_ tree: ContainerTree) {
        let stacks = tabNavigations(tree.tabs, screens: tree.stacks) + moreNavigation(tree.more)
        if stacks.count == 1, let only = stacks.first {
            host.embed(only)
        } else {
            let tabBar = UITabBarController()
            tabBar.viewControllers = stacks
            tabBar.delegate = self
            tabBar.selectedViewController = barController(selectedIn: tree)
            host.embed(tabBar)
            self.tabBar = tabBar
        }
    }

    /// The tab the tab bar shows, or `nil` for an app with a single tab and for More's list.
    var selectedTab: ModuleID? {
        guard let navigation = tabBar?.selectedViewController as? StackNavigationController else { return nil }
        switch navigation.stack {
        case .tab(let tab): return tab
        case .more: return navigation.viewControllers.lazy.compactMap(screen(of:)).first?.tab
        case .layer: return nil
        }
    }

    /// The controller of the tab bar item `tree` selects: More's, or the selected tab's.
    func barController(selectedIn tree: ContainerTree) -> UIViewController? {
        if tree.more?.isSelected == true { return navigations[.more] }
        return tree.selectedTab.flatMap { navigations[.tab($0)] }
    }

    /// Performs one operation, animated or not (the `animated:` argument of UIKit's call);
    /// `completion` runs from UIKit's completion handler, or at once when UIKit would refuse
    /// the operation.
    func perform(
        _ operation: ContainerOperation, animated: Bool,
        completion outcome: @escaping @MainActor (ContainerOperation.Outcome) -> Void
    ) {
        let completion: @MainActor () -> Void = { outcome(.completed) }
        switch operation {
        case .setTabs(let tabs, let more):
            // The tab bar has no transition to wait for: its items move into place at once.
            setTabs(tabs, more: more, selecting: host.player.displayed.applying(operation), animated: animated)
            completion()
        case .selectTab(let tab):
            // A tab More lists is shown by More, which keeps what it shows.
            tabBar?.selectedViewController = navigations[.tab(tab)] ?? navigations[.more]
            completion()
        case .showMore(let screens):
            guard let navigation = navigations[.more] else { return completion() }
            stackInTransition = .more
            let animated = animated && tabBar?.selectedViewController === navigation
            navigation.setViewControllers(viewControllers(for: screens, in: .more), animated: animated)
            tabBar?.selectedViewController = navigation
            finishTransition(of: .more, in: navigation, animated: animated, completion: completion)
        case .setStack(let screens, let stack, let onScreen):
            guard let navigation = navigations[stack] else { return completion() }
            stackInTransition = stack
            let animated = animated && onScreen
            navigation.setViewControllers(viewControllers(for: screens, in: stack), animated: animated)
            finishTransition(of: stack, in: navigation, animated: animated, completion: completion)
        case .push(let screen, let stack):
            guard let navigation = navigations[stack] else { return completion() }
            stackInTransition = stack
            let screens = host.player.displayed.screens(of: stack) + [screen]
            navigation.pushViewController(controller(for: screen, in: stack, among: screens), animated: animated)
            finishTransition(of: stack, in: navigation, animated: animated, completion: completion)
        case .pop(let screen, let stack):
            guard let navigation = navigations[stack] else { return completion() }
            stackInTransition = stack
            _ = navigation.popToViewController(controller(for: screen), animated: animated)
            finishTransition(of: stack, in: navigation, animated: animated, completion: completion)
        case .present(let container, let position):
            present(container, at: position, animated: animated, outcome: outcome)
        case .dismiss(let position):
            dismiss(from: position, animated: animated, completion: completion)
        case .selectDetent(let detent, let layer):
            select(detent, of: layer, animated: animated)
            completion()
        }
    }

    /// Lets go of the controllers of screens no longer on display.
    func keepControllers(of tree: ContainerTree) {
        let shown = Set(tree.stacks.values.joined()).union(tree.presented.compactMap(\.layer).flatMap(\.screens))
            .union(tree.more?.screens ?? [])
        controllers = controllers.filter { shown.contains($0.key) }
    }

    /// The controller of a screen: the one it has, or a new one from its module's
    /// controllers, the app's hosted views, or a placeholder.
    func controller(for screen: EntryID) -> UIViewController {
        if let kept = controllers[screen] { return kept }
        let made = makeController(for: screen)
        controllers[screen] = made
        return made
    }

    /// The controller of a screen shown in `stack`. A screen in an overlay gets a clear
    /// background, as the hosting controller of a SwiftUI screen paints an opaque one:
    /// over full screen, "if the presented view controller does not fill the screen with
    /// opaque content, the underlying content shows through"
    /// (https://developer.apple.com/documentation/uikit/uimodalpresentationstyle/overfullscreen).
    ///
    /// Every push, new stack and setup passes through here, before the controller reaches
    /// its navigation controller, so `hidesBottomBarWhenPushed` is set before the push: "the
    /// value of this property on the topmost view controller determines whether the toolbar
    /// is visible", and popping back to a screen that keeps it shows the tab bar again
    /// (https://developer.apple.com/documentation/uikit/uiviewcontroller/hidesbottombarwhenpushed).
    /// The value is decided from the whole stack, `screens` (`EntryID.hidesTabBar(onTabStack:)`),
    /// so that the screens above one that hides the bar hide it too, as SwiftUI shows them.
    func controller(for screen: EntryID, in stack: StackID, among screens: [EntryID]) -> UIViewController {
        let made = controller(for: screen)
        if case .layer(let layer) = stack, layer.root.presentation == .overlay {
            made.view.backgroundColor = .clear
        }
        let isTabStack = stack == .tab(screen.tab) || stack == .more
        made.hidesBottomBarWhenPushed = screen.hidesTabBar(onTabStack: isTabStack ? screens : nil)
        return made
    }

    /// The controllers of a navigation controller showing `screens`: More's list first for
    /// More's.
    func viewControllers(for screens: [EntryID], in stack: StackID) -> [UIViewController] {
        let list: [UIViewController] = stack == .more ? [moreList].compactMap { $0 } : []
        return list + screens.map { controller(for: $0, in: stack, among: screens) }
    }

    /// The screen a controller shows, if it is one of this executor's.
    func screen(of controller: UIViewController) -> EntryID? {
        controllers.first { $0.value === controller }?.key
    }

    func makeNavigation(_ stack: StackID, screens: [EntryID]) -> StackNavigationController {
        let navigation = StackNavigationController(stack: stack)
        navigation.setViewControllers(viewControllers(for: screens, in: stack), animated: false)
        navigation.delegate = self
        navigations[stack] = navigation
        return navigation
    }

    private func makeController(for screen: EntryID) -> UIViewController {
        let provider = root.anyScreen(for: screen) as? any ScreenControllerProviding
        return provider?.makeScreenController() ?? screens.hosted(screen) ?? ScreenPlaceholderController(entry: screen)
    }

    private func finishTransition(
        of stack: StackID, in navigation: UINavigationController, animated: Bool,
        completion: @escaping @MainActor () -> Void
    ) {
        guard animated, let coordinator = navigation.transitionCoordinator else {
            stackInTransition = nil
            return completion()
        }
        coordinator.animate(alongsideTransition: nil) { [weak self] _ in
            if self?.stackInTransition == stack { self?.stackInTransition = nil }
            completion()
        }
    }
}
#endif
