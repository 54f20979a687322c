#if canImport(SwiftUI)
import Auth
import CoordinatorKitUI
import SwiftUI

/// The sign-in form: email and password, the last attempt's problem, and the ways to
/// create an account, reset the password or give up.
@MainActor
struct SignInView: View {
    @Bindable var model: SignInViewModel

    var body: some View {
        Form {
            Section {
                TextField("Email", text: $model.email)
                    .emailAddressEntry()
                SecureField("Password", text: $model.password)
                    .textContentType(.password)
                    .onSubmit { model.submit() }
            } footer: {
                if let problem = model.problem {
                    FormProblem(message: Text(problem.message))
                }
            }
            Section {
                Button("Sign In") {
                    model.submit()
                }
                .disabled(!model.canSubmit)
            }
            Section {
                Button("Create Account") {
                    model.createAccount()
                }
                Button("Forgot Password?") {
                    model.forgotPassword()
                }
            }
        }
        .navigationTitle("Sign In")
        .toolbar {
            ToolbarItem(placement: .cancellationAction) {
                Button("Cancel") {
                    model.cancel()
                }
            }
        }
        // Its own buttons are the way out: no second Done on a macOS sheet.
        .sheetDoneButtonHidden()
    }
}

extension SignInViewModel: ScreenViewProviding {
    /// The screen drawn by ``SignInView``.
    public var screenView: some View { SignInView(model: self) }
}
#endif
