import CoordinatorKit
import CoordinatorKitText

extension ProfileEditViewModel: ScreenTextDescribing {
    /// The two fields, the last save's problem, an edit of the name (what typing does), and
    /// save or cancel.
    public var screenText: ScreenText {
        ScreenText(
            title: "Edit profile",
            lines: ["Name: \(name)", "Email: \(email)"] + (problem.map { ["Error: \($0.message)"] } ?? []),
            actions: [
                ScreenAction("Type ' Jr.' after the name") { self.name += " Jr." },
                ScreenAction("Save") { self.save() },
                ScreenAction("Cancel") { self.cancel() },
            ])
    }
}

extension ProfileEditViewModel.Problem {
    /// The problem as the shell states it.
    var message: String {
        switch self {
        case .missingName: "Enter your name."
        case .invalidEmail: "Enter an email address such as name@example.com."
        }
    }
}
