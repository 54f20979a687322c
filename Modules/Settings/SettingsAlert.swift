import CoordinatorKit

/// The alerts of Settings' screens and the actions of their buttons; the raw values are the
/// keys saved state keeps.
public enum SettingsAlert: String, ModuleAlert {
    /// The confirmation dialog shown before signing out.
    case signOut = "settings.signOut"

    /// What the buttons of Settings' alerts do besides cancelling.
    public enum Action: String, Sendable {
        /// Signs out, from the sign-out dialog.
        case signOut
    }
}

/// The confirmation dialog shown before signing out; its words are translated in
/// `Resources/<language>.lproj/Localizable.strings`.
enum SignOutDialog {
    static let alert = AlertState(
        SettingsAlert.signOut,
        style: .confirmationDialog,
        title: NavigationText("Sign out?", bundle: .settings),
        message: NavigationText(
            "Your profile and orders stay on your account; this device forgets you until you sign in again.",
            bundle: .settings),
        buttons: [
            AlertState.Button(
                NavigationText("Sign Out", bundle: .settings), role: .destructive, action: SettingsAlert.action(.signOut)),
            AlertState.Button(NavigationText("Cancel", bundle: .settings), role: .cancel, action: .cancel),
        ])
}
