import CoordinatorKit

extension AlertState.ID {
    /// The alert shown before the edited profile form leaves.
    static let discardEdits = AlertState.ID("profile.discardEdits")
}

/// The alert shown before the edit form with unsaved changes leaves, however it would
/// leave; "Discard" lets it go (``AlertState/Action/leaveAnyway``), "Keep editing" stays. Its
/// words are translated in `Resources/<language>.lproj/Localizable.strings`.
enum DiscardEditsAlert {
    static let alert = AlertState(
        id: .discardEdits,
        title: NavigationText("Discard your changes?", bundle: .profile),
        message: NavigationText("Your name and email are not saved yet.", bundle: .profile),
        buttons: [
            AlertState.Button(NavigationText("Discard", bundle: .profile), role: .destructive, action: .leaveAnyway),
            AlertState.Button(NavigationText("Keep editing", bundle: .profile), role: .cancel, action: .cancel),
        ])
}
