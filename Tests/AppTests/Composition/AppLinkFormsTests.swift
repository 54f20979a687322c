import CoordinatorKit
import CoordinatorKitTesting
import CoordinatorKitTooling
import Foundation
import RecipesApp
import Testing

/// The demo's forms of links (issue 22): a root-level query, a slug looked up, a second
/// host, another module's screen on the current tab, and every route on every tab.
@MainActor
@Suite(.timeLimit(.minutes(1)))
struct AppLinkFormsTests {
    @Test func aRootLevelQueryOpensASectionAndPrintsBack() throws {
        let app = try AppComposition.make()
        try app.root.open(link: "recipes://recipes?category=soup")
        #expect(app.root.currentURL?.absoluteString == "recipes://recipes?category=soup")
    }

    @Test func aSlugLinkIsLookedUpThenOpened() async throws {
        let app = try AppComposition.make()
        try app.root.open(link: "recipes://r/shakshuka")
        #expect(app.root.pendingLookup?.key == "shakshuka")
        await app.root.waitForLookup()
        #expect(app.root.currentURL?.absoluteString == "recipes://recipes/1")
    }

    @Test func anUnknownSlugIsRefusedAndChangesNothing() async throws {
        let app = try AppComposition.make()
        let before = app.root.state
        let events = EventLog(app.root)
        try app.root.open(link: "recipes://r/pizza")
        await app.root.waitForLookup()
        #expect(app.root.state == before)
        // No caller waits for the lookup: its outcome is delivered, as an inbox link's is.
        #expect(events.deliveries.map(\.link) == ["recipes://r/pizza"])
        #expect(events.deliveries.map(\.receipt) == [nil])
        #expect(events.deliveries.map(\.error) == [
            .invalidLink(.lookupFailed(key: "pizza", reason: "no recipe is called 'pizza'")),
        ])
        #expect(events.refusals.isEmpty)
    }

    @Test func linksFromASecondHostAreAccepted() async throws {
        let app = try AppComposition.make()
        try app.root.open(link: "https://share.recipes.example/recipes/15")
        #expect(app.root.currentURL?.absoluteString == "recipes://recipes/15")
        try app.root.open(link: "https://share.recipes.example/r/miso-soup")
        await app.root.waitForLookup()
        #expect(app.root.currentURL?.absoluteString == "recipes://recipes/15")
        #expect(throws: NavigationError.self) { try app.root.open(link: "https://elsewhere.example/recipes/15") }
    }

    @Test func anotherModulesScreenIsPushedOnTheCurrentTab() throws {
        let app = try AppComposition.make(signedIn: true)
        try app.root.open(link: "recipes://profile")
        try app.root.open(path: "recipes/12", placement: .currentTab)
        #expect(app.root.state.selectedTab == "profile")
        #expect(app.root.currentURL?.absoluteString == "recipes://profile/recipes/12")
    }

    @Test func aModuleNameThatARuleClaimsIsWrittenAfterTheMarker() throws {
        let app = try AppComposition.make(signedIn: true)
        try app.root.open(path: "settings", placement: .currentTab)
        try app.root.open(path: "profile", placement: .currentTab)
        #expect(app.root.currentURL?.absoluteString == "recipes://recipes/settings/~/profile")
        let rebuilt = try AppComposition.make(signedIn: true)
        try rebuilt.root.open(link: "recipes://recipes/settings/~/profile")
        #expect(rebuilt.root.state.currentTab == app.root.state.currentTab)
        try rebuilt.root.open(link: "recipes://recipes/settings/profile")
        #expect(rebuilt.root.stackRoutes.map(\.description) == ["settings.profileSettings"])
    }

    @Test func everyDemoRouteOnEveryTabWithAnotherModulesRouteRebuildsItsState() throws {
        let app = try AppComposition.make(signedIn: true, subscribed: true)
        let root = app.root
        #expect(roundTripProblems(in: root.registry) == [])
        let samples = root.registry.modules.flatMap(\.sampleRoutes)
        var checked = 0
        for tab in root.registry.tabModules {
            for first in samples where first != tab.rootRoute {
                for second in samples where second.module != first.module {
                    guard let firstPath = root.registry.linkPath(for: first),
                        let secondPath = root.registry.linkPath(for: second)
                    else { continue }
                    try root.open(path: tab.segment)
                    do {
                        try root.performAsOneChange {
                            try root.open(path: firstPath, placement: .currentTab)
                            try root.open(path: secondPath, placement: .currentTab)
                        }
                    } catch {
                        continue  // refused as a whole (a requirement, a limit): nothing to print
                    }
                    guard root.state.pending == nil else { continue }
                    guard let link = try? root.registry.checkedLink(for: root.state) else {
                        Issue.record("no link: \(tab.id) \(first) \(second) → \(root.stackRoutes)")
                        continue
                    }
                    let rebuilt = try AppComposition.make(signedIn: true, subscribed: true)
                    try rebuilt.root.open(path: link.path)
                    #expect(rebuilt.root.state.currentTab == root.state.currentTab, "\(link)")
                    checked += 1
                }
            }
        }
        #expect(checked > 100)
    }
}
