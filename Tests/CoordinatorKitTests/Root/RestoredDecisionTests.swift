import CoordinatorKit
import CoordinatorKitTestModules
import CoordinatorKitTesting
import Foundation
import Testing

/// Screens decided earlier — saved state, a pending navigation — pass through their
/// coordinator's `destination(for:)` again when they come back, as a link's screens do.
@MainActor
struct RestoredDecisionTests {
    private func libraryCoordinator(of root: RootCoordinator) throws -> LibraryCoordinator {
        try #require(root.coordinator(of: LibraryCoordinator.self, for: "library"))
    }

    @Test func aRestoredScreenTheCoordinatorNowDecidesOtherwiseIsReplacedAndReported() throws {
        let source = try makeRoot()
        try source.open(link: "app://library/1/2")
        let data = try source.saveState()

        let root = try makeRoot()
        try libraryCoordinator(of: root).redirects = [.book(id: 2): .chapter(book: 2, number: 1)]
        let outcome = try root.restoreState(from: data)

        #expect(outcome == .partlyRestored(dropped: [
            DroppedScreen(tab: "library", depth: 2, reason: .replaced(by: library(.chapter(book: 2, number: 1)))),
        ]))
        #expect(root.stackRoutes == [library(.book(id: 1)), library(.chapter(book: 2, number: 1))])
        // The same as opening the saved screens' link in this app.
        let linked = try makeRoot()
        try libraryCoordinator(of: linked).redirects = [.book(id: 2): .chapter(book: 2, number: 1)]
        try linked.open(link: "app://library/1/2")
        #expect(root.state == linked.state)
    }

    @Test func aReplacingScreenIsPresentedAsItsRouteAsksWithoutTheOldAlert() throws {
        let source = try makeRoot(gate: TestAccessGate(granted: [.signedIn]))
        try source.open(link: "app://library/7")
        try source.perform(.showAlert(AlertState(id: .quit, title: "Leave?", buttons: [.init("OK", action: .stay)])))
        let data = try source.saveState()

        let root = try makeRoot(gate: TestAccessGate(granted: [.signedIn]))
        try libraryCoordinator(of: root).redirects = [.book(id: 7): .vault]
        let outcome = try root.restoreState(from: data)

        #expect(outcome.dropped == [DroppedScreen(tab: "library", depth: 1, reason: .replaced(by: library(.vault)))])
        let top = try #require(root.state.currentTab?.stack.last)
        #expect(top.route == library(.vault))
        #expect(top.presentation == .bottomSheet(detents: [.medium, .large]))
        #expect(top.alert == nil)
    }

    @Test func aReplacingScreenThatOpensALayerBeyondTheLimitCutsTheStackThere() throws {
        let gate = TestAccessGate(granted: [.signedIn])
        let source = try makeRoot(gate: gate)
        for id in 1...6 {
            try source.perform(.show(library(.book(id: id)), as: .sheet))
        }
        try source.perform(.show(library(.book(id: 99)), as: .push))
        try source.perform(.show(library(.book(id: 100)), as: .push))
        #expect(source.state.currentTab?.layers.count == 7)  // the base and six sheets
        let data = try source.saveState()

        let root = try makeRoot(gate: gate)
        try libraryCoordinator(of: root).redirects = [.book(id: 99): .vault]
        let outcome = try root.restoreState(from: data)

        #expect(outcome.dropped == [
            DroppedScreen(tab: "library", depth: 7, reason: .beyondLimits(.tooManyLayers(count: 7, limit: 6))),
        ])
        #expect(root.stackRoutes == (1...6).map { library(.book(id: $0)) })
    }

    @Test func aReplacedTabRootIsReported() throws {
        let source = try makeRoot()
        try source.open(link: "app://library/3")
        let data = try source.saveState()

        let root = try makeRoot()
        try libraryCoordinator(of: root).redirects = [.shelf: .search(query: "new")]
        let outcome = try root.restoreState(from: data)

        #expect(outcome.dropped == [DroppedScreen(tab: "library", depth: 0, reason: .replaced(by: library(.search(query: "new"))))])
        #expect(root.state[tab: "library"]?.root.route == library(.search(query: "new")))
        #expect(root.stackRoutes == [library(.book(id: 3))])
    }

    @Test func aStateRestoredWithReplacementsIsRestoredWholeWhenSavedAgain() throws {
        let source = try makeRoot()
        try source.open(link: "app://library/1/2")
        let root = try makeRoot()
        try libraryCoordinator(of: root).redirects = [.book(id: 2): .book(id: 5)]
        try root.restoreState(from: try source.saveState())

        let again = try makeRoot()
        try libraryCoordinator(of: again).redirects = [.book(id: 2): .book(id: 5)]
        #expect(try again.restoreState(from: try root.saveState()) == .restored)
        #expect(again.state == root.state)
    }

    @Test func replacementsAreDescribedInASentence() {
        let screen = DroppedScreen(tab: "library", depth: 1, reason: .replaced(by: library(.vault)))
        #expect(screen.description == "tab 'library' at depth 1: its coordinator shows \(library(.vault)) in its place")
    }

    @Test func aTabWithAScreenItsCoordinatorNowDecidesOtherwiseHasNoLink() throws {
        let root = try makeRoot()
        try root.open(link: "app://library/1/2")
        #expect(root.currentLink?.path == "library/1/2")
        // The data behind book 2 changes while it is on screen: its link would open another.
        try libraryCoordinator(of: root).redirects = [.book(id: 2): .book(id: 5)]
        #expect(root.currentLink == nil)
        #expect(root.currentURL == nil)
    }

    @Test func aPendingNavigationIsDecidedAgainWhenItIsApplied() throws {
        let gate = TestAccessGate(grantingRoutes: [.signedIn: AccountRoute.signIn])
        let root = try makeRoot(gate: gate)
        try root.open(link: "app://library/1/vault")
        #expect(root.state.pending?.target.stack.map(\.route) == [library(.book(id: 1)), library(.vault)])
        // While the user signs in, the data behind book 1 changes.
        try libraryCoordinator(of: root).redirects = [.book(id: 1): .book(id: 9)]
        gate.granted.insert(.signedIn)
        try root.perform(.accessDidChange)
        #expect(root.state.pending == nil)
        #expect(root.stackRoutes == [library(.book(id: 9)), library(.vault)])
    }
}
