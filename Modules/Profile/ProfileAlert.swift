import CoordinatorKit

/// The alerts of Profile's screens and the actions of their buttons; the raw values are the
/// keys saved state keeps.
public enum ProfileAlert: String, ModuleAlert {
    /// The alert shown before the edited profile form leaves.
    case discardEdits = "profile.discardEdits"

    /// What the buttons of Profile's alerts do besides cancelling.
    public enum Action: String, Sendable {
        /// Lets the held change go on: its raw value is the built-in
        /// ``CoordinatorKit/AlertState/Action/leaveAnyway``'s, so the root lets the form go
        /// and the coordinator hears it too.
        case leaveAnyway
    }
}

/// The alert shown before the edit form with unsaved changes leaves, however it would
/// leave; "Discard" lets it go (``ProfileAlert/Action/leaveAnyway``), "Keep editing" stays. Its
/// words are translated in `Resources/<language>.lproj/Localizable.strings`.
enum DiscardEditsAlert {
    static let alert = AlertState(
        ProfileAlert.discardEdits,
        title: NavigationText("Discard your changes?", bundle: .profile),
        message: NavigationText("Your name and email are not saved yet.", bundle: .profile),
        buttons: [
            AlertState.Button(
                NavigationText("Discard", bundle: .profile), role: .destructive, action: ProfileAlert.action(.leaveAnyway)),
            AlertState.Button(NavigationText("Keep editing", bundle: .profile), role: .cancel, action: .cancel),
        ])
}
