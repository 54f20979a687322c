import Observation

/// The Settings tab's root: the list of settings entries and the account entry.
///
/// Public because ``SettingsScreen`` names it; its state and intents are internal, for the
/// module's own views.
@Observable
@MainActor
public final class SettingsMainViewModel {
    @ObservationIgnored private let account: AccountActions
    @ObservationIgnored private weak var navigation: (any SettingsNavigationDelegate)?

    init(account: AccountActions, navigation: any SettingsNavigationDelegate) {
        self.account = account
        self.navigation = navigation
    }

    /// Whether a user is signed in. Read on every render rather than stored: the session
    /// belongs to another module and changes without telling Settings.
    var isSignedIn: Bool { account.isSignedIn() }

    /// Whether the screen offers signing in: only when signed out and the app has a way.
    var canSignIn: Bool { !isSignedIn && account.signInPath != nil }

    /// Opens the allergies.
    func openAllergies() { navigation?.handle(.allergiesRequested) }
    /// Opens the profile settings.
    func openProfileSettings() { navigation?.handle(.profileSettingsRequested) }
    /// Opens the notification topics.
    func openNotifications() { navigation?.handle(.notificationsRequested) }
    /// Asks to sign out; the coordinator asks for confirmation first.
    func signOut() { navigation?.handle(.signOutRequested) }
    /// Starts signing in, through the link the app provides.
    func signIn() { navigation?.handle(.signInRequested) }
}
