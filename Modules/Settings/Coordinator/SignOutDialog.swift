import CoordinatorKit

extension AlertState.ID {
    /// The confirmation dialog shown before signing out.
    static let signOut = AlertState.ID("settings.signOut")
}

extension AlertState.Action {
    /// Signs out, from the sign-out dialog.
    static let signOut = AlertState.Action("signOut")
}

/// The confirmation dialog shown before signing out.
enum SignOutDialog {
    static let alert = AlertState(
        id: .signOut,
        style: .confirmationDialog,
        title: "Sign out?",
        message: "Your profile and orders stay on your account; this device forgets you until you sign in again.",
        buttons: [
            AlertState.Button("Sign Out", role: .destructive, action: .signOut),
            AlertState.Button("Cancel", role: .cancel, action: .cancel),
        ])
}
