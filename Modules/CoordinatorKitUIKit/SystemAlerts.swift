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

    /// What the root hears when the user ends `alert`: the chosen button's action, or a
    /// dismissal without an answer (the OK or Cancel the adapter added, a tap outside a
    /// dialog's popover).
    static func writeBack(for alert: AlertID, answer: AlertState.Action?) -> WriteBack {
        alert.ending(answer: answer)
    }

    /// The end of an alert presented by `executor`: told to the executor while it lives,
    /// which reports it once the alert has gone; else written back to `root` at once. An
    /// alert outlives the controllers that presented it when the window's root controller
    /// is replaced while it is up: UIKit still dismisses it when a button is tapped
    /// (https://developer.apple.com/documentation/uikit/uialertaction), and its answer
    /// must not be lost.
    static func ending(
        _ alert: AlertID, presentedBy executor: ContainerExecutor, of root: RootCoordinator
    ) -> @MainActor (AlertState.Action?) -> Void {
        { [weak executor, weak root] answer in
            if let executor {
                executor.userEnded(alert, answer: answer)
            } else {
                root?.writeBack(writeBack(for: alert, answer: answer))
            }
        }
    }

    /// One of the adapter's own words (OK, Cancel), looked up in the adapter's resources
    /// (named, as `Bundle.module` is not available to every build of this file).
    private static func adapterWord(_ word: String) -> NavigationText {
        NavigationText(key: word, bundle: .named("CoordinatorKit_CoordinatorKitUIKit"))
    }
}
#endif
