import Observation

/// The Settings tab's root: the list of settings entries and the account entry.
///
/// Public, for the module's views target, as are its state and intents.
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
    public var isSignedIn: Bool { account.isSignedIn() }

    /// Whether the screen offers signing in: only when signed out and the app has a way.
    public var canSignIn: Bool { !isSignedIn && account.signInPath != nil }

    /// Opens the allergies.
    public func openAllergies() { navigation?.handle(.allergiesRequested) }
    /// Opens the profile settings.
    public func openProfileSettings() { navigation?.handle(.profileSettingsRequested) }
    /// Opens the notification topics.
    public func openNotifications() { navigation?.handle(.notificationsRequested) }
    /// Asks to sign out; the coordinator asks for confirmation first.
    public func signOut() { navigation?.handle(.signOutRequested) }
    /// Starts signing in, through the link the app provides.
    public func signIn() { navigation?.handle(.signInRequested) }
}
