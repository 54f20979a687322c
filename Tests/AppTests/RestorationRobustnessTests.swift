import CoordinatorKit
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

    @Test(arguments: ["", "{", "null", "[]", "{\"version\":999,\"tabs\":[]}", "{\"version\":1}", "\u{0}\u{1}"])
    func garbageIsRejectedAndTheStateKept(text: String) throws {
        let app = try AppComposition.make()
        try app.root.open(link: "recipes://settings/allergies")
        let before = app.root.state
        #expect(throws: NavigationError.self) { try app.root.restoreState(from: Data(text.utf8)) }
        #expect(app.root.state == before)
    }
}
