import CoordinatorKit
import CoordinatorKitTestModules
import CoordinatorKitTesting
import Observation
import Testing

/// What a module's inbox holds: observable, so a tab's badge follows it.
@MainActor @Observable
final class UnreadStore {
    var unread = 0
}

enum UnreadStoreKey: DependencyKey {
    @MainActor static var defaultValue: UnreadStore { UnreadStore() }
}

enum MailRoute: Route {
    case inbox
}

@MainActor
final class MailCoordinator: ModuleCoordinator {
    let store: UnreadStore
    init(store: UnreadStore) { self.store = store }
    func screen(for route: MailRoute) -> StandInScreen { StandInScreen(title: "\(route)") }
    var tabBadge: TabBadge? { .count(store.unread) }
}

struct MailModule: FeatureModule {
    var segment: String { "mail" }
    var tab: TabDescriptor? { TabDescriptor(title: "Mail", systemImage: "tray") }
    var rootRoute: MailRoute { .inbox }
    var codec: DeepLinkCodec<MailRoute> { DeepLinkCodec([DeepLinkRule(.inbox, path: [])]) }
    func makeCoordinator(navigator: Navigator<MailRoute>, dependencies: Dependencies) -> MailCoordinator {
        MailCoordinator(store: dependencies[UnreadStoreKey.self])
    }
}

@MainActor
struct TabBadgeAndReselectionTests {
    @Test func aTabsBadgeIsItsCoordinatorsAnswerAndNoneForZero() throws {
        let dependencies = Dependencies()
        let root = try RootCoordinator.testing(LibraryModule(), MailModule(), dependencies: dependencies)
        #expect(root.badge(ofTab: "mail") == nil)
        #expect(root.badge(ofTab: "library") == nil)
        #expect(root.badge(ofTab: "nowhere") == nil)
        dependencies[UnreadStoreKey.self].unread = 3
        #expect(root.badge(ofTab: "mail") == .count(3))
        #expect(root.badge(ofTab: "mail")?.description == "3")
    }

    @Test func readingABadgeUnderObservationIsToldWhenItsDataChanges() throws {
        let dependencies = Dependencies()
        let store = dependencies[UnreadStoreKey.self]
        let roots = try (0..<2).map { _ in
            try RootCoordinator.testing(LibraryModule(), MailModule(), dependencies: dependencies)
        }
        let told = Count()
        for root in roots {
            withObservationTracking { _ = root.badge(ofTab: "mail") } onChange: { told.value += 1 }
        }
        store.unread = 5
        #expect(told.value == 2)
        #expect(roots.map { $0.badge(ofTab: "mail") } == [.count(5), .count(5)])
    }

    @Test func reselectingATabAtItsRootIsReportedAndChangesNothing() throws {
        let root = try makeRoot()
        let events = EventLog(root)
        try root.perform(.writeBack(.tabSelected("library")))
        #expect(events.reselections == [TabReselection(tab: "library", wasAtRoot: true)])
        #expect(events.changes.isEmpty)
        #expect(events.events.count == 1)
    }

    @Test func reselectingATabAwayFromItsRootPopsItAndIsReported() throws {
        let root = try makeRoot()
        try root.open(link: "app://library/1/2")
        let events = EventLog(root)
        try root.perform(.writeBack(.tabSelected("library")))
        #expect(root.stackRoutes == [])
        #expect(events.reselections == [TabReselection(tab: "library", wasAtRoot: false)])
        try root.perform(.writeBack(.tabSelected("library")))
        #expect(events.reselections.last == TabReselection(tab: "library", wasAtRoot: true))
    }

    @Test func selectingAnotherTabIsNoReselection() throws {
        let root = try makeRoot()
        var reported: [TabReselection] = []
        let token = root.observe { event in
            if case .reselected(let reselection) = event { reported.append(reselection) }
        }
        try root.perform(.writeBack(.tabSelected("shop")))
        #expect(reported.isEmpty)
        root.removeObserver(token)
        try root.perform(.writeBack(.tabSelected("shop")))
        #expect(reported.isEmpty)
    }

    @Test func reselectionsArriveAsAnAsyncSequenceFedByAnObserver() async throws {
        let root = try makeRoot()
        let stream = eventStream(of: root) { if case .reselected(let reselection) = $0 { reselection } else { nil } }
        try root.perform(.writeBack(.tabSelected("library")))
        var iterator = stream.makeAsyncIterator()
        #expect(await iterator.next() == TabReselection(tab: "library", wasAtRoot: true))
    }
}

/// A count changed from an observation's `onChange`, which runs synchronously on the main
/// actor here (the store changes there).
private final class Count: @unchecked Sendable {
    var value = 0
}
