#if canImport(SwiftUI)
import Auth
import CoordinatorKitUI
import SwiftUI

/// The request for a password-reset link, then the confirmation that it was sent; the
/// confirmation reads the same whether or not an account has the address.
@MainActor
struct ForgotPasswordView: View {
    @Bindable var model: ForgotPasswordViewModel

    var body: some View {
        Group {
            if model.isSent {
                ContentUnavailableView {
                    Label("Check Your Inbox", systemImage: "envelope.badge")
                } description: {
                    Text("If an account uses \(model.email), a reset link is on its way.")
                }
            } else {
                Form {
                    Section {
                        TextField("Email", text: $model.email)
                            .emailAddressEntry()
                            .onSubmit { model.submit() }
                    } header: {
                        Text("Your account's email")
                    } footer: {
                        if let problem = model.problem {
                            FormProblem(message: Text(problem.message))
                        } else {
                            Text("We'll email you a link to choose a new password.")
                        }
                    }
                    Section {
                        Button("Send Reset Link") {
                            model.submit()
                        }
                    }
                }
            }
        }
        .navigationTitle("Reset Password")
        .toolbar {
            ToolbarItem(placement: .cancellationAction) {
                Button("Close") {
                    model.close()
                }
            }
        }
        // Its own buttons are the way out: no second Done on a macOS sheet.
        .sheetDoneButtonHidden()
    }
}

extension ForgotPasswordViewModel: ScreenViewProviding {
    /// The screen drawn by ``ForgotPasswordView``.
    public var screenView: some View { ForgotPasswordView(model: self) }
}
#endif
