import CoordinatorKit

extension AlertState.ID {
    /// The confirmation dialog shown before signing out.
    static let signOut = AlertState.ID("settings.signOut")
}

extension AlertState.Action {
    /// Signs out, from the sign-out dialog.
    static let signOut = AlertState.Action("signOut")
}

/// The confirmation dialog shown before signing out; its words are translated in
/// `Resources/<language>.lproj/Localizable.strings`.
enum SignOutDialog {
    static let alert = AlertState(
        id: .signOut,
        style: .confirmationDialog,
        title: NavigationText("Sign out?", bundle: .settings),
        message: NavigationText(
            "Your profile and orders stay on your account; this device forgets you until you sign in again.",
            bundle: .settings),
        buttons: [
            AlertState.Button(NavigationText("Sign Out", bundle: .settings), role: .destructive, action: .signOut),
            AlertState.Button(NavigationText("Cancel", bundle: .settings), role: .cancel, action: .cancel),
        ])
}
