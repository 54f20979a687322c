import CoordinatorKit
import CoordinatorKitTesting
import Foundation
import RecipesApp
import Testing

/// Signing out resets the account's screens in every window in one change played without
/// animation; signing in resumes a link with its animation.
@MainActor
struct AccountResetTests {
    @Test func signingOutLeavesTheAccountsScreensWithoutAnimationInEveryWindow() throws {
        let services = try AppComposition.makeServices(signedIn: true)
        let first = services.makeWindow().root
        let second = services.makeWindow().root
        try first.open(link: "recipes://profile/edit")
        try second.open(link: "recipes://profile/edit")
        try first.open(link: "recipes://settings")
        try first.tap("Sign out")
        let events = [EventLog(first), EventLog(second)]
        try first.perform(.answerAlert(AlertState.Action(rawValue: "signOut")))
        // The first window's alert goes as the user answered it.
        #expect(events[0].changes.map(\.isAnimated) == [true, false])
        #expect(events[1].changes.map(\.isAnimated) == [false])
        #expect(events[1].changes.map(\.cause) == [.command(.accessDidChangeInAnotherWindow)])
        for root in [first, second] {
            #expect(root.state[tab: "profile"]?.stack.isEmpty == true)
        }
    }

    @Test func signingInResumesTheLinkWithAnimation() throws {
        let services = try AppComposition.makeServices()
        let root = services.makeWindow().root
        try root.open(link: "recipes://profile")
        let events = EventLog(root)
        #expect(services.signIn?() == true)
        try root.perform(.accessDidChange)
        #expect(root.state.selectedTab == "profile")
        #expect(!events.changes.isEmpty)
        #expect(events.changes.map(\.isAnimated).allSatisfy { $0 })
    }
}
