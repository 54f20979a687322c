#if canImport(SwiftUI) && canImport(UIKit) && os(iOS)
import SwiftUI
import UIKit

/// System alerts and confirmation dialogs on iOS, presented with `UIAlertController` from
/// the layer's observer so that their endings are UIKit's own:
///
/// - The state shows an alert: `present(_:animated:completion:)`; its completion reports
///   ``BatchCompletion/Report/alertPresented(_:)``.
/// - The state drops it: `dismiss(animated:completion:)`; its completion reports
///   ``BatchCompletion/Report/alertDismissed(_:)``.
/// - The user taps a button (or, for a dialog in a popover, outside it): once the alert
///   controller is gone (UIKit runs the button's handler after dismissing it; should a
///   dismissal still be running, its transition coordinator's completion is waited for),
///   the answer is written back as ``WriteBack/alertAnswered(_:action:)`` (or
///   ``WriteBack/alertDismissed(_:)``) and the dismissal reported — so that whatever the
///   answer opens is presented only after the alert has gone.
///
/// A confirmation dialog is an action sheet, in a popover without arrow centred on the
/// layer where the size class calls for one (iPad).
extension LayerObserverController: UIPopoverPresentationControllerDelegate {
    /// Shows `alert` (a system alert or dialog), or none.
    func show(_ alert: AlertID?) {
        wantedAlert = alert
        syncAlert()
    }

    /// Brings UIKit in line with the state: dismisses an alert the state dropped, then
    /// presents the one it shows once the layer is on screen and nothing else is up.
    func syncAlert() {
        if let shown = shownAlert, shown.id != wantedAlert {
            dismissShownAlert()
            return
        }
        guard let wanted = wantedAlert, shownAlert == nil, !isDismissingAlert, wanted != lastPresentedAlert,
            isVisible, viewIfLoaded?.window != nil, presentedViewController == nil
        else { return }
        presentAlert(wanted)
    }

    private func presentAlert(_ alert: AlertID) {
        let state = alert.alert
        let style: UIAlertController.Style = state.style == .confirmationDialog ? .actionSheet : .alert
        let controller = UIAlertController(
            title: state.title.localized(), message: state.message?.localized(), preferredStyle: style)
        let ok = NavigationText("OK", bundle: .coordinatorKitUI)
        let cancel = NavigationText("Cancel", bundle: .coordinatorKitUI)
        for button in state.systemButtons(ok: ok, cancel: cancel) {
            let actionStyle = button.kind.style(
                normal: UIAlertAction.Style.default, cancel: .cancel, destructive: .destructive)
            controller.addAction(
                UIAlertAction(title: button.title.localized(), style: actionStyle) { [weak self] _ in
                    self?.userEnded(alert, answer: button.action)
                })
        }
        if let popover = controller.popoverPresentationController {
            popover.sourceView = view
            popover.sourceRect = CGRect(x: view.bounds.midX, y: view.bounds.midY, width: 0, height: 0)
            popover.permittedArrowDirections = []
            popover.delegate = self
        }
        shownAlert = (alert, controller)
        lastPresentedAlert = alert
        isPresentingAlert = true
        present(controller, animated: true) { [weak self] in
            guard let self else { return }
            isPresentingAlert = false
            completion.report(.alertPresented(alert))
            syncAlert()
        }
    }

    /// Dismisses the alert the state dropped and reports it once UIKit has.
    private func dismissShownAlert() {
        // A dismissal asked for while the presentation runs waits for it to end.
        guard let shown = shownAlert, !isPresentingAlert else { return }
        shownAlert = nil
        guard shown.controller.presentingViewController != nil else {
            // Already gone with the layer presenting it.
            completion.report(.alertDismissed(shown.id))
            syncAlert()
            return
        }
        isDismissingAlert = true
        shown.controller.dismiss(animated: true) { [weak self] in
            guard let self else { return }
            isDismissingAlert = false
            completion.report(.alertDismissed(shown.id))
            syncAlert()
        }
    }

    /// The user ended the alert (a button, or a tap outside a dialog's popover): once the
    /// alert controller is gone, reports the dismissal and writes the answer back.
    private func userEnded(_ alert: AlertID, answer: AlertState.Action?) {
        guard let shown = shownAlert, shown.id == alert else { return }
        shownAlert = nil
        isDismissingAlert = true
        let finish = { [weak self] in
            guard let self else { return }
            isDismissingAlert = false
            completion.report(.alertDismissed(alert))
            if let answer {
                root.writeBack(.alertAnswered(alert, action: answer))
            } else {
                root.writeBack(.alertDismissed(alert))
            }
            syncAlert()
        }
        if let coordinator = shown.controller.transitionCoordinator {
            coordinator.animate(alongsideTransition: nil) { _ in finish() }
        } else {
            finish()
        }
    }

    /// A dialog's popover was dismissed by a tap outside it (iPad): no answer.
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
        guard let shown = shownAlert, shown.controller.presentationController === presentationController else { return }
        userEnded(shown.id, answer: nil)
    }
}
#endif
