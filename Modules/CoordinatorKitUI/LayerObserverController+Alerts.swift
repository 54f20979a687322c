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
/// SwiftUI rebuilds an observer when its view's identity changes (a layout switch, the
/// sidebar's detail, a replaced base root) and dismantles the old one
/// (https://developer.apple.com/documentation/swiftui/uiviewcontrollerrepresentable/dismantleuiviewcontroller(_:coordinator:)),
/// while the alert it presented stays presented by the controller hosting the layer. The
/// alert therefore belongs to ``PresentedSystemAlerts``, not to one observer: the observer
/// made for the same layer takes it over, buttons included; one that nobody takes over is
/// dismissed and reported dismissed, so that it never floats on with its answer lost and
/// every later presentation from that controller refused.
///
/// A confirmation dialog is an action sheet, in a popover without arrow centred on the
/// layer where the size class calls for one (iPad).
///
/// An alert comes and goes animated as the batch that shows or drops it is
/// (`TransitionPlayer.animatesSystemAlerts`): UIKit animates a presentation or dismissal as
/// its `animated` argument asks
/// (https://developer.apple.com/documentation/uikit/uiviewcontroller/present(_:animated:completion:)),
/// and the transaction that takes the animation out of an unanimated change's sheets and
/// covers (https://developer.apple.com/documentation/swiftui/transaction/disablesanimations)
/// does not reach a controller presented here. Unanimated, UIKit still runs the completion
/// once the alert is up or gone, so the player waits for it as for any other.
extension LayerObserverController: UIPopoverPresentationControllerDelegate {
    /// Shows `alert` (a system alert or dialog), or none.
    func show(_ alert: AlertID?) {
        wantedAlert = alert
        syncAlert()
    }

    /// Brings UIKit in line with the state: dismisses an alert the state dropped, then
    /// takes over the alert a dismantled observer of the layer left up, or presents the
    /// one the state shows once the layer is on screen and nothing else is up.
    func syncAlert() {
        if let shown = shownAlert, shown.id != wantedAlert {
            dismissShownAlert()
            return
        }
        guard let wanted = wantedAlert, shownAlert == nil, !isDismissingAlert, wanted != lastPresentedAlert,
            isVisible, let window = viewIfLoaded?.window
        else { return }
        if let left = PresentedSystemAlerts.takeOver(PresentedSystemAlerts.Key(root: root, alert: wanted), by: self, in: window) {
            shownAlert = (wanted, left)
            lastPresentedAlert = wanted
            isPresentingAlert = left.isBeingPresented
            left.popoverPresentationController?.delegate = self
            return
        }
        guard presentedViewController == nil else { return }
        presentAlert(wanted)
    }

    /// The alert's presentation ended: reported, and the state looked at again.
    func alertPresentationEnded(_ alert: AlertID) {
        isPresentingAlert = false
        completion.report(.alertPresented(alert))
        syncAlert()
    }

    /// SwiftUI dismantles this observer: the alert it shows goes to the observer that
    /// replaces it, or is dismissed and reported dismissed.
    func observerWillGo() {
        guard let shown = shownAlert else { return }
        shownAlert = nil
        PresentedSystemAlerts.release(PresentedSystemAlerts.Key(root: root, alert: shown.id), by: self)
    }

    private func presentAlert(_ alert: AlertID) {
        let state = alert.alert
        let key = PresentedSystemAlerts.Key(root: root, alert: alert)
        let style: UIAlertController.Style = state.style == .confirmationDialog ? .actionSheet : .alert
        let controller = UIAlertController(
            title: state.title.localized(), message: state.message?.localized(), preferredStyle: style)
        let ok = NavigationText("OK", bundle: .coordinatorKitUI)
        let cancel = NavigationText("Cancel", bundle: .coordinatorKitUI)
        for button in state.systemButtons(ok: ok, cancel: cancel) {
            let actionStyle = button.kind.style(
                normal: UIAlertAction.Style.default, cancel: .cancel, destructive: .destructive)
            controller.addAction(
                UIAlertAction(title: button.title.localized(), style: actionStyle) { _ in
                    PresentedSystemAlerts.userEnded(key, answer: button.action)
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
        PresentedSystemAlerts.add(controller, for: key, by: self)
        present(controller, animated: player.animatesSystemAlerts) {
            PresentedSystemAlerts.presentationEnded(key)
        }
        // Refused (the presenter is busy): it never completes. Forgotten, it is presented
        // again when the player, having read it is not shown, shows it again.
        if controller.presentingViewController == nil {
            shownAlert = nil
            lastPresentedAlert = nil
            isPresentingAlert = false
            PresentedSystemAlerts.remove(key)
        }
    }

    /// Dismisses the alert the state dropped and reports it once UIKit has.
    private func dismissShownAlert() {
        // A dismissal asked for while the presentation runs waits for it to end.
        guard let shown = shownAlert, !isPresentingAlert else { return }
        shownAlert = nil
        let key = PresentedSystemAlerts.Key(root: root, alert: shown.id)
        // Taken over by the observer that replaced this one: it is that one's to dismiss.
        guard PresentedSystemAlerts.isOwned(key, by: self) else { return }
        PresentedSystemAlerts.remove(key)
        guard shown.controller.presentingViewController != nil else {
            // Already gone with the layer presenting it.
            completion.report(.alertDismissed(shown.id))
            syncAlert()
            return
        }
        isDismissingAlert = true
        shown.controller.dismiss(animated: player.animatesSystemAlerts) { [weak self] in
            guard let self else { return }
            isDismissingAlert = false
            completion.report(.alertDismissed(shown.id))
            syncAlert()
        }
    }

    /// The user ended the alert (a button, or a tap outside a dialog's popover): once the
    /// alert controller is gone, reports the dismissal and writes the answer back.
    func userEnded(_ alert: AlertID, answer: AlertState.Action?) {
        guard let shown = shownAlert, shown.id == alert else { return }
        shownAlert = nil
        PresentedSystemAlerts.remove(PresentedSystemAlerts.Key(root: root, alert: alert))
        isDismissingAlert = true
        let finish = { [weak self] in
            guard let self else { return }
            isDismissingAlert = false
            completion.report(.alertDismissed(alert))
            root.writeBack(alert.ending(answer: answer))
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

extension LayerObserver {
    /// SwiftUI removes the observer: its alert is handed on or dismissed.
    static func dismantleUIViewController(_ controller: LayerObserverController, coordinator: ()) {
        controller.observerWillGo()
    }
}
#endif
