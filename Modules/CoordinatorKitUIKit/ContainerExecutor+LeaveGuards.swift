#if canImport(UIKit) && os(iOS)
import UIKit

/// While a screen asks before it leaves (``NavigationState/leaveGuards``), the gestures that
/// would take it away behind the root's back are blocked, and each attempt is reported as
/// the command it means, which the root holds and asks about. Bound from the state after
/// every change; nothing is decided here.
///
/// - A guarded top screen: its stack's back swipe is off, "the gesture recognizer
///   responsible for popping the top view controller off the navigation stack"
///   (https://developer.apple.com/documentation/uikit/uinavigationcontroller/interactivepopgesturerecognizer),
///   and its back button's action is replaced, "without modifying its appearance", by
///   ``NavigationCommand/goBack`` (https://developer.apple.com/documentation/uikit/uinavigationitem/backaction).
/// - A sheet holding a guarded screen: `isModalInPresentation`, so that UIKit "prevents the
///   interactive dismissal of the view controller while it is onscreen"
///   (https://developer.apple.com/documentation/uikit/uiviewcontroller/ismodalinpresentation);
///   the swipe UIKit then refuses comes to `presentationControllerDidAttemptToDismiss(_:)`
///   (https://developer.apple.com/documentation/uikit/uiadaptivepresentationcontrollerdelegate/presentationcontrollerdidattempttodismiss(_:)),
///   reported as ``NavigationCommand/dismiss``.
extension ContainerExecutor {
    /// Binds every stack and sheet to the state's leave guards.
    func bindLeaveGuards() {
        let guards = root.state.leaveGuards
        let isGuarded = { [weak self] (controller: UIViewController) in
            self?.screen(of: controller).map(guards.contains) ?? false
        }
        for navigation in navigations.values {
            // A tab's root shown by More does not leave when More goes back to its list.
            let leaves = navigation.stack != .more || navigation.topViewController.flatMap(screen(of:))?.depth != 0
            let topIsGuarded = leaves && navigation.topViewController.map(isGuarded) ?? false
            navigation.interactivePopGestureRecognizer?.isEnabled = !topIsGuarded
            navigation.topViewController?.navigationItem.backAction = topIsGuarded ? goBackAction : nil
            if case .layer = navigation.stack {
                navigation.isModalInPresentation = navigation.viewControllers.contains(where: isGuarded)
            }
        }
    }

    /// The back button of a guarded screen: the user's back, for the root to hold.
    private var goBackAction: UIAction {
        UIAction { [weak self] _ in try? self?.root.perform(.goBack) }
    }
}
#endif
