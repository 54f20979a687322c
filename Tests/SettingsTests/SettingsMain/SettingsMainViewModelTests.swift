import CoordinatorKit
import CoordinatorKitTesting
import CoordinatorKitText
import Testing

@testable import Settings

/// Records the events a view model sends instead of navigating.
@MainActor
final class EventRecorder: SettingsNavigationDelegate {
    private(set) var events: [SettingsNavigationEvent] = []
    func handle(_ event: SettingsNavigationEvent) { events.append(event) }
}

@MainActor
struct SettingsMainViewModelTests {
    @Test func entriesSendTheirEvents() throws {
        let recorder = EventRecorder()
        let account = FakeAccount(isSignedIn: true)
        let model = SettingsMainViewModel(account: account.actions(), navigation: recorder)
        try model.tap("Allergies")
        try model.tap("Profile settings")
        try model.tap("Notifications")
        try model.tap("Sign out")
        #expect(recorder.events == [.allergiesRequested, .profileSettingsRequested, .notificationsRequested, .signOutRequested])
    }

    @Test func signedOutUserIsOfferedSignInInsteadOfSignOut() {
        let recorder = EventRecorder()
        let model = SettingsMainViewModel(account: FakeAccount(isSignedIn: false).actions(), navigation: recorder)
        #expect(model.screenText.actions.map(\.title) == ["Allergies", "Profile settings", "Notifications", "Sign in"])
        #expect(model.screenText.lines == ["Account: signed out"])
    }

    @Test func withoutAccountWiringNeitherSignInNorSignOutIsOffered() throws {
        let root = try makeSettingsRoot()
        let screen = try root.requiredTopScreenText()
        #expect(screen.actions.map(\.title) == ["Allergies", "Profile settings", "Notifications"])
    }

    @Test func tappingAllergiesPushesAllergies() throws {
        let root = try makeSettingsRoot()
        try root.tap("Allergies")
        #expect(root.stackRoutes == [settings(.allergies)])
        #expect(root.state.currentTab?.stack.first?.presentation == .push)
        #expect(try root.requiredTopScreenText().title == "Allergies")
    }

    @Test func tappingProfileSettingsAndNotificationsPushesThem() throws {
        let root = try makeSettingsRoot()
        try root.tap("Profile settings")
        #expect(root.stackRoutes == [settings(.profileSettings)])
        try root.perform(.pop)
        try root.tap("Notifications")
        #expect(root.stackRoutes == [settings(.notifications)])
    }

    @Test func signOutAsksForConfirmationOnTheMainScreen() throws {
        let account = FakeAccount(isSignedIn: true)
        let root = try makeComposedRoot(account: account)
        try root.tap("Sign out")

        let tab = try #require(root.state.currentTab)
        #expect(tab.alertDepth == 0)
        let dialog = try #require(tab.root.alert)
        #expect(dialog.style == .confirmationDialog)
        #expect(dialog.buttons.map(\.role) == [.destructive, .cancel])
        #expect(dialog.buttons.map(\.action) == [SettingsAlert.action(.signOut), .cancel])
        #expect(account.signOutCount == 0)
        #expect(account.gate.isGranted(.signedIn))
    }

    @Test func theSignOutDialogIsSavedAndRestoredAsSettingsDeclaresIt() throws {
        let root = try makeComposedRoot(account: FakeAccount(isSignedIn: true))
        try root.tap("Sign out")
        let restored = try makeComposedRoot(account: FakeAccount(isSignedIn: true))
        #expect(try restored.restoreState(from: try root.saveState()) == .restored)
        #expect(restored.state.currentTab?.root.alert?.id.rawValue == SettingsAlert.signOut.rawValue)
    }

    @Test func confirmingSignOutSignsOutAndLeavesGuardedScreens() throws {
        let account = FakeAccount(isSignedIn: true)
        let root = try makeComposedRoot(account: account)
        try root.open(link: "recipes://profile/orders")
        #expect(root.state[tab: "profile"]?.stack.map(\.route) == [profile("orders")])
        try root.open(link: "recipes://settings")

        try root.tap("Sign out")
        try root.perform(.answerAlert(SettingsAlert.action(.signOut)))

        #expect(account.signOutCount == 1)
        #expect(!account.gate.isGranted(.signedIn))
        #expect(root.state[tab: "profile"]?.stack == [])
        #expect(root.state.selectedTab == "settings")
        #expect(root.state.currentTab?.alert == nil)
        #expect(try root.requiredTopScreenText().actions.map(\.title).contains("Sign in"))
    }

    @Test func cancellingSignOutKeepsTheUserSignedIn() throws {
        let account = FakeAccount(isSignedIn: true)
        let root = try makeComposedRoot(account: account)
        try root.open(link: "recipes://profile/orders")
        try root.open(link: "recipes://settings")

        try root.tap("Sign out")
        try root.perform(.answerAlert(.cancel))

        #expect(account.signOutCount == 0)
        #expect(account.gate.isGranted(.signedIn))
        #expect(root.state[tab: "profile"]?.stack.map(\.route) == [profile("orders")])
        #expect(root.state.currentTab?.alert == nil)
    }

    @Test func signOutDialogGoesWhenTheUserLeavesTheMainScreen() throws {
        let account = FakeAccount(isSignedIn: true)
        let root = try makeComposedRoot(account: account)
        try root.tap("Sign out")
        try root.open(link: "recipes://settings/allergies")
        #expect(root.state.currentTab?.alert == nil)
        #expect(throws: NavigationError.noAlert) { try root.perform(.answerAlert(SettingsAlert.action(.signOut))) }
        #expect(account.signOutCount == 0)
    }

    @Test func tappingSignInOpensTheSignInLinkOverSettings() throws {
        let account = FakeAccount(isSignedIn: false)
        let root = try makeComposedRoot(account: account)
        try root.tap("Sign in")
        #expect(root.state.selectedTab == "settings")
        #expect(root.state.currentTab?.root.route == settings(.main))
        #expect(root.stackRoutes == [auth("signIn")])
        #expect(root.state.topEntry?.presentation == .fullScreenCover)
    }
}
