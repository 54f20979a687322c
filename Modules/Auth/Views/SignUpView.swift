#if canImport(SwiftUI)
import Auth
import CoordinatorKitUI
import SwiftUI

/// The account-creation form: name, email and password, and what is wrong with them.
@MainActor
struct SignUpView: View {
    @Bindable var model: SignUpViewModel

    var body: some View {
        Form {
            Section {
                TextField("Name", text: $model.name)
                    #if os(iOS)
                    .textContentType(.name)
                    #endif
                TextField("Email", text: $model.email)
                    .emailAddressEntry()
                SecureField("Password", text: $model.password)
                    #if os(iOS)
                    .textContentType(.newPassword)
                    #endif
                    .onSubmit { model.submit() }
            } footer: {
                VStack(alignment: .leading, spacing: 6) {
                    Text("Use at least \(AuthSession.minimumPasswordLength) characters for your password.")
                    if let problem = model.problem {
                        FormProblem(message: Text(problem.description))
                    }
                }
            }
            Section {
                Button("Create Account") {
                    model.submit()
                }
                .disabled(!model.canSubmit)
            }
        }
        .navigationTitle("Create Account")
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

extension SignUpViewModel: ScreenViewProviding {
    /// The screen drawn by ``SignUpView``.
    public var screenView: some View { SignUpView(model: self) }
}
#endif
