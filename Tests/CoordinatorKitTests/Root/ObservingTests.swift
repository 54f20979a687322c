import CoordinatorKit
import CoordinatorKitTestModules
import CoordinatorKitTesting
import Testing

@MainActor
struct ObservingTests {
    @Test func observersHearEachChangeOnceInOrder() throws {
        let root = try makeRoot()
        let events = EventLog(root)
        try root.open(link: "app://library/1")
        try root.perform(.pop)
        try root.perform(.selectTab("shop"))
        #expect(events.changes.map(\.cause) == [
            .command(.openLink("app://library/1")), .command(.pop), .command(.selectTab("shop")),
        ])
        #expect(events.events.count == 3)
    }

    @Test func aChangeCarriesLinksAndState() throws {
        let root = try makeRoot()
        let events = EventLog(root)
        try root.open(link: "app://library/42")
        let change = try #require(events.changes.first)
        #expect(change.oldLink == "app://library")
        #expect(change.newLink == "app://library/42")
        #expect(change.state == root.state)
    }

    @Test func removedObserversHearNothingMore() throws {
        let root = try makeRoot()
        var heard = 0
        let token = root.observe { _ in heard += 1 }
        try root.open(link: "app://library/1")
        root.removeObserver(token)
        root.removeObserver(token)
        try root.open(link: "app://library/2")
        #expect(heard == 1)
    }

    @Test func refusalsNoCallerCanCatchAreObserved() throws {
        let root = try makeRoot(gate: TestAccessGate())
        let events = EventLog(root)
        let returned = try Navigator<LibraryRoute>(root: root).show(.vault, as: .push)
        #expect(returned == .accessDenied(.signedIn))
        #expect(events.refusals.map(\.command.description) == ["show library.vault as push"])
        #expect(events.refusals.map(\.error) == [.accessDenied(.signedIn)])
        #expect(events.changes.isEmpty)
    }
}
