#if canImport(SwiftUI) && canImport(UIKit) && os(iOS)
import UIKit

/// The system alerts the layers' observers have presented and not yet seen go, by root and
/// showing, with the observer each belongs to: an alert outlives the observer that
/// presented it when SwiftUI rebuilds the observer, and is taken over by the new one, or
/// dismissed when none takes it.
@MainActor
enum PresentedSystemAlerts {
    /// A showing of an alert in one root's navigation.
    struct Key: Hashable {
        let root: ObjectIdentifier
        let alert: AlertID

        init(root: RootCoordinator, alert: AlertID) {
            self.root = ObjectIdentifier(root)
            self.alert = alert
        }
    }

    private struct Entry {
        weak var controller: UIAlertController?
        weak var owner: LayerObserverController?
        weak var root: RootCoordinator?
        weak var completion: BatchCompletion?
        weak var player: TransitionPlayer?
    }

    private static var entries: [Key: Entry] = [:]

    static func add(_ controller: UIAlertController, for key: Key, by owner: LayerObserverController) {
        // Alerts gone with their window leave nothing behind.
        entries = entries.filter { $0.value.controller != nil }
        entries[key] = Entry(
            controller: controller, owner: owner, root: owner.root, completion: owner.completion, player: owner.player)
    }

    static func remove(_ key: Key) {
        entries[key] = nil
    }

    static func isOwned(_ key: Key, by observer: LayerObserverController) -> Bool {
        entries[key]?.owner === observer
    }

    /// The alert controller of `key` still presented in `window` by another observer, now
    /// `observer`'s; `nil` when there is none or it is leaving.
    static func takeOver(_ key: Key, by observer: LayerObserverController, in window: UIWindow) -> UIAlertController? {
        guard let entry = entries[key], entry.owner !== observer, let controller = entry.controller,
            let presenter = controller.presentingViewController, presenter.viewIfLoaded?.window === window,
            !controller.isBeingDismissed
        else { return nil }
        entries[key]?.owner = observer
        return controller
    }

    /// `observer` goes: unless another observer has taken its alert over, the alert has
    /// no owner and is dismissed — at once, or once its presentation has ended.
    static func release(_ key: Key, by observer: LayerObserverController) {
        guard entries[key]?.owner === observer else { return }
        entries[key]?.owner = nil
        guard let controller = entries[key]?.controller, !controller.isBeingPresented else { return }
        dismissUnowned(key)
    }

    /// The presentation of `key`'s alert ended: its observer hears of it, or, when it has
    /// none any more, the alert is dismissed.
    static func presentationEnded(_ key: Key) {
        if let owner = entries[key]?.owner {
            owner.alertPresentationEnded(key.alert)
        } else {
            entries[key]?.completion?.report(.alertPresented(key.alert))
            dismissUnowned(key)
        }
    }

    /// The user chose a button: its observer reports the answer once the alert has gone;
    /// an alert without an observer writes it back itself.
    static func userEnded(_ key: Key, answer: AlertState.Action?) {
        if let owner = entries[key]?.owner {
            owner.userEnded(key.alert, answer: answer)
            return
        }
        let entry = entries[key]
        entries[key] = nil
        entry?.completion?.report(.alertDismissed(key.alert))
        entry?.root?.writeBack(key.alert.ending(answer: answer))
    }

    /// Dismisses an alert no observer owns and reports it dismissed, through the root's
    /// write-back like an alert the user closed without answering; animated as the batch in
    /// flight is (an observer goes with the change that rebuilt its view).
    private static func dismissUnowned(_ key: Key) {
        guard let entry = entries[key] else { return }
        entries[key] = nil
        let report = {
            entry.completion?.report(.alertDismissed(key.alert))
            entry.root?.writeBack(.alertDismissed(key.alert))
        }
        guard let controller = entry.controller, controller.presentingViewController != nil,
            !controller.isBeingDismissed
        else { return report() }
        controller.dismiss(animated: entry.player?.animatesSystemAlerts ?? true) { report() }
    }
}
#endif
