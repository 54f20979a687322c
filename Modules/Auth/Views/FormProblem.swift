#if canImport(SwiftUI)
import Auth
import SwiftUI

/// What is wrong with a form, shown under its fields in the error colour.
@MainActor
struct FormProblem: View {
    let message: Text

    var body: some View {
        Label {
            message
        } icon: {
            Image(systemName: "exclamationmark.circle.fill")
                .accessibilityHidden(true)
        }
        .foregroundStyle(.red)
        .font(.callout)
    }
}

extension View {
    /// Fields for an email address: no capitals or corrections, and the email keyboard on iOS.
    func emailAddressEntry() -> some View {
        #if os(iOS)
        self.textContentType(.emailAddress)
            .keyboardType(.emailAddress)
            .textInputAutocapitalization(.never)
            .autocorrectionDisabled()
        #else
        self.autocorrectionDisabled()
        #endif
    }
}
#endif
