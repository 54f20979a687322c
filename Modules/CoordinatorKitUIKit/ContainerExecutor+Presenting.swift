#if canImport(UIKit) && os(iOS)
import UIKit

/// Presented layers and alerts: each presented from the controller below it in the chain
/// (the root controller for the first), in the style of its container.
///
/// A screen may present something of its own — a SwiftUI `alert`, a share sheet, a photo
/// picker, a date picker's popover. UIKit forwards such a presentation up to a controller
/// that can make it: the one presenting the screen's container, the same controller this
/// executor presents the next layer from. While it is up, that controller's
/// `presentedViewController` is set ("the view controller that is presented by this view
/// controller, or one of its ancestors in the view controller hierarchy",
/// https://developer.apple.com/documentation/uikit/uiviewcontroller/presentedviewcontroller),
/// and a presentation from it is refused without its completion ever running
/// (https://developer.apple.com/documentation/uikit/uiviewcontroller/present(_:animated:completion:)).
/// The executor reads the presenter first and reports such a presentation refused; the
/// player tries again later.
///
/// An overlay and a custom alert are presented over full screen, so what lies below stays
/// visible, but they are modal: VoiceOver ignores the elements of the views beside one
/// marked `accessibilityViewIsModal`, its siblings
/// (https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilityviewismodal).
/// The mark goes on the presented view, and once the presentation is up on its container
/// view (https://developer.apple.com/documentation/uikit/uipresentationcontroller/containerview),
/// whose siblings are the window's root view and the containers of the layers below. VoiceOver's
/// escape gesture, "dismisses a modal view"
/// (https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilityperformescape()),
/// asks the root for the overlay's dismissal (`NavigationCommand.dismiss`, which a screen that
/// asks before it leaves holds like any other) and ends a custom alert as its cancel button
/// does (``CustomAlertContainer``).
extension ContainerExecutor {
    func present(
        _ container: PresentedContainer, at position: Int, animated: Bool,
        outcome: @escaping @MainActor (ContainerOperation.Outcome) -> Void
    ) {
        guard let presenter = presenter(at: position), Self.canPresent(from: presenter) else {
            return outcome(.refused)
        }
        let controller = makeController(for: container, over: presenter)
        presented = Array(presented.prefix(position)) + [controller]
        let isModal = Self.isModalOverFullScreen(container.style)
        presenter.present(controller, animated: animated) {
            if isModal { controller.presentationController?.containerView?.accessibilityViewIsModal = true }
            outcome(.completed)
        }
    }

    /// Whether a container is drawn over full screen yet modal: an overlay, a custom alert.
    private static func isModalOverFullScreen(_ style: PresentedContainer.Style) -> Bool {
        switch style {
        case .overlay, .customAlert: true
        default: false
        }
    }

    /// The controller that presents at `position`: this executor's root controller for the
    /// first, else the controller presented below; `nil` when that one is not presented.
    private func presenter(at position: Int) -> UIViewController? {
        guard position > 0 else { return host }
        return presented.indices.contains(position - 1) ? presented[position - 1] : nil
    }

    /// Whether UIKit would present from `presenter` now: it is in a window, presents
    /// nothing (a screen's own alert or share sheet included), and is neither being
    /// presented nor dismissed
    /// (https://developer.apple.com/documentation/uikit/uiviewcontroller/isbeingpresented).
    private static func canPresent(from presenter: UIViewController) -> Bool {
        presenter.viewIfLoaded?.window != nil && presenter.presentedViewController == nil
            && !presenter.isBeingPresented && !presenter.isBeingDismissed
    }

    func dismiss(from position: Int, animated: Bool, completion: @escaping @MainActor () -> Void) {
        guard presented.indices.contains(position) else { return completion() }
        let going = presented[position...]
        for controller in going {
            presentedAlerts[ObjectIdentifier(controller)] = nil
            if let navigation = controller as? StackNavigationController { navigations[navigation.stack] = nil }
        }
        let first = presented[position]
        presented = Array(presented.prefix(position))
        // Gone already, the user having dismissed it: nothing to wait for.
        guard let presenter = first.presentingViewController else { return completion() }
        presenter.dismiss(animated: animated) {
            completion()
        }
    }

    func select(_ detent: Detent?, of layer: LayerID, animated: Bool) {
        guard let navigation = navigations[.layer(layer)], let sheet = navigation.sheetPresentationController,
            case .bottomSheet(let detents) = layer.root.presentation, let detent, let index = detents.firstIndex(of: detent)
        else { return }
        let identifier = SheetDetents.identifier(of: detent, at: index)
        guard animated else {
            sheet.selectedDetentIdentifier = identifier
            return
        }
        sheet.animateChanges {
            sheet.selectedDetentIdentifier = identifier
        }
    }

    private func makeController(for container: PresentedContainer, over presenter: UIViewController) -> UIViewController {
        switch container {
        case .layer(let layer):
            let navigation = makeNavigation(.layer(layer.id), screens: layer.screens)
            switch container.style {
            case .fullScreen:
                navigation.modalPresentationStyle = .fullScreen
            case .bottomSheet(let detents):
                navigation.modalPresentationStyle = .pageSheet
                if let sheet = navigation.sheetPresentationController {
                    SheetDetents.configure(sheet, detents: detents, selected: layer.selectedDetent, measuring: navigation)
                }
            case .popover(let anchor, let size):
                // In compact width UIKit shows a popover as a form sheet, which there is a
                // sheet: https://developer.apple.com/documentation/uikit/uimodalpresentationstyle/popover
                navigation.modalPresentationStyle = .popover
                // Without a size of its own, the popover follows its screen's preferred size.
                navigation.followsFirstScreenSize = size == nil
                if let size { navigation.preferredContentSize = size.contentSize }
                if let popover = navigation.popoverPresentationController {
                    PopoverAnchor.point(popover, at: anchor, in: presenter)
                }
            case .formSheet(let size):
                navigation.modalPresentationStyle = .formSheet
                navigation.preferredContentSize = size?.contentSize ?? .zero
            case .overlay:
                // Over full screen: what lies below stays visible, the tab bar included.
                navigation.modalPresentationStyle = .overFullScreen
                navigation.modalTransitionStyle = .crossDissolve
                navigation.view.backgroundColor = .clear
                navigation.setNavigationBarHidden(true, animated: false)
                navigation.view.accessibilityViewIsModal = true
                navigation.onEscape = { [weak root = self.root] in try? root?.perform(.dismiss) }
            default:
                navigation.modalPresentationStyle = .pageSheet
            }
            navigation.presentationController?.delegate = self
            return navigation
        case .alert(let alert):
            let controller: UIViewController
            let ending = SystemAlerts.ending(alert, presentedBy: self, of: root)
            if case .custom = alert.alert.style, let custom = screens.customAlert(alert, ending) {
                let container = CustomAlertContainer(content: custom) { ending(alert.alert.escapeAnswer) }
                container.modalPresentationStyle = .overFullScreen
                container.modalTransitionStyle = .crossDissolve
                controller = container
            } else {
                controller = SystemAlerts.controller(for: alert, anchoredIn: presenter.view, answer: ending)
            }
            controller.presentationController?.delegate = self
            presentedAlerts[ObjectIdentifier(controller)] = alert
            return controller
        }
    }
}
#endif
