#if canImport(SwiftUI)
import CoordinatorKitUI
import SwiftUI

/// The app's design for custom alerts (``AlertState/Style/custom(_:)``): a card over a
/// dimmed layer, its buttons stacked in the order the alert gives them. The SwiftUI app
/// and the UIKit app draw it alike.
@MainActor
struct RecipesAlertCard: View {
    let state: AlertState
    let answer: @MainActor (AlertState.Button) -> Void
    let dismiss: @MainActor () -> Void

    /// The card of a custom alert the SwiftUI adapter draws.
    init(alert: CustomAlert) {
        state = alert.state
        answer = { alert.answer($0) }
        dismiss = { alert.dismiss() }
    }

    /// The card of a custom alert with the given answers.
    init(
        state: AlertState, answer: @escaping @MainActor (AlertState.Button) -> Void,
        dismiss: @escaping @MainActor () -> Void
    ) {
        self.state = state
        self.answer = answer
        self.dismiss = dismiss
    }

    var body: some View {
        ZStack {
            Color.black.opacity(0.4)
                .ignoresSafeArea()
                .onTapGesture { dismiss() }
            VStack(spacing: 16) {
                Text(state.title)
                    .font(.title3.bold())
                if let message = state.message {
                    Text(message)
                        .multilineTextAlignment(.center)
                }
                ForEach(state.buttons, id: \.self) { button in
                    Button { answer(button) } label: { Text(button.title) }
                        .buttonStyle(.borderedProminent)
                        .tint(button.role == .destructive ? .red : .accentColor)
                }
            }
            .padding(24)
            .background(.background, in: RoundedRectangle(cornerRadius: 20))
            .padding(40)
        }
    }
}
#endif
