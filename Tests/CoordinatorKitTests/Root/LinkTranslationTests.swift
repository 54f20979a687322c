import CoordinatorKit
import CoordinatorKitTestModules
import CoordinatorKitTesting
import Foundation
import Observation
import Testing

/// Links from the outside world: hosts by rule, the app's rewrite, lookups; and the reset
/// of every tab (issue 22).
@MainActor
@Suite(.timeLimit(.minutes(1)))
struct LinkTranslationTests {
    /// A social root whose links come from any `*.social` instance, as `https` links or
    /// as `social://<instance>/…`, and whose `@handle` and `s/<slug>` links need a lookup.
    func makeRoot(lookup: ScriptedLookup? = nil) throws -> RootCoordinator {
        var registry = ModuleRegistry()
        try registry.register(TimelineModule())
        try registry.register(PeopleModule())
        let root = RootCoordinator(
            registry: registry,
            configuration: DeepLinkConfiguration(
                schemes: ["social"], universalLinkHosts: ["social.example"],
                hostRule: .init("any *.social instance") { $0.hasSuffix(".social") }))
        root.linkTranslation = LinkTranslation(rewrite: Self.rewrite, lookup: lookup?.lookup)
        return root
    }

    /// The rewrite under test: pure, so it is tested on its own too.
    nonisolated static func rewrite(_ arriving: ArrivingLink) -> LinkRewrite {
        var segments = arriving.link.segments
        // social://<instance>/… carries the instance as its first segment.
        if arriving.host == nil, let first = segments.first, first.hasSuffix(".social") {
            segments.removeFirst()
        }
        if let first = segments.first, first.hasPrefix("@") {
            guard first.count > 1 else { return .refuse(reason: "a handle needs a name") }
            return segments.count == 2
                ? .open(DeepLink(segments: ["timeline", "status", segments[1]]))
                : .open(DeepLink(segments: ["people", String(first.dropFirst())]))
        }
        if segments.first == "s", segments.count == 2 { return .lookUp(segments[1]) }
        return segments == arriving.link.segments ? .keep : .open(DeepLink(segments: segments, queryItems: arriving.link.queryItems))
    }

    // MARK: Hosts and rewrite

    @Test func hostsComeFromTheListOrTheAppsRule() throws {
        let root = try makeRoot()
        try root.open(link: "https://social.example/timeline/status/a")
        #expect(root.stackRoutes == [timeline(.status(id: "a"))])
        try root.open(link: "https://mastodon.social/@ada")
        #expect(root.stackRoutes == [people(.person(handle: "ada"))])
        let before = root.state
        #expect(throws: NavigationError.invalidLink(.unsupportedHost(
            "evil.example", accepted: ["social.example", "any *.social instance"]))) {
            try root.open(link: "https://evil.example/@ada")
        }
        #expect(root.state == before)
    }

    @Test func rewriteTurnsForeignShapesIntoTheAppsPaths() throws {
        let root = try makeRoot()
        try root.open(link: "https://mastodon.social/@ada/109")
        #expect(root.stackRoutes == [timeline(.status(id: "109"))])
        try root.open(link: "social://fosstodon.social/people/bob")
        #expect(root.stackRoutes == [people(.person(handle: "bob"))])
        try root.open(link: "social://timeline?filter=local")
        #expect(root.stackRoutes == [timeline(.filtered(.local))])
    }

    @Test func rewriteIsPureAndSeesTheHost() {
        let arriving = ArrivingLink(
            text: "https://a.social/@ada", host: "a.social", link: DeepLink(segments: ["@ada"]))
        #expect(Self.rewrite(arriving) == .open(DeepLink(segments: ["people", "ada"])))
        #expect(Self.rewrite(arriving) == Self.rewrite(arriving))
    }

    @Test func refusedRewriteIsATypedErrorAndChangesNothing() throws {
        let root = try makeRoot()
        try root.open(link: "social://timeline/status/a")
        let before = root.state
        #expect(throws: NavigationError.invalidLink(.refusedByRewrite(reason: "a handle needs a name"))) {
            try root.open(link: "https://a.social/@")
        }
        #expect(root.state == before)
    }

    @Test func pathsInsideTheAppAreNotRewritten() throws {
        let root = try makeRoot()
        #expect(throws: NavigationError.self) { try root.open(path: "@ada") }
    }

    // MARK: Lookups

    @Test func lookupLeavesTheStateAsItWasUntilItAnswersThenAppliesOneChange() async throws {
        let script = ScriptedLookup()
        let root = try makeRoot(lookup: script)
        try root.open(link: "social://timeline/status/a")
        let before = root.state
        let events = EventLog(root)

        try root.open(link: "social://s/first-post")
        #expect(root.state == before)
        #expect(root.pendingLookup?.key == "first-post")
        #expect(root.pendingLookup?.link == "social://s/first-post")

        script.answer("first-post", with: .success("timeline/status/a1"))
        await root.waitForLookup()
        #expect(root.pendingLookup == nil)
        #expect(root.stackRoutes == [timeline(.status(id: "a1"))])
        #expect(events.changes.count == 1)
        #expect(events.changes.first?.cause == .command(.openLink("social://s/first-post")))
    }

    @Test func pendingLookupIsObservable() async throws {
        let script = ScriptedLookup()
        let root = try makeRoot(lookup: script)
        let fired = Fired()
        withObservationTracking { _ = root.pendingLookup } onChange: { fired.mark() }
        try root.open(link: "social://s/x")
        #expect(fired.count == 1)
        script.answer("x", with: .success("people"))
        await root.waitForLookup()
    }

    @Test func failedLookupIsDeliveredAsARefusedLinkAndChangesNothing() async throws {
        let script = ScriptedLookup()
        let root = try makeRoot(lookup: script)
        try root.open(link: "social://people/ada")
        let before = root.state
        let events = EventLog(root)

        try root.open(link: "social://s/missing")
        script.answer("missing", with: .failure(UnknownSlug(slug: "missing")))
        await root.waitForLookup()
        #expect(root.state == before)
        #expect(root.pendingLookup == nil)
        #expect(events.deliveries.map(\.link) == ["social://s/missing"])
        #expect(events.deliveries.map(\.error) == [.invalidLink(.lookupFailed(
            key: "missing", reason: "no recipe is called 'missing'"))])
        #expect(events.refusals.isEmpty)
    }

    @Test func aLookedUpPathThatDoesNotResolveIsRefusedAndChangesNothing() async throws {
        let script = ScriptedLookup()
        let root = try makeRoot(lookup: script)
        let before = root.state
        let events = EventLog(root)
        try root.open(link: "social://s/odd")
        script.answer("odd", with: .success("nowhere/7"))
        await root.waitForLookup()
        #expect(root.state == before)
        #expect(events.deliveries.compactMap(\.error).count == 1)
    }

    /// How the link that replaces a pending lookup arrives.
    enum NewerLink: CaseIterable, Sendable {
        case link, path, inbox
    }

    @Test(arguments: NewerLink.allCases)
    func aNewerLinkCancelsALookupThatNeverReturns(arrivingAs newer: NewerLink) async throws {
        let script = ScriptedLookup()
        let root = try makeRoot(lookup: script)
        let events = EventLog(root)

        try root.open(link: "social://s/slow")
        #expect(root.pendingLookup?.key == "slow")
        switch newer {
        case .link:
            try root.open(link: "social://people/ada")
        case .path:
            try root.open(path: "people/ada")
        case .inbox:
            try root.inbox.send(link: "social://people/ada")
            await root.inbox.waitUntilDelivered()
        }
        // Required: a lookup left pending would never end, and the wait below with it.
        try #require(root.pendingLookup == nil)
        #expect(root.stackRoutes == [people(.person(handle: "ada"))])
        await root.waitForLookup()
        // The inbox delivers its own link as well; the direct link's lookup is the one cancelled.
        #expect(events.deliveries.filter { $0.receipt == nil }.map(\.error) == [.invalidLink(.lookupCancelled(key: "slow"))])

        // The cancelled lookup's answer, arriving late, is never applied.
        script.answer("slow", with: .success("timeline/status/late"))
        await Task.yield()
        #expect(root.stackRoutes == [people(.person(handle: "ada"))])
        script.answerEverything()
    }

    // MARK: What became of a link

    @Test func aLinkThatNeedsNoLookupIsSettledWhenOpenReturns() throws {
        let root = try makeRoot()
        let events = EventLog(root)
        try root.open(link: "social://people/ada")
        #expect(root.stackRoutes == [people(.person(handle: "ada"))])

        let before = root.state
        #expect(throws: NavigationError.invalidLink(.unsupportedHost(
            "evil.example", accepted: ["social.example", "any *.social instance"]))) {
            try root.open(try #require(URL(string: "https://evil.example/@ada")))
        }
        #expect(root.state == before)
        #expect(events.deliveries.isEmpty)
    }

    @Test func aLinkThatNeedsALookupIsDeliveredWhenTheLookupHasAnswered() async throws {
        let script = ScriptedLookup()
        let root = try makeRoot(lookup: script)
        let events = EventLog(root)
        try root.open(link: "social://s/first-post")
        #expect(events.deliveries.isEmpty)
        #expect(root.pendingLookup?.key == "first-post")

        script.answer("first-post", with: .success("timeline/status/a1"))
        await root.waitForLookup()
        #expect(events.deliveries.map(\.link) == ["social://s/first-post"])
        #expect(events.deliveries.map(\.error) == [nil])
        #expect(root.stackRoutes == [timeline(.status(id: "a1"))])
    }

    @Test func aNewerLinkDeliversTheFirstLinkAsCancelled() async throws {
        let script = ScriptedLookup()
        let root = try makeRoot(lookup: script)
        let events = EventLog(root)
        try root.open(link: "social://s/slow")
        try root.open(link: "social://people/ada", placement: .owningTab)
        try #require(root.pendingLookup == nil)
        await root.waitForLookup()
        #expect(events.deliveries.map(\.error) == [.invalidLink(.lookupCancelled(key: "slow"))])
        #expect(root.stackRoutes == [people(.person(handle: "ada"))])
        script.answerEverything()
    }

    @Test func aNewerLookupReplacesAnOlderOne() async throws {
        let script = ScriptedLookup()
        let root = try makeRoot(lookup: script)
        try root.open(link: "social://s/one")
        try root.open(link: "social://s/two")
        #expect(root.pendingLookup?.key == "two")
        script.answer("one", with: .success("timeline/status/one"))
        script.answer("two", with: .success("timeline/status/two"))
        await root.waitForLookup()
        #expect(root.stackRoutes == [timeline(.status(id: "two"))])
    }

    @Test func aLookedUpLinkCanLandOnTheCurrentTab() async throws {
        let script = ScriptedLookup()
        let root = try makeRoot(lookup: script)
        try root.open(link: "social://timeline/status/a")
        try root.open(link: "social://s/ada", placement: .currentTab)
        script.answer("ada", with: .success("people/ada"))
        await root.waitForLookup()
        #expect(root.state.selectedTab == "timeline")
        #expect(root.stackRoutes == [timeline(.status(id: "a")), people(.person(handle: "ada"))])
    }

    @Test func theInboxKeepsArrivalOrderAcrossALookup() async throws {
        let script = ScriptedLookup()
        let root = try makeRoot(lookup: script)
        let events = EventLog(root)

        try root.inbox.send(link: "social://s/slow")
        try root.inbox.send(link: "social://people/ada")
        try root.inbox.send(link: "social://s/quick")
        script.answer("quick", with: .success("timeline/status/q"))
        await root.inbox.waitUntilDelivered()

        #expect(events.deliveries.map(\.receipt?.sequence) == [1, 2, 3])
        #expect(events.deliveries.map(\.error) == [.invalidLink(.lookupCancelled(key: "slow")), nil, nil])
        #expect(root.stackRoutes == [timeline(.status(id: "q"))])
        script.answerEverything()
    }

    @Test func theInboxWaitsForALookupUntilTheNextLinkArrives() async throws {
        let script = ScriptedLookup()
        let root = try makeRoot(lookup: script)
        let events = EventLog(root)

        try root.inbox.send(link: "social://s/never")
        while root.pendingLookup == nil { await Task.yield() }
        #expect(events.deliveries.isEmpty)
        try root.inbox.send(link: "social://timeline/status/b")
        await root.inbox.waitUntilDelivered()
        #expect(events.deliveries.map(\.error) == [.invalidLink(.lookupCancelled(key: "never")), nil])
        #expect(root.stackRoutes == [timeline(.status(id: "b"))])
        script.answerEverything()
    }

    // MARK: Every tab at once

    @Test func popEveryTabToRootEmptiesEveryStackInOneChange() throws {
        let root = try makeSocialRoot()
        try root.open(link: "social://people/ada/account/signin")
        try root.open(link: "social://timeline/status/a")
        try root.perform(.showAlert(AlertState(id: .a, title: "X", buttons: [])))
        let events = EventLog(root)

        try root.perform(.popEveryTabToRoot)
        #expect(root.state.tabs.allSatisfy { $0.stack.isEmpty && $0.alert == nil })
        #expect(root.state.selectedTab == "timeline")
        #expect(events.changes.map(\.cause) == [.command(.popEveryTabToRoot)])
        try root.perform(.popEveryTabToRoot)
        #expect(events.changes.count == 1)
    }
}

/// Counts the calls of an observation's `onChange`, which may run on any thread.
final class Fired: Sendable {
    private let lock = NSLock()
    private nonisolated(unsafe) var calls = 0
    func mark() { lock.withLock { calls += 1 } }
    var count: Int { lock.withLock { calls } }
}
