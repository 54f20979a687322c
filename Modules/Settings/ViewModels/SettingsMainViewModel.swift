import CoordinatorKit
import Observation

/// The Settings tab's root: the list of settings entries and the account entry.
@Observable
@MainActor
final class SettingsMainViewModel: ScreenModel {
    @ObservationIgnored private let account: AccountActions
    @ObservationIgnored private weak var navigation: (any SettingsNavigationDelegate)?

    init(account: AccountActions, navigation: any SettingsNavigationDelegate) {
        self.account = account
        self.navigation = navigation
    }

    /// Read on every render rather than stored: the session belongs to another module and
    /// changes without telling Settings.
    var isSignedIn: Bool { account.isSignedIn() }

    /// Whether the screen offers signing in: only when signed out and the app has a way.
    var canSignIn: Bool { !isSignedIn && account.signInLink != nil }

    func openAllergies() { navigation?.handle(.allergiesRequested) }
    func openProfileSettings() { navigation?.handle(.profileSettingsRequested) }
    func openNotifications() { navigation?.handle(.notificationsRequested) }
    func signOut() { navigation?.handle(.signOutRequested) }
    func signIn() { navigation?.handle(.signInRequested) }

    var title: String { "Settings" }

    var content: [String] {
        [isSignedIn ? "Account: signed in" : "Account: signed out"]
    }

    var actions: [ScreenAction] {
        var actions = [
            ScreenAction("Allergies") { self.openAllergies() },
            ScreenAction("Profile settings") { self.openProfileSettings() },
            ScreenAction("Notifications") { self.openNotifications() },
        ]
        if isSignedIn {
            actions.append(ScreenAction("Sign out") { self.signOut() })
        } else if canSignIn {
            actions.append(ScreenAction("Sign in") { self.signIn() })
        }
        return actions
    }
}
