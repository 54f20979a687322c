import CoordinatorKit
import CoordinatorKitTestModules
import CoordinatorKitTesting
import Testing

/// `goBackTo`: back to the nearest screen below the top that shows a given screen.
@MainActor
struct BackToAScreenTests {
    @Test func goingBackToAScreenRemovesEveryScreenAboveItsNearestShowing() throws {
        let root = try makeRoot()
        try root.open(link: "app://library/1/2/1/2")
        try root.perform(.goBackTo(library(.book(id: 1))))
        #expect(root.stackRoutes == [library(.book(id: 1)), library(.book(id: 2)), library(.book(id: 1))])
    }

    @Test func goingBackToTheTabsRootEmptiesTheStack() throws {
        let root = try makeRoot()
        try root.open(link: "app://library/1/2")
        try root.perform(.goBackTo(library(.shelf)))
        #expect(root.stackRoutes == [])
        #expect(root.state.selectedTab == "library")
    }

    @Test func goingBackAcrossAModalLayerDismissesItInTheSameChange() throws {
        let root = try makeRoot()
        try root.open(link: "app://library/1/2/account/signin/register")
        var changes: [NavigationChange] = []
        root.observe { if case .changed(let change) = $0 { changes.append(change) } }
        try root.perform(.goBackTo(library(.book(id: 1))))
        #expect(root.stackRoutes == [library(.book(id: 1))])
        #expect(changes.count == 1)
        #expect(changes.first?.cause == .command(.goBackTo(library(.book(id: 1)))))
    }

    @Test func theScreenOnTopIsNotWhereGoingBackLands() throws {
        let root = try makeRoot()
        try root.open(link: "app://library/1")
        let before = root.state
        #expect(throws: NavigationError.noSuchScreen("library.book(id: 1)")) {
            try root.perform(.goBackTo(library(.book(id: 1))))
        }
        #expect(root.state == before)
    }

    @Test func aScreenNowhereBelowTheTopIsRefusedAndChangesNothing() throws {
        let root = try makeRoot()
        try root.open(link: "app://library/1/2")
        let before = root.state
        #expect(throws: NavigationError.noSuchScreen("library.book(id: 3)")) {
            try root.perform(.goBackTo(library(.book(id: 3))))
        }
        #expect(root.state == before)
    }

    @Test func aNavigatorGoesBackToItsOwnModulesScreen() throws {
        let root = try makeRoot()
        let navigator = try Navigator<LibraryRoute>(root: root)
        try root.open(link: "app://library/1/2/account/signin")
        #expect(navigator.goBack(to: .book(id: 1)) == nil)
        #expect(root.stackRoutes == [library(.book(id: 1))])
    }

    @Test func aNavigatorRefusesAnotherModulesScreenAndReportsIt() throws {
        let root = try makeRoot()
        let navigator = try Navigator<AccountRoute>(root: root)
        try root.open(link: "app://library/1/account/signin/register")
        var refusals: [NavigationError] = []
        root.observe { if case .refused(let refusal) = $0 { refusals.append(refusal.error) } }
        let before = root.state
        #expect(navigator.perform(.goBackTo(library(.book(id: 1)))) == .outOfScope("goBackTo library.book(id: 1)", module: "account"))
        #expect(navigator.goBack(to: .reset(email: "a@b.c")) == .noSuchScreen("account.reset(email: \"a@b.c\")"))
        #expect(root.state == before)
        #expect(refusals.count == 2)
    }

    @Test func goingBackEndsAnAwaitedFlowWhoseLayerItCrossesAsDismissed() async throws {
        let root = try makeRoot()
        let navigator = try Navigator<LibraryRoute>(root: root)
        try root.show(LibraryRoute.book(id: 1))
        var outcome: Result<Int, FlowError>?
        navigator.show(.search(query: "x"), as: .sheet, expecting: Int.self) { outcome = $0 }
        try root.show(LibraryRoute.book(id: 2))
        try root.perform(.goBackTo(library(.book(id: 1))))
        #expect(root.stackRoutes == [library(.book(id: 1))])
        #expect(outcome == .failure(.cancelled(.dismissed)))
    }
}
