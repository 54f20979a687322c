#if canImport(SwiftUI)
import Settings
import SwiftUI

/// A settings entry that leads to another screen: an icon, a title and a disclosure mark,
/// as a button that calls the entry's intent (the coordinator decides how it is shown).
@MainActor
struct SettingsRow: View {
    let title: LocalizedStringKey
    let systemImage: String
    let action: () -> Void

    var body: some View {
        Button(action: action) {
            HStack {
                Label(title, systemImage: systemImage)
                    .foregroundStyle(.primary)
                Spacer(minLength: 0)
                Image(systemName: "chevron.forward")
                    .font(.footnote.weight(.semibold))
                    .foregroundStyle(.tertiary)
                    .accessibilityHidden(true)
            }
            .contentShape(Rectangle())
        }
        .buttonStyle(.plain)
    }
}
#endif
