import CoordinatorKit
import CoordinatorKitTestModules
import CoordinatorKitTesting
import Foundation
import Testing

@MainActor
struct SavingTests {
    @Test func savedStateRestoresEqualInAnotherRoot() throws {
        let source = try makeRoot(gate: TestAccessGate(granted: [.signedIn]))
        try source.open(link: "app://library/42/shop/gift/account/register?id=9A1B3C4D-0000-4000-8000-00000000002A")
        try source.perform(.showAlert(AlertState(id: .quit, title: "Leave?", buttons: [.init("Leave", action: .leave)])))
        let root = try makeRoot(gate: TestAccessGate(granted: [.signedIn]))
        try root.restoreState(from: try source.saveState())
        #expect(root.state == source.state)
        #expect(try root.saveState() == source.saveState())
    }

    @Test func restoringIsReportedAsRestoration() throws {
        let source = try makeRoot()
        try source.open(link: "app://shop/promo/B")
        let root = try makeRoot()
        let events = EventLog(root)
        try root.restoreState(from: try source.saveState())
        #expect(events.changes.map(\.cause) == [.restoration])
    }

    @Test func tabsAreRestoredByIdWhateverTheirOrderInTheApp() throws {
        let source = try makeRoot()
        try source.open(link: "app://library/42")
        let other = try RootCoordinator.testing(ShopModule(), LibraryModule())
        #expect(try other.restoreState(from: try source.saveState()) == .restored)
        #expect(other.state.tabs.map(\.id) == ["shop", "library"])
        #expect(other.state.selectedTab == "library")
        #expect(other.state[tab: "library"]?.stack.map(\.route) == [library(.book(id: 42))])
    }

    @Test func aScreenOfAModuleMissingFromTheAppIsLeftOutWithTheScreensAboveIt() throws {
        let source = try makeRoot()
        try source.open(link: "app://library/42/account/register")
        let data = try source.saveState()
        let other = try RootCoordinator.testing(LibraryModule(), ShopModule())
        let outcome = try other.restoreState(from: data)
        #expect(outcome == .partlyRestored(dropped: [DroppedScreen(tab: "library", depth: 2, reason: .unknownModule("account"))]))
        #expect(other.state[tab: "library"]?.stack.map(\.route) == [library(.book(id: 42))])
    }

    @Test func savedStateIsTheDocumentedJSON() throws {
        let root = try makeRoot()
        try root.open(link: "app://library/42")
        try root.show(LibraryRoute.search(query: "sea & sky"))
        let json = try #require(String(data: try root.saveState(), encoding: .utf8))
        #expect(json == #"{"format":"CoordinatorKit.navigation","version":3,"linkVersion":0,"selectedTab":"library","#
            + #""tabs":[{"id":"library","root":"library","stack":["library/42","library/search?q=sea%20%26%20sky"]},"#
            + #"{"id":"shop","root":"shop","stack":[]}]}"#)
    }
}
