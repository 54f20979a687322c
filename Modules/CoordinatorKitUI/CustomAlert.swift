#if canImport(SwiftUI)
import SwiftUI

/// An alert in the app's own design (``AlertState/Style/custom(_:)``), as the view the app
/// draws it with receives it: its state, and the two things the user can do with it.
///
/// The adapter draws the app's view above everything, tab bar included (on iOS in a window
/// of its own), edge to edge: the view draws its backdrop and its card, and fades in and
/// out with the change that shows or takes the alert.
///
/// ```swift
/// CoordinatorRootView(root: root)
///     .customAlerts { alert in
///         BrandedAlertCard(alert: alert)
///     }
/// ```
@MainActor
public struct CustomAlert {
    let id: AlertID
    let root: RootCoordinator

    /// The name the alert's style gives, telling the app which design to draw.
    public var name: String {
        if case .custom(let name) = id.alert.style { return name }
        return ""
    }

    /// The alert's title, message and buttons.
    public var state: AlertState { id.alert }

    /// Answers the alert with one of its buttons:
    /// ``WriteBack/alertAnswered(_:action:)``. The alert fades out.
    public func answer(_ button: AlertState.Button) {
        withAnimation {
            root.writeBack(.alertAnswered(id, action: button.action))
        }
    }

    /// Dismisses the alert without an answer (a tap outside it):
    /// ``WriteBack/alertDismissed(_:)``. The alert fades out.
    public func dismiss() {
        withAnimation {
            root.writeBack(.alertDismissed(id))
        }
    }

    /// Ends the alert as VoiceOver's escape gesture does: as its cancel button would
    /// (`AlertState.escapeAnswer`), or without an answer when it has none. The alert fades out.
    func escape() {
        withAnimation {
            root.writeBack(id.ending(answer: state.escapeAnswer))
        }
    }
}

/// The app's hook for custom alerts: a view for each custom alert.
struct CustomAlertViewKey: EnvironmentKey {
    static var defaultValue: (@MainActor (CustomAlert) -> AnyView)? { nil }
}

extension EnvironmentValues {
    /// The view the app draws a custom alert with; `nil` for the adapter's plain card.
    var customAlertView: (@MainActor (CustomAlert) -> AnyView)? {
        get { self[CustomAlertViewKey.self] }
        set { self[CustomAlertViewKey.self] = newValue }
    }
}

extension View {
    /// Draws the custom alerts below this view (``AlertState/Style/custom(_:)``) with
    /// `content`, above everything, tab bar included; an alert leaves with its screen.
    ///
    /// Apply it to ``CoordinatorRootView``: the root view hands it to the window it draws
    /// custom alerts in on iOS.
    ///
    /// - Parameter content: The view for an alert, drawn edge to edge; switch over
    ///   ``CustomAlert/name`` to draw several designs.
    public func customAlerts<Content: View>(
        @ViewBuilder _ content: @escaping @MainActor (CustomAlert) -> Content
    ) -> some View {
        environment(\.customAlertView) { alert in AnyView(content(alert)) }
    }
}

/// Draws a custom alert with the app's view, or a plain card when the app has none, edge to
/// edge; modal for VoiceOver, which ignores what lies beside it
/// (https://developer.apple.com/documentation/swiftui/accessibilitytraits/ismodal), and
/// ended by its escape gesture, "dismisses a modal view or cancels an operation"
/// (https://developer.apple.com/documentation/swiftui/accessibilityactionkind/escape), as its
/// cancel button ends it.
@MainActor
struct CustomAlertHost: View {
    let alert: CustomAlert
    @Environment(\.customAlertView) private var customAlertView

    var body: some View {
        ZStack {
            if let customAlertView {
                customAlertView(alert)
            } else {
                PlainAlertCard(alert: alert)
            }
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .accessibilityElement(children: .contain)
        .accessibilityAddTraits(.isModal)
        .accessibilityAction(.escape) { alert.escape() }
    }
}

/// The custom alert the adapter draws when the app supplies none: a dimmed backdrop over
/// everything and a card with the title, message and buttons.
@MainActor
struct PlainAlertCard: View {
    let alert: CustomAlert

    var body: some View {
        ZStack {
            Color.black.opacity(0.3)
                .ignoresSafeArea()
                .onTapGesture { alert.dismiss() }
                .accessibilityHidden(true)
            VStack(spacing: 12) {
                Text(alert.state.title).font(.headline)
                if let message = alert.state.message {
                    Text(message).font(.body)
                }
                ForEach(alert.state.buttons, id: \.self) { button in
                    Button(role: button.role.map(ButtonRole.init)) {
                        alert.answer(button)
                    } label: {
                        Text(button.title)
                    }
                }
            }
            .padding()
            .background(.regularMaterial, in: RoundedRectangle(cornerRadius: 16))
            .padding(32)
        }
    }
}
#endif
