#if canImport(SwiftUI)
import CoordinatorKitUI
import Profile
import SwiftUI

/// The form that edits the user's name and email. The fields are bound to the model;
/// Save asks it to check and store them, and a refused save shows its problem under the
/// field at fault.
@MainActor
struct ProfileEditView: View {
    @Bindable var model: ProfileEditViewModel

    var body: some View {
        Form {
            Section {
                TextField("Name", text: $model.name)
                    #if os(iOS)
                    .textContentType(.name)
                    #endif
            } header: {
                Text("Name")
            } footer: {
                if model.problem == .missingName {
                    ProblemText(problem: .missingName)
                }
            }
            Section {
                TextField("Email", text: $model.email)
                    .autocorrectionDisabled()
                    #if os(iOS)
                    .textContentType(.emailAddress)
                    .keyboardType(.emailAddress)
                    .textInputAutocapitalization(.never)
                    #endif
            } header: {
                Text("Email")
            } footer: {
                if model.problem == .invalidEmail {
                    ProblemText(problem: .invalidEmail)
                }
            }
        }
        .onSubmit { model.save() }
        .navigationTitle("Edit profile")
        #if os(iOS)
        .navigationBarTitleDisplayMode(.inline)
        #endif
        // Cancel replaces Back, so leaving the form is always a choice to discard.
        .navigationBarBackButtonHidden()
        .toolbar {
            ToolbarItem(placement: .cancellationAction) {
                Button("Cancel") { model.cancel() }
            }
            ToolbarItem(placement: .confirmationAction) {
                Button("Save") { model.save() }
            }
        }
        // Its own buttons are the way out: no second Done on a macOS sheet.
        .sheetDoneButtonHidden()
    }
}

/// Why the last save was refused, in words the user can act on.
@MainActor
private struct ProblemText: View {
    let problem: ProfileEditViewModel.Problem

    var body: some View {
        Label(message, systemImage: "exclamationmark.circle")
            .foregroundStyle(.red)
    }

    private var message: LocalizedStringKey {
        switch problem {
        case .missingName: "Enter your name."
        case .invalidEmail: "Enter an email address such as name@example.com."
        }
    }
}

extension ProfileEditViewModel: ScreenViewProviding {
    /// The screen drawn by ``ProfileEditView``.
    public var screenView: some View { ProfileEditView(model: self) }
}
#endif
