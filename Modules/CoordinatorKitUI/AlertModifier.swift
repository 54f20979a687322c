#if canImport(SwiftUI)
import SwiftUI

/// Shows a layer's alert from state: a system alert, a confirmation dialog, or a custom
/// alert drawn above the whole layer, navigation bar included.
///
/// Each button sends ``WriteBack/alertAnswered(_:action:)``; the system resetting the
/// presentation binding sends ``WriteBack/alertDismissed(_:)``. The root takes the answer
/// exactly once in either order.
@MainActor
struct AlertModifier: ViewModifier {
    let alert: AlertID?
    let root: RootCoordinator

    func body(content: Content) -> some View {
        content
            .alert(alert?.alert.title ?? "", isPresented: isPresented(.alert), presenting: alert) { alert in
                AlertButtons(alert: alert, root: root)
            } message: { alert in
                AlertMessage(alert: alert.alert)
            }
            .confirmationDialog(
                alert?.alert.title ?? "", isPresented: isPresented(.confirmationDialog), titleVisibility: .visible,
                presenting: alert
            ) { alert in
                AlertButtons(alert: alert, root: root)
            } message: { alert in
                AlertMessage(alert: alert.alert)
            }
            .overlay {
                if let alert, case .custom(let name) = alert.alert.style {
                    CustomAlertHost(alert: CustomAlert(name: name, id: alert, root: root))
                }
            }
    }

    /// Whether the alert is up in `style`; set to `false` by the system when it dismisses it.
    private func isPresented(_ style: AlertState.Style) -> Binding<Bool> {
        let alert = alert
        let root = root
        let isShown = alert?.alert.style == style
        return Binding(
            get: { isShown },
            set: { newValue in
                if !newValue, isShown, let alert {
                    root.writeBack(.alertDismissed(alert))
                }
            })
    }
}

/// An alert's buttons as SwiftUI buttons, each answering the alert.
@MainActor
struct AlertButtons: View {
    let alert: AlertID
    let root: RootCoordinator

    var body: some View {
        ForEach(alert.alert.buttons, id: \.self) { button in
            Button(button.title, role: button.role.map(ButtonRole.init)) {
                root.writeBack(.alertAnswered(alert, action: button.action))
            }
        }
    }
}

/// An alert's message, or nothing.
struct AlertMessage: View {
    let alert: AlertState

    var body: some View {
        if let message = alert.message {
            Text(message)
        }
    }
}

extension ButtonRole {
    /// The SwiftUI role of an alert button's role.
    init(_ role: AlertState.ButtonRole) {
        switch role {
        case .cancel: self = .cancel
        case .destructive: self = .destructive
        }
    }
}

@MainActor
extension View {
    /// Shows `alert` over this layer in its style.
    func showsAlert(_ alert: AlertID?, root: RootCoordinator) -> some View {
        modifier(AlertModifier(alert: alert, root: root))
    }
}
#endif
