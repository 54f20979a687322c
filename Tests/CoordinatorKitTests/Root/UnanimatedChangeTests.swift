import CoordinatorKit
import CoordinatorKitTestModules
import CoordinatorKitTesting
import Testing

/// Whether a change is animated is data on the change (`NavigationChange.isAnimated`): the
/// app asks for none with `performAsOneChange(animated: false)`, and a restoration has none.
@MainActor
struct UnanimatedChangeTests {
    @Test func aChangeIsAnimatedUnlessTheAppSaysOtherwise() throws {
        let root = try makeRoot()
        let events = EventLog(root)
        try root.open(link: "app://library/1")
        try root.perform(.pop)
        #expect(events.changes.map(\.isAnimated) == [true, true])
    }

    @Test func aChangeMadeWithoutAnimationTellsObserversSoWithItsCause() throws {
        let root = try makeRoot()
        try root.open(link: "app://library/1/chapters/2")
        let events = EventLog(root)
        try root.performAsOneChange(animated: false) {
            try root.perform(.popEveryTabToRoot)
        }
        let change = try #require(events.changes.first)
        #expect(!change.isAnimated)
        #expect(change.cause == .command(.popEveryTabToRoot))
        #expect(root.state.currentTab?.stack == [])
    }

    @Test func anUnanimatedPartMakesTheWholeChangeUnanimated() throws {
        let root = try makeRoot()
        let events = EventLog(root)
        try root.performAsOneChange {
            try root.open(link: "app://library/1")
            try root.performAsOneChange(animated: false) {
                try root.show(LibraryRoute.chapter(book: 1, number: 2))
            }
        }
        #expect(events.changes.map(\.isAnimated) == [false])
    }

    @Test func theChangeAfterAnUnanimatedOneIsAnimatedAgain() throws {
        let root = try makeRoot()
        let events = EventLog(root)
        try root.performAsOneChange(animated: false) { try root.open(link: "app://library/1") }
        try root.perform(.pop)
        #expect(events.changes.map(\.isAnimated) == [false, true])
    }

    @Test func aChangeWhoseBodyThrowsLeavesTheNextOneAnimated() throws {
        let root = try makeRoot()
        let events = EventLog(root)
        #expect(throws: NavigationError.self) {
            try root.performAsOneChange(animated: false) { try root.open(link: "app://nowhere") }
        }
        try root.open(link: "app://library/1")
        #expect(events.changes.map(\.isAnimated) == [true])
    }

    @Test func aRestorationIsNotAnimated() throws {
        let saved = try makeRoot()
        try saved.open(link: "app://library/1")
        let root = try makeRoot()
        let events = EventLog(root)
        try root.restoreState(from: saved.saveState())
        let change = try #require(events.changes.first)
        #expect(change.cause == .restoration)
        #expect(!change.isAnimated)
    }

    @Test func aModulesNavigatorMakesAnUnanimatedChangeAsTheRootDoes() throws {
        let root = try makeRoot()
        let events = EventLog(root)
        let navigator = try Navigator<LibraryRoute>(root: root)
        navigator.performAsOneChange(animated: false) {
            navigator.show(.book(id: 3))
        }
        #expect(events.changes.map(\.isAnimated) == [false])
    }
}
