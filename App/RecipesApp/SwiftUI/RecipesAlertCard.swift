#if canImport(SwiftUI)
import CoordinatorKitUI
import SwiftUI

/// The app's design for custom alerts (``AlertState/Style/custom(_:)``): a card over a
/// dimmed layer, its buttons stacked in the order the alert gives them.
@MainActor
struct RecipesAlertCard: View {
    let alert: CustomAlert

    var body: some View {
        ZStack {
            Color.black.opacity(0.4)
                .ignoresSafeArea()
                .onTapGesture { alert.dismiss() }
            VStack(spacing: 16) {
                Text(alert.state.title)
                    .font(.title3.bold())
                if let message = alert.state.message {
                    Text(message)
                        .multilineTextAlignment(.center)
                }
                ForEach(alert.state.buttons, id: \.self) { button in
                    Button { alert.answer(button) } label: { Text(button.title) }
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
