import CoordinatorKit
import CoordinatorKitText

extension SettingsMainViewModel: ScreenTextDescribing {
    /// The account's state, the entries, then signing out or in where it applies.
    public var screenText: ScreenText {
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
        return ScreenText(
            title: "Settings", lines: [isSignedIn ? "Account: signed in" : "Account: signed out"], actions: actions)
    }
}
