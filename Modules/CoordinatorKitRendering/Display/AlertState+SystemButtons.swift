import CoordinatorKit
extension AlertState {
    /// A button as a system alert controller shows it, for a renderer that builds one
    /// (`UIAlertController`): decided here, once, so that every renderer shows an alert's
    /// buttons alike and the rules are tested without a toolkit.
    package struct SystemButton: Equatable, Sendable {
        /// How the system draws a button.
        package enum Kind: Equatable, Sendable {
            case normal, cancel, destructive

            /// The renderer's own style for this kind, such as `UIAlertAction.Style`:
            /// `kind.style(normal: .default, cancel: .cancel, destructive: .destructive)`.
            package func style<Style>(normal: Style, cancel: Style, destructive: Style) -> Style {
                switch self {
                case .normal: normal
                case .cancel: cancel
                case .destructive: destructive
                }
            }
        }

        /// The button's title.
        package let title: NavigationText
        /// How the system draws it.
        package let kind: Kind
        /// The answer the button gives; `nil` for the OK or Cancel button the system adds,
        /// which dismisses the alert without an answer.
        package let action: Action?

        /// Creates a button as the system shows it.
        package init(title: NavigationText, kind: Kind, action: Action?) {
            self.title = title
            self.kind = kind
            self.action = action
        }
    }

    /// The buttons a system alert controller shows for this alert, in order.
    ///
    /// The system takes one cancel button at most: a second button with the cancel role
    /// is drawn as a normal one. As SwiftUI does, an alert without buttons gets `ok` and a
    /// confirmation dialog without a cancel button gets `cancel`, either answering nothing.
    ///
    /// - Parameters:
    ///   - ok: The renderer's own word for the button of an alert without buttons.
    ///   - cancel: The renderer's own word for a dialog's added cancel button.
    package func systemButtons(ok: NavigationText, cancel: NavigationText) -> [SystemButton] {
        var result: [SystemButton] = []
        result.reserveCapacity(buttons.count + 1)
        var hasCancel = false
        for button in buttons {
            let isCancel = button.role == .cancel && !hasCancel
            hasCancel = hasCancel || isCancel
            let kind: SystemButton.Kind = isCancel ? .cancel : button.role == .destructive ? .destructive : .normal
            result.append(SystemButton(title: button.title, kind: kind, action: button.action))
        }
        if buttons.isEmpty {
            result.append(SystemButton(title: ok, kind: .cancel, action: nil))
        } else if style == .confirmationDialog, !hasCancel {
            result.append(SystemButton(title: cancel, kind: .cancel, action: nil))
        }
        return result
    }
}

extension AlertState {
    /// The answer VoiceOver's escape gesture gives the alert: its cancel button's — as a
    /// system alert controller's escape chooses its cancel action — or none, a dismissal
    /// without an answer, when no button has the cancel role
    /// (https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilityperformescape()).
    /// A renderer drawing a custom alert ends it with this on the gesture, so that the
    /// alert's coordinator hears what it hears from the cancel button.
    public var escapeAnswer: Action? {
        buttons.first { $0.role == .cancel }?.action
    }
}

extension AlertID {
    /// What the root hears when the user ends the alert: the chosen button's action, or a
    /// dismissal without an answer (the OK or Cancel a renderer added, a tap outside a
    /// dialog's popover, an escape without a cancel button).
    package func ending(answer: AlertState.Action?) -> WriteBack {
        answer.map { .alertAnswered(self, action: $0) } ?? .alertDismissed(self)
    }
}

extension TransitionPlayer {
    /// Whether a system alert the renderer presents or dismisses itself (UIKit's
    /// `UIAlertController`, whose `present(_:animated:completion:)` and
    /// `dismiss(animated:completion:)` animate as their `animated` argument asks) comes and
    /// goes animated now: as the batch in flight is, since that batch shows or drops it — an
    /// unanimated change (a restoration, an account reset) animates none of it; no SwiftUI
    /// transaction reaches a controller the renderer presents. Between batches (an alert
    /// left up by an observer that went) it animates.
    package var animatesSystemAlerts: Bool {
        batchInFlight?.isAnimated ?? true
    }
}
