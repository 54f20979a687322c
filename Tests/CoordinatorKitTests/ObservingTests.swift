import CoordinatorKit
import CoordinatorKitTestModules
import CoordinatorKitTesting
import Testing

@MainActor
struct ObservingTests {
    @Test func changeStreamDeliversEachChangeOnceInOrder() async throws {
        let root = try makeRoot()
        let changes = root.changes()
        try root.open(link: "app://library/1")
        try root.perform(.pop)
        try root.perform(.selectTab("shop"))
        var causes: [NavigationChange.Cause] = []
        for await change in changes {
            causes.append(change.cause)
            if causes.count == 3 { break }
        }
        #expect(causes == [.command(.openLink("app://library/1")), .command(.pop), .action(.selectTab)])
    }

    @Test func changeStreamCarriesLinksAndState() async throws {
        let root = try makeRoot()
        let changes = root.changes()
        try root.open(link: "app://library/42")
        var iterator = changes.makeAsyncIterator()
        let change = try #require(await iterator.next())
        #expect(change.oldLink == "app://library")
        #expect(change.newLink == "app://library/42")
        #expect(change.state == root.state)
    }

    @Test func changeStreamStopsFeedingOnceItsConsumerIsCancelled() async throws {
        let root = try makeRoot()
        let received = Counter()
        let consumer = Task { @MainActor in
            for await _ in root.changes() {
                received.value += 1
            }
        }
        await Task.yield()
        try root.open(link: "app://library/1")
        while received.value < 1 { await Task.yield() }
        consumer.cancel()
        await consumer.value
        for _ in 0..<5 { await Task.yield() }
        try root.open(link: "app://library/2")
        for _ in 0..<5 { await Task.yield() }
        #expect(received.value == 1)
    }

    @Test func removedObserversHearNothingMore() throws {
        let root = try makeRoot()
        var heard = 0
        let token = root.observeChanges { _ in heard += 1 }
        try root.open(link: "app://library/1")
        root.removeObserver(token)
        root.removeObserver(token)
        try root.open(link: "app://library/2")
        #expect(heard == 1)
    }

    @Test func refusalsAreObservedAndStreamed() async throws {
        let root = try makeRoot(gate: TestAccessGate())
        var observed: [NavigationRefusal] = []
        root.observeRefusals { observed.append($0) }
        let refusals = root.refusals()
        try Navigator<LibraryRoute>(root: root).show(.vault, as: .push)
        var iterator = refusals.makeAsyncIterator()
        let streamed = try #require(await iterator.next())
        #expect(observed.map(\.request) == ["show library.vault"])
        #expect(streamed.error == .accessDenied(.signedIn))
    }
}

/// A count a test's tasks share on the main actor.
@MainActor
final class Counter {
    var value = 0
}
