import CoordinatorKit
import Observation

/// The form that edits the user's name and email. Saving checks the fields, stores the
/// profile and asks to leave; invalid fields keep the user on the form with a message.
@Observable
@MainActor
final class ProfileEditViewModel: ScreenModel {
    var name: String
    var email: String
    /// Why the last save was refused, shown under the form.
    private(set) var errorMessage: String?
    @ObservationIgnored private let repository: any ProfileRepository
    @ObservationIgnored private weak var navigation: (any ProfileNavigationDelegate)?

    init(repository: any ProfileRepository, navigation: any ProfileNavigationDelegate) {
        self.repository = repository
        self.navigation = navigation
        self.name = repository.profile.name
        self.email = repository.profile.email
    }

    /// Why the fields cannot be saved as they are, or `nil` when they can.
    var validationError: String? {
        if name.allSatisfy(\.isWhitespace) { return "Enter your name." }
        let parts = email.split(separator: "@", omittingEmptySubsequences: false)
        guard parts.count == 2, !parts[0].isEmpty, parts[1].contains("."), !email.contains(" ") else {
            return "Enter an email address such as name@example.com."
        }
        return nil
    }

    func save() {
        if let problem = validationError {
            errorMessage = problem
            return
        }
        errorMessage = nil
        repository.updateProfile(UserProfile(name: name, email: email))
        navigation?.handle(.profileSaved)
    }

    func cancel() {
        navigation?.handle(.editingCancelled)
    }

    var title: String { "Edit profile" }

    var content: [String] {
        ["Name: \(name)", "Email: \(email)"] + (errorMessage.map { ["Error: \($0)"] } ?? [])
    }

    var actions: [ScreenAction] {
        [
            ScreenAction("Save") { self.save() },
            ScreenAction("Cancel") { self.cancel() },
        ]
    }
}
