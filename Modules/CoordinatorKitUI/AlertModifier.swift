#if canImport(SwiftUI)
import SwiftUI

/// Shows a layer's alert from state, where SwiftUI draws it: a custom alert drawn in place
/// over the layer when it is not drawn above everything (``AboveEverything``), and on
/// macOS the system alert or confirmation dialog.
///
/// On iOS, system alerts and confirmation dialogs are presented by the layer's observer
/// with `UIAlertController` (``LayerObserver``), so that the player can wait for UIKit to
/// finish presenting and dismissing them; on macOS, SwiftUI's `alert` and
/// `confirmationDialog` present them, and their endings are assumed
/// (``PlayedNavigation/alertSheetInterval``).
///
/// Each button sends ``WriteBack/alertAnswered(_:action:)``; the system resetting the
/// presentation binding sends ``WriteBack/alertDismissed(_:)``. The root takes the answer
/// exactly once in either order.
@MainActor
struct AlertModifier: ViewModifier {
    let alert: AlertID?
    let navigation: PlayedNavigation

    func body(content: Content) -> some View {
        content
            #if !(canImport(UIKit) && os(iOS))
            .alert(title, isPresented: isPresented(.alert), presenting: alert) { alert in
                AlertButtons(alert: alert, root: navigation.root)
            } message: { alert in
                AlertMessage(alert: alert.alert)
            }
            .confirmationDialog(
                title, isPresented: isPresented(.confirmationDialog), titleVisibility: .visible,
                presenting: alert
            ) { alert in
                AlertButtons(alert: alert, root: navigation.root)
            } message: { alert in
                AlertMessage(alert: alert.alert)
            }
            #endif
            .overlay {
                if let alert, alert.isCustom, !navigation.aboveEverything.draws(alert) {
                    CustomAlertHost(alert: CustomAlert(id: alert, root: navigation.root))
                        .transition(.opacity)
                }
            }
    }

    /// The alert's title (empty while no alert is up).
    private var title: Text {
        alert.map { Text($0.alert.title) } ?? Text(verbatim: "")
    }

    /// Whether the alert is up in `style`; set to `false` by the system when it dismisses it.
    private func isPresented(_ style: AlertState.Style) -> Binding<Bool> {
        let alert = alert
        let root = navigation.root
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
            Button(role: button.role.map(ButtonRole.init)) {
                root.writeBack(.alertAnswered(alert, action: button.action))
            } label: {
                Text(button.title)
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
    /// Shows `alert` over this layer in its style, where SwiftUI draws it.
    func showsAlert(_ alert: AlertID?, navigation: PlayedNavigation) -> some View {
        modifier(AlertModifier(alert: alert, navigation: navigation))
    }
}
#endif
