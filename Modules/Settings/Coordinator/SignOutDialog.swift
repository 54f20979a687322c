import CoordinatorKit

/// The confirmation dialog shown before signing out, and the actions of its buttons.
enum SignOutDialog {
    static let id = "settings.signOut"
    static let confirmAction = "signOut"
    static let cancelAction = "cancel"

    static let alert = AlertState(
        id: id,
        style: .confirmationDialog,
        title: "Sign out?",
        message: "Your profile and orders stay on your account; this device forgets you until you sign in again.",
        buttons: [
            AlertState.Button("Sign Out", role: .destructive, action: confirmAction),
            AlertState.Button("Cancel", role: .cancel, action: cancelAction),
        ])
}
