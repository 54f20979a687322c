import Observation

/// The form that edits the user's name and email. Saving checks the fields, stores the
/// profile and asks to leave; invalid fields keep the user on the form with a problem.
///
/// Public, for the module's views target, as are its state and intents.
@Observable
@MainActor
public final class ProfileEditViewModel {
    /// What keeps the fields from being saved.
    public enum Problem: Hashable, Sendable {
        /// The name is empty or only blanks.
        case missingName
        /// The email is not of the form `name@example.com`.
        case invalidEmail
    }

    /// The name typed so far.
    public var name: String { didSet { reportEdits() } }
    /// The email typed so far.
    public var email: String { didSet { reportEdits() } }
    /// Whether the fields differ from the saved profile: the form then asks before it leaves.
    public private(set) var hasEdits = false
    /// Why the last save was refused, shown under the form; `nil` before a save.
    public private(set) var problem: Problem?
    @ObservationIgnored private let repository: any ProfileRepository
    @ObservationIgnored private weak var navigation: (any ProfileNavigationDelegate)?

    init(repository: any ProfileRepository, navigation: any ProfileNavigationDelegate) {
        self.repository = repository
        self.navigation = navigation
        self.name = repository.profile.name
        self.email = repository.profile.email
    }

    /// What keeps the fields, as they are now, from being saved; `nil` when they can be.
    public var validationProblem: Problem? {
        if name.allSatisfy(\.isWhitespace) { return .missingName }
        let parts = email.split(separator: "@", omittingEmptySubsequences: false)
        guard parts.count == 2, !parts[0].isEmpty, parts[1].contains("."), !email.contains(" ") else {
            return .invalidEmail
        }
        return nil
    }

    /// Saves the fields and leaves, or keeps the form open with ``problem`` set.
    public func save() {
        if let validationProblem {
            problem = validationProblem
            return
        }
        problem = nil
        repository.updateProfile(UserProfile(name: name, email: email))
        hasEdits = false
        navigation?.handle(.profileSaved)
    }

    /// Tells the coordinator when the fields start or stop differing from the saved profile.
    private func reportEdits() {
        let edited = name != repository.profile.name || email != repository.profile.email
        guard edited != hasEdits else { return }
        hasEdits = edited
        navigation?.handle(.editsChanged(hasEdits: edited))
    }

    /// Puts the saved profile back in the fields: the user discarded the edits.
    public func discardEdits() {
        name = repository.profile.name
        email = repository.profile.email
    }

    /// Leaves without saving: the coordinator asks first when there are edits.
    public func cancel() {
        navigation?.handle(.editingCancelled)
    }
}
