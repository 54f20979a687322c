import CoordinatorKit
import CoordinatorKitTestModules
import CoordinatorKitTesting
import Testing

/// "Single top": showing the screen already on top changes nothing and says so.
@MainActor
struct NoDoublePushTests {
    @Test func showingTheScreenOnTopAgainIsRefusedAndChangesNothing() throws {
        let root = try makeRoot()
        try root.show(LibraryRoute.book(id: 1))
        let before = root.state
        var changes = 0
        root.observe { if case .changed = $0 { changes += 1 } }
        #expect(throws: NavigationError.alreadyShowing(library(.book(id: 1)))) {
            try root.show(LibraryRoute.book(id: 1))
        }
        #expect(root.state == before)
        #expect(root.stackRoutes == [library(.book(id: 1))])
        #expect(changes == 0)
    }

    @Test func showingTheTabsRootScreenAtItsRootIsRefused() throws {
        let root = try makeRoot()
        #expect(throws: NavigationError.alreadyShowing(library(.shelf))) {
            try root.show(LibraryRoute.shelf)
        }
        #expect(root.stackRoutes == [])
    }

    @Test func theSameScreenShownAnotherWayIsShown() throws {
        let root = try makeRoot()
        try root.show(LibraryRoute.book(id: 1))
        try root.show(LibraryRoute.book(id: 1), as: .sheet)
        #expect(root.state.currentTab?.stack.map(\.presentation) == [.push, .sheet])
    }

    @Test func aScreenBelowTheTopOrWithOtherValuesIsShownAgain() throws {
        let root = try makeRoot()
        try root.show(LibraryRoute.book(id: 1))
        try root.show(LibraryRoute.book(id: 2))
        try root.show(LibraryRoute.book(id: 1))
        #expect(root.stackRoutes == [library(.book(id: 1)), library(.book(id: 2)), library(.book(id: 1))])
    }

    @Test func whatTheCoordinatorDecidesIsComparedWithTheTop() throws {
        let root = try makeRoot()
        try root.show(LibraryRoute.book(id: 2))
        let coordinator = try #require(root.coordinator(of: LibraryCoordinator.self, for: "library"))
        coordinator.redirects[.book(id: 1)] = .book(id: 2)
        #expect(throws: NavigationError.alreadyShowing(library(.book(id: 2)))) {
            try root.show(LibraryRoute.book(id: 1))
        }
        #expect(root.stackRoutes == [library(.book(id: 2))])
    }

    @Test func aNavigatorReportsTheSecondTapAsARefusal() throws {
        let root = try makeRoot()
        let navigator = try Navigator<LibraryRoute>(root: root)
        var refusals: [String] = []
        root.observe { if case .refused(let refusal) = $0 { refusals.append("\(refusal.command): \(refusal.error)") } }
        #expect(navigator.show(.book(id: 1)) == nil)
        #expect(navigator.show(.book(id: 1)) == .alreadyShowing(library(.book(id: 1))))
        #expect(root.stackRoutes == [library(.book(id: 1))])
        #expect(refusals == [
            "show library.book(id: 1): The top screen already shows library.book(id: 1); it is not shown twice.",
        ])
    }

    @Test func anAwaitedFlowOverItsOwnScreenIsRefused() throws {
        let root = try makeRoot()
        let navigator = try Navigator<LibraryRoute>(root: root)
        try root.show(LibraryRoute.search(query: "x"), as: .sheet)
        var outcome: Result<Int, FlowError>?
        navigator.show(.search(query: "x"), as: .sheet, expecting: Int.self) { outcome = $0 }
        #expect(outcome == .failure(.refused(.alreadyShowing(library(.search(query: "x"))))))
        #expect(root.state.currentTab?.stack.count == 1)
    }

    @Test func aLinkToTheScreenOnTopLandsOnItInsteadOfPushingItAgain() throws {
        let root = try makeRoot()
        try root.open(path: "shop/promo/WINTER", placement: .currentTab)
        let once = root.state
        try root.open(path: "shop/promo/WINTER", placement: .currentTab)
        #expect(root.state == once)
        #expect(root.state.selectedTab == "library")
        #expect(root.stackRoutes == [shop(.promo(code: "WINTER"))])
    }
}
