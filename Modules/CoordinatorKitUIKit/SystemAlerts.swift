#if canImport(UIKit) && os(iOS)
import UIKit

/// System alerts and confirmation dialogs as `UIAlertController`s
/// (https://developer.apple.com/documentation/uikit/uialertcontroller).
@MainActor
enum SystemAlerts {
    /// An alert controller for `alert`: an alert, or for a confirmation dialog an action
    /// sheet, which on iPad is shown in a popover without arrow centred on `anchor`.
    ///
    /// - Parameters:
    ///   - alert: The alert to show.
    ///   - anchor: The view a dialog's popover points at.
    ///   - answer: Called with the chosen button's action, or `nil` for the OK or Cancel
    ///     button added to an alert without buttons or a dialog without a cancel button.
    static func controller(
        for alert: AlertID, anchoredIn anchor: UIView?, answer: @escaping @MainActor (AlertState.Action?) -> Void
    ) -> UIAlertController {
        let state = alert.alert
        let style: UIAlertController.Style = state.style == .confirmationDialog ? .actionSheet : .alert
        let controller = UIAlertController(
            title: state.title.localized(), message: state.message?.localized(), preferredStyle: style)
        for button in state.systemButtons(ok: adapterWord("OK"), cancel: adapterWord("Cancel")) {
            let actionStyle = button.kind.style(
                normal: UIAlertAction.Style.default, cancel: .cancel, destructive: .destructive)
            controller.addAction(
                UIAlertAction(title: button.title.localized(), style: actionStyle) { _ in
                    answer(button.action)
                })
        }
        if let popover = controller.popoverPresentationController, let anchor {
            popover.sourceView = anchor
            popover.sourceRect = CGRect(x: anchor.bounds.midX, y: anchor.bounds.midY, width: 0, height: 0)
            popover.permittedArrowDirections = []
        }
        return controller
    }

    /// One of the adapter's own words (OK, Cancel), looked up in the adapter's resources
    /// (named, as `Bundle.module` is not available to every build of this file).
    private static func adapterWord(_ word: String) -> NavigationText {
        NavigationText(key: word, bundle: .named("CoordinatorKit_CoordinatorKitUIKit"))
    }
}
#endif
