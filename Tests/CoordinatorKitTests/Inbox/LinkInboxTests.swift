import CoordinatorKit
import CoordinatorKitTestModules
import CoordinatorKitTesting
import Foundation
import Testing

// A time limit, so that a delivery that never comes fails the test instead of hanging it.
@MainActor
@Suite(.timeLimit(.minutes(1)))
struct LinkInboxTests {
    @Test func fiveHundredLinksFromConcurrentTasksAreOpenedInArrivalOrder() async throws {
        let links = (0..<500).map(orderSensitiveLink)
        let root = try makeInboxRoot(capacity: 512)
        var delivered: [LinkDelivery] = []
        var statesAfterEach: [NavigationState] = []
        root.observe { [unowned root] event in
            guard case .delivered(let delivery) = event else { return }
            delivered.append(delivery)
            statesAfterEach.append(root.state)
        }
        let inbox = root.inbox
        // Ten senders off the main actor, racing each other and the main actor's drain:
        // each sends five links at a time, then now and then waits for what was sent so far
        // to be opened, so that the others send while the main actor opens.
        let sent = await withTaskGroup(of: [Sent].self) { group in
            for sender in 0..<10 {
                group.addTask {
                    let own = stride(from: sender, to: links.count, by: 10).map { links[$0] }
                    var sent: [Sent] = []
                    for start in stride(from: 0, to: own.count, by: 5) {
                        sent += sendInOrder(Array(own[start..<min(start + 5, own.count)]), to: inbox)
                        if (start / 5 + sender) % 3 == 0 {
                            await inbox.waitUntilDelivered()
                        } else {
                            await Task.yield()
                        }
                    }
                    return sent
                }
            }
            var all: [Sent] = []
            for await part in group {
                all += part
            }
            return all
        }
        await inbox.waitUntilDelivered()

        let arrivalOrder = sent.sorted { $0.receipt < $1.receipt }
        #expect(arrivalOrder.map(\.receipt.sequence) == Array(1...500))
        #expect(firstDifference(delivered.map(\.receipt), arrivalOrder.map { $0.receipt as LinkReceipt? }) == nil)
        #expect(firstDifference(delivered.map(\.link), arrivalOrder.map(\.link)) == nil)

        // The same links opened one by one, in arrival order, on a fresh root: the same
        // outcome for each, the same state after each, the same final state.
        let replay = try makeInboxRoot()
        var replayErrors: [NavigationError?] = []
        var replayStates: [NavigationState] = []
        for item in arrivalOrder {
            replayErrors.append(refusal(opening: item.link, in: replay))
            replayStates.append(replay.state)
        }
        #expect(root.state == replay.state)
        #expect(firstDifference(delivered.map(\.error), replayErrors) == nil)
        #expect(firstDifference(statesAfterEach, replayStates) == nil)
        // No link is refused: the order shows in the states, not in errors.
        #expect(replayErrors.allSatisfy { $0 == nil })

        // The links are order-sensitive: in another order they end elsewhere, so the checks
        // above would catch links opened out of order.
        var generator = SeededGenerator(seed: 15)
        let shuffled = try makeInboxRoot()
        for link in arrivalOrder.map(\.link).shuffled(using: &generator) {
            _ = refusal(opening: link, in: shuffled)
        }
        #expect(shuffled.state != replay.state)
    }

    @Test func linksFromOneThreadKeepTheirOrderAmongOtherThreads() async throws {
        let root = try makeInboxRoot(capacity: 512)
        let events = EventLog(root)
        let inbox = root.inbox
        let threads = 4
        // Plain threads, as a delegate's callbacks run on, not tasks.
        let sentByThread = await Task.detached {
            let collector = SentCollector(count: threads)
            DispatchQueue.concurrentPerform(iterations: threads) { thread in
                collector.store(sendInOrder(links(ofThread: thread), to: inbox), at: thread)
            }
            return collector.values
        }.value
        await inbox.waitUntilDelivered()

        let delivered = events.deliveries
        #expect(delivered.map { $0.receipt?.sequence ?? 0 } == Array(1...(threads * 50)))
        for thread in 0..<threads {
            let sent = sentByThread[thread]
            #expect(sent.map(\.link) == links(ofThread: thread))
            #expect(sent.map(\.receipt) == sent.map(\.receipt).sorted())
            let deliveredOfThread = delivered.filter { Set(links(ofThread: thread)).contains($0.link) }
            #expect(deliveredOfThread.map(\.link) == links(ofThread: thread))
        }
    }

    @Test func refusedLinkIsReportedWithItsErrorAndTheLinksAfterItAreOpened() async throws {
        let root = try makeInboxRoot()
        let deliveries = eventStream(of: root) { if case .delivered(let delivery) = $0 { delivery } else { nil } }
        let inbox = root.inbox
        try await Task.detached {
            try inbox.send(link: "app://library/1")
            try inbox.send(link: "app://library/nope")
            try inbox.send(link: "app://shop/promo/SPRING")
        }.value

        var iterator = deliveries.makeAsyncIterator()
        var received: [LinkDelivery] = []
        for _ in 0..<3 {
            received.append(try #require(await iterator.next()))
        }
        #expect(received.map(\.receipt?.sequence) == [1, 2, 3])
        #expect(received.map(\.link) == ["app://library/1", "app://library/nope", "app://shop/promo/SPRING"])
        #expect(received.map(\.error) == [
            nil, .invalidLink(.invalidParameter(name: "id", value: "nope", position: 1, expected: "Int")), nil,
        ])
        #expect(root.state.selectedTab == "shop")
        #expect(root.stackRoutes == [shop(.promo(code: "SPRING"))])
        #expect(root.state[tab: "library"]?.stack.map(\.route) == [library(.book(id: 1))])
    }

    @Test func fullInboxRefusesTheLinkOverItsCapacityAndTakesLinksAgainOnceDelivered() async throws {
        let root = try makeInboxRoot()
        #expect(root.inbox.capacity == 64)
        // The test holds the main actor, so nothing is delivered until it awaits.
        for id in 1...64 {
            try root.inbox.send(link: "app://library/\(id)")
        }
        #expect(throws: NavigationError.inboxFull(capacity: 64)) {
            try root.inbox.send(link: "app://shop")
        }
        await root.inbox.waitUntilDelivered()
        #expect(root.stackRoutes == [library(.book(id: 64))])

        let receipt = try root.inbox.send(link: "app://shop")
        #expect(receipt.sequence == 65)
        await root.inbox.waitUntilDelivered()
        #expect(root.state.selectedTab == "shop")
    }

    @Test func cancellingAWaitEndsItBeforeTheLinksAreDeliveredAndTheyStillAre() async throws {
        let root = try makeInboxRoot()
        try root.inbox.send(link: "app://library/1")
        let inbox = root.inbox
        let ended = DispatchSemaphore(value: 0)
        // One wait cancelled before it starts waiting, one (most likely) while it waits.
        let early = Task.detached {
            await inbox.waitUntilDelivered()
            ended.signal()
        }
        early.cancel()
        let late = Task.detached {
            await inbox.waitUntilDelivered()
            ended.signal()
        }
        block(for: 0.05)
        late.cancel()
        // The test holds the main actor throughout, so no link can be delivered: the waits
        // end because they were cancelled.
        #expect(wait(for: ended) && wait(for: ended))
        #expect(root.stackRoutes.isEmpty)

        await inbox.waitUntilDelivered()
        #expect(root.stackRoutes == [library(.book(id: 1))])
    }

    /// Holds the calling thread (here the main actor) for `seconds`.
    private func block(for seconds: TimeInterval) {
        Thread.sleep(forTimeInterval: seconds)
    }

    /// Holds the calling thread until `semaphore` is signalled; `false` after 10 s.
    private func wait(for semaphore: DispatchSemaphore) -> Bool {
        semaphore.wait(timeout: .now() + 10) == .success
    }

    @Test func inboxCapacityIsTheRootsChoice() throws {
        let root = try makeInboxRoot(capacity: 2)
        try root.inbox.send(path: "library/1")
        try root.inbox.send(path: "library/2")
        #expect(throws: NavigationError.inboxFull(capacity: 2)) {
            try root.inbox.send(path: "library/3")
        }
    }

    @Test func linkOverTheLengthLimitIsRefusedWhenSentWithTheErrorOpeningGives() throws {
        let root = try makeInboxRoot()
        let long = "app://library/" + String(repeating: "7", count: 3_000)
        let tooLong = NavigationError.invalidLink(.tooLong(length: long.utf8.count, limit: 2_048))
        #expect(throws: tooLong) {
            try root.open(link: long)
        }
        #expect(throws: tooLong) {
            try root.inbox.send(link: long)
        }
    }

    @Test func urlsAndPathsAreOpenedAsTheRootOpensThemWithALinkCause() async throws {
        let root = try makeInboxRoot()
        let events = EventLog(root)
        let url = try #require(URL(string: "https://example.com/library/42"))
        let inbox = root.inbox
        try await Task.detached {
            try inbox.send(url)
            try inbox.send(path: "shop/promo/A")
        }.value
        await inbox.waitUntilDelivered()

        #expect(events.changes.map(\.cause) == [
            .command(.openLink("https://example.com/library/42")), .command(.openPath("shop/promo/A")),
        ])
        #expect(root.state[tab: "library"]?.stack.map(\.route) == [library(.book(id: 42))])
        #expect(root.stackRoutes == [shop(.promo(code: "A"))])
    }

    @Test func linkSentWhileDeliveringIsOpenedAfterTheLinksAlreadyWaiting() async throws {
        let root = try makeInboxRoot()
        var delivered: [String] = []
        root.observe { [unowned root] event in
            guard case .delivered(let delivery) = event else { return }
            delivered.append(delivery.link)
            if delivery.receipt?.sequence == 1 {
                _ = try? root.inbox.send(link: "app://shop")
            }
        }
        try root.inbox.send(link: "app://library/1")
        try root.inbox.send(link: "app://library/2")
        await root.inbox.waitUntilDelivered()
        // The link sent during the first delivery was sent after the wait began.
        await root.inbox.waitUntilDelivered()

        #expect(delivered == ["app://library/1", "app://library/2", "app://shop"])
        #expect(root.state.selectedTab == "shop")
    }

    @Test func waitingReturnsAtOnceWhenNothingIsWaiting() async throws {
        let root = try makeInboxRoot()
        await root.inbox.waitUntilDelivered()
        try root.inbox.send(link: "app://library/3")
        await root.inbox.waitUntilDelivered()
        await root.inbox.waitUntilDelivered()
        #expect(root.stackRoutes == [library(.book(id: 3))])
    }

    @Test func removedDeliveryObserverIsNoLongerTold() async throws {
        let root = try makeInboxRoot()
        var delivered: [Int?] = []
        let token = root.observe { event in
            if case .delivered(let delivery) = event { delivered.append(delivery.receipt?.sequence) }
        }
        try root.inbox.send(link: "app://library/1")
        await root.inbox.waitUntilDelivered()
        root.removeObserver(token)
        try root.inbox.send(link: "app://library/2")
        await root.inbox.waitUntilDelivered()
        #expect(delivered == [1])
        #expect(root.stackRoutes == [library(.book(id: 2))])
    }

    @Test func linksWaitingWhenTheRootIsReleasedAreDroppedAndWaitingEnds() async throws {
        var root: RootCoordinator? = try makeInboxRoot()
        weak let released = root
        let inbox = try #require(root?.inbox)
        try inbox.send(link: "app://library/1")
        root = nil
        #expect(released == nil)

        await inbox.waitUntilDelivered()
        let receipt = try inbox.send(link: "app://library/2")
        #expect(receipt.sequence == 2)
        await inbox.waitUntilDelivered()
    }
}

/// A root with the library, shop and account test modules and an inbox of `capacity`.
@MainActor
private func makeInboxRoot(capacity: Int = LinkInbox.defaultCapacity) throws -> RootCoordinator {
    try RootCoordinator.testing(
        LibraryModule(), ShopModule(), AccountModule(),
        schemes: ["app"], hosts: ["example.com"], inboxCapacity: capacity)
}

/// The `index`-th link of the ordering test. Each changes the state differently, and
/// some act on whatever they find (an account screen is presented over the current tab,
/// an empty path returns the current tab to its root), so the state after a run of them
/// depends on their order.
private func orderSensitiveLink(_ index: Int) -> String {
    switch index % 5 {
    case 0: "app://library/\(index)"
    case 1: "app://shop/promo/P\(index)"
    case 2: "app://account/reset?email=u\(index)%40example.com"
    case 3: "app://library/\(index)/chapters/\(index % 7)"
    default: "app:///"
    }
}

/// The 50 links the thread numbered `thread` sends, each to a book of its own.
private func links(ofThread thread: Int) -> [String] {
    (0..<50).map { "app://library/\(thread * 1_000 + $0)" }
}

/// The first position where two lists differ, or where the shorter one ends; `nil` when
/// they are equal. (A failure then names one position rather than printing 500 states.)
private func firstDifference<Element: Equatable>(_ left: [Element], _ right: [Element]) -> Int? {
    let common = zip(left, right).enumerated().first { $0.element.0 != $0.element.1 }?.offset
    return common ?? (left.count == right.count ? nil : min(left.count, right.count))
}

/// A link sent and its receipt.
private struct Sent: Sendable {
    let receipt: LinkReceipt
    let link: String
}

/// Sends `links` one after another from the calling thread, recording each receipt.
private func sendInOrder(_ links: [String], to inbox: LinkInbox) -> [Sent] {
    var sent: [Sent] = []
    for link in links {
        do {
            sent.append(Sent(receipt: try inbox.send(link: link), link: link))
        } catch {
            Issue.record("the inbox refused \(link): \(error)")
        }
    }
    return sent
}

/// The error opening `link` throws, or `nil` when it is opened.
@MainActor
private func refusal(opening link: String, in root: RootCoordinator) -> NavigationError? {
    do {
        try root.open(link: link)
        return nil
    } catch {
        return error
    }
}

/// What several threads sent, each in its own slot.
private final class SentCollector: Sendable {
    private let lock = NSLock()
    private nonisolated(unsafe) var slots: [[Sent]]

    init(count: Int) {
        slots = Array(repeating: [], count: count)
    }

    func store(_ sent: [Sent], at slot: Int) {
        lock.lock()
        defer { lock.unlock() }
        slots[slot] = sent
    }

    var values: [[Sent]] {
        lock.lock()
        defer { lock.unlock() }
        return slots
    }
}
