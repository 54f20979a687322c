import CoordinatorKit
import CoordinatorKitText
import Foundation
import RecipesApp
import Testing

/// Restored state is input too: each screen passes the checks a link passes, and what
/// cannot pass is left out and reported, never rendered into a trap or a missing tab.
@MainActor
struct RestorationRobustnessTests {
    /// The saved state of a fresh app after `link`, as text.
    func savedText(after link: String) throws -> String {
        let app = try AppComposition.make()
        try app.root.open(link: link)
        return String(decoding: try app.root.saveState(), as: UTF8.self)
    }

    // Finding 4.
    @Test func productCountOutOfRangeIsDroppedOnRestoreLikeALink() throws {
        let text = try savedText(after: "recipes://products/product?id=\(productID)&count=5")
        let tampered = text.replacingOccurrences(of: "&count=5", with: "&count=9223372036854775807")
        #expect(tampered != text)
        let app = try AppComposition.make()
        let outcome = try app.root.restoreState(from: Data(tampered.utf8))
        guard case .partlyRestored(let dropped) = outcome else {
            Issue.record("expected a partial restoration, got \(outcome)")
            return
        }
        #expect(dropped.map(\.tab) == ["products"])
        #expect(dropped.first?.depth == 1)
        #expect(app.root.state.selectedTab == "products")
        #expect(app.root.state.currentTab?.stack == [])
        // Every screen renders.
        for tab in app.root.state.tabs {
            for depth in 0...tab.stack.count {
                #expect(app.root.screenText(inTab: tab.id, atDepth: depth) != nil)
            }
        }
    }

    @Test func intactStateIsRestoredWhole() throws {
        let text = try savedText(after: "recipes://products/product?id=\(productID)&count=5")
        let app = try AppComposition.make()
        #expect(try app.root.restoreState(from: Data(text.utf8)) == .restored)
        #expect(app.root.currentLink?.path == "products/product?id=\(productID)&count=5")
    }

    // Finding 5.
    @Test func pendingNavigationToATabThatDoesNotExistIsDropped() throws {
        let text = try savedText(after: "recipes://profile/edit")
        #expect(text.contains("\"pending\""))
        // The pending navigation comes after the tabs; its target is the first tab in it.
        let pending = try #require(text.range(of: "\"pending\""))
        let target = try #require(text.range(of: "\"target\":{\"id\":\"profile\"", range: pending.upperBound..<text.endIndex))
        let tampered = text.replacingCharacters(in: target, with: "\"target\":{\"id\":\"nope\"")
        let app = try AppComposition.make()
        let outcome = try app.root.restoreState(from: Data(tampered.utf8))
        #expect(outcome.dropped.contains { $0.reason == .unknownTab("nope") })
        #expect(app.root.state.pending == nil)
        #expect(app.root.state.tabs.map(\.id).contains("nope") == false)
        #expect(app.root.state.selectedTab.map { id in app.root.state.tabs.contains { $0.id == id } } == true)
    }

    // Fuzz finding 1 (Docs/Fuzzing.md): restored screens pass through their coordinator.
    @Test func aPremiumRecipeSavedByASubscriberRestoresAsItsPaywallWithoutASubscription() throws {
        let subscriber = try AppComposition.make(signedIn: true, subscribed: true)
        try subscriber.root.open(link: "recipes://recipes/42")
        #expect(subscriber.root.state.currentTab?.stack.map(\.route.description) == ["recipes.detail(id: 42)"])

        let app = try AppComposition.make()
        let outcome = try app.root.restoreState(from: try subscriber.root.saveState())
        #expect(outcome.dropped.map(\.depth) == [1])
        #expect(outcome.dropped.first.map { "\($0.reason)" }?.contains("paywall(recipeID: 42)") == true)
        let top = try #require(app.root.state.currentTab?.stack.last)
        #expect(top.route.description == "recipes.paywall(recipeID: 42)")
        #expect(top.presentation == .sheet)
        // What the link to the recipe opens for this user, and its link rebuilds it.
        let linked = try AppComposition.make()
        try linked.root.open(link: "recipes://recipes/42")
        #expect(app.root.state == linked.root.state)
        #expect(app.root.currentLink == linked.root.currentLink)
    }

    @Test func aPaywallSavedWithoutASubscriptionRestoresAsTheRecipeForASubscriber() throws {
        let reader = try AppComposition.make()
        try reader.root.open(link: "recipes://recipes/42")
        #expect(reader.root.state.currentTab?.stack.last?.route.description == "recipes.paywall(recipeID: 42)")

        let app = try AppComposition.make(signedIn: true, subscribed: true)
        let outcome = try app.root.restoreState(from: try reader.root.saveState())
        #expect(outcome.dropped.count == 1)
        let top = try #require(app.root.state.currentTab?.stack.last)
        #expect(top.route.description == "recipes.detail(id: 42)")
        #expect(top.presentation == .push)
        let link = try #require(app.root.currentLink)
        let linked = try AppComposition.make(signedIn: true, subscribed: true)
        try linked.root.open(link: link.url(scheme: AppComposition.scheme))
        #expect(linked.root.state.currentTab == app.root.state.currentTab)
    }

    @Test(arguments: ["", "{", "null", "[]", "{\"version\":999,\"tabs\":[]}", "{\"version\":1}", "\u{0}\u{1}"])
    func garbageIsRejectedAndTheStateKept(text: String) throws {
        let app = try AppComposition.make()
        try app.root.open(link: "recipes://settings/allergies")
        let before = app.root.state
        #expect(throws: NavigationError.self) { try app.root.restoreState(from: Data(text.utf8)) }
        #expect(app.root.state == before)
    }
}
