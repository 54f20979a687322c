#if canImport(UIKit) && os(iOS)
import UIKit

/// What the user does to UIKit's containers, reported to the root's write-back API once
/// UIKit shows it.
///
/// - A back swipe or back button: `navigationController(_:didShow:animated:)` finds the
///   stack shorter than displayed → ``WriteBack/path(_:of:)``
///   (https://developer.apple.com/documentation/uikit/uinavigationcontrollerdelegate/navigationcontroller(_:didshow:animated:)).
/// - A sheet swiped down (or a popover layer or a dialog's popover tapped outside):
///   `presentationControllerDidDismiss(_:)`, which UIKit calls only for dismissals the user
///   made → ``WriteBack/layerDismissed(_:)``
///   (https://developer.apple.com/documentation/uikit/uiadaptivepresentationcontrollerdelegate/presentationcontrollerdiddismiss(_:)).
/// - A detent dragged: `sheetPresentationControllerDidChangeSelectedDetentIdentifier(_:)`
///   → ``WriteBack/detentSelected(_:of:)``.
/// - A tab or More tapped, the selected one included: `tabBarController(_:shouldSelect:)`
///   answers `false` ("the current tab should remain active") and reports the tap to the
///   player (``ContainerPlayer/take(_:)-(TabBarGesture)``), which shows More's list or
///   writes back ``WriteBack/tabSelected(_:)``; the root decides (a guarded tab shows its
///   sign-in, a reselected tab pops to its root, an action presents its screen and stays
///   unselected) and a ``ContainerOperation`` selects what it chose
///   (https://developer.apple.com/documentation/uikit/uitabbarcontrollerdelegate/tabbarcontroller(_:shouldselect:)).
///   A row of More's list is reported the same way (``MoreListController``).
/// - More's stack popped by the user (a back swipe or button from the root of the tab More
///   shows, or the back button's menu): ``TabBarGesture/poppedInMore(to:)``, which shows the
///   list or writes back the tab's shorter path.
/// - An alert's button: once the alert controller is gone → ``WriteBack/alertAnswered(_:action:)``,
///   or ``WriteBack/alertDismissed(_:)`` for the OK or Cancel the adapter added.
extension ContainerExecutor: UINavigationControllerDelegate, UISheetPresentationControllerDelegate,
    UIPopoverPresentationControllerDelegate, UITabBarControllerDelegate
{
    func navigationController(
        _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool
    ) {
        guard let navigation = navigationController as? StackNavigationController, stackInTransition != navigation.stack
        else { return }
        let shown = navigation.viewControllers.compactMap(screen(of:))
        let displayed = host.player.displayed.screens(of: navigation.stack)
        guard shown.count < displayed.count, Array(displayed.prefix(shown.count)) == shown else { return }
        let layer: LayerID
        switch navigation.stack {
        case .more:
            return host.player.take(.poppedInMore(to: shown))
        case .tab:
            guard let first = shown.first else { return }
            layer = LayerID(index: 0, root: first)
        case .layer(let id):
            guard !shown.isEmpty else { return }
            layer = id
        }
        root.writeBack(.path(Array(shown.dropFirst()), of: layer))
    }

    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
        guard let index = presented.firstIndex(where: { $0.presentationController === presentationController }) else { return }
        let gone = presented[index]
        if let alert = presentedAlerts[ObjectIdentifier(gone)] {
            userEnded(alert, answer: nil)
            return
        }
        guard let navigation = gone as? StackNavigationController, case .layer(let layer) = navigation.stack else { return }
        for controller in presented[index...] {
            presentedAlerts[ObjectIdentifier(controller)] = nil
            if let stack = (controller as? StackNavigationController)?.stack { navigations[stack] = nil }
        }
        presented = Array(presented.prefix(index))
        root.writeBack(.layerDismissed(layer))
    }

    /// A swipe refused on a sheet that holds a screen asking before it leaves
    /// (`ContainerExecutor+LeaveGuards.swift`): the user's dismissal, for the root to hold.
    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {
        try? root.perform(.dismiss)
    }

    func sheetPresentationControllerDidChangeSelectedDetentIdentifier(_ sheet: UISheetPresentationController) {
        guard let navigation = presented.first(where: { $0.sheetPresentationController === sheet }) as? StackNavigationController,
            case .layer(let layer) = navigation.stack, case .bottomSheet(let detents) = layer.root.presentation,
            let detent = SheetDetents.detent(named: sheet.selectedDetentIdentifier, in: detents)
        else { return }
        root.writeBack(.detentSelected(detent, of: layer))
    }

    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool {
        guard let navigation = viewController as? StackNavigationController else { return true }
        switch navigation.stack {
        case .tab(let tab): host.player.take(.tapped(.tab(tab)))
        case .more: host.player.take(.tapped(.more))
        case .layer: return true
        }
        return false
    }

    /// The user ended an alert: a system alert has dismissed itself (its handler runs as
    /// it goes; should its transition still run, its end is waited for), a custom alert is
    /// dismissed here; then the answer is written back, so that whatever it opens is
    /// presented once the alert has gone.
    func userEnded(_ alert: AlertID, answer: AlertState.Action?) {
        guard let index = presented.firstIndex(where: { presentedAlerts[ObjectIdentifier($0)] == alert }) else { return }
        let controller = presented[index]
        presentedAlerts[ObjectIdentifier(controller)] = nil
        presented = Array(presented.prefix(index))
        let root = root
        let report = { root.writeBack(SystemAlerts.writeBack(for: alert, answer: answer)) }
        if !(controller is UIAlertController), let presenter = controller.presentingViewController {
            presenter.dismiss(animated: true) { report() }
        } else if let coordinator = controller.transitionCoordinator {
            coordinator.animate(alongsideTransition: nil) { _ in report() }
        } else {
            report()
        }
    }
}
#endif
