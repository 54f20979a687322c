import CoordinatorKit
import CoordinatorKitTestModules
import CoordinatorKitTesting
import Testing

/// The root's verbs and the navigator's mirror them: the same verb does the same thing.
@MainActor
struct NavigationVocabularyTests {
    @Test func showAsPushPushesEvenARouteThatAsksToBePresented() throws {
        let root = try makeRoot(gate: TestAccessGate(granted: [.signedIn]))
        try root.show(LibraryRoute.vault, as: .push)
        #expect(root.state.topEntry?.presentation == .push)
        #expect(root.state.topEntry?.route == library(.vault))
    }

    @Test func showUsesTheRoutesPresentationOrTheOneGiven() throws {
        let root = try makeRoot(gate: TestAccessGate(granted: [.signedIn]))
        try root.show(LibraryRoute.vault)
        #expect(root.state.topEntry?.presentation == .bottomSheet(detents: [.medium, .large]))
        try root.show(LibraryRoute.search(query: "x"), as: .overlay)
        #expect(root.state.topEntry?.presentation == .overlay)
    }

    @Test func showingAPushedRouteAsAModalPresentationOpensALayer() throws {
        let root = try makeRoot()
        try root.show(LibraryRoute.book(id: 1))
        #expect(root.state.topEntry?.presentation == .push)
        try root.show(LibraryRoute.book(id: 2), as: .sheet)
        #expect(root.state.topEntry?.presentation == .sheet)
        try root.show(AccountRoute.register, as: .fullScreenCover)
        #expect(root.state.topEntry?.presentation == .fullScreenCover)
        #expect(root.state.currentTab?.layers.count == 3)
    }

    @Test func showFollowsTheRouteAndCoordinatorsDecideForEveryVerb() throws {
        let root = try makeRoot(gate: TestAccessGate(granted: [.signedIn]))
        try root.show(LibraryRoute.vault)
        #expect(root.state.topEntry?.presentation == .bottomSheet(detents: [.medium, .large]))
        let coordinator = try #require(root.coordinator(of: LibraryCoordinator.self, for: "library"))
        coordinator.redirects = [.book(id: 1): .book(id: 2)]
        try root.show(LibraryRoute.book(id: 1), as: .push)
        #expect(root.state.topEntry?.route == library(.book(id: 2)))
    }

    @Test func eachVerbIsReportedAsItsOwnCommand() throws {
        let root = try makeRoot(gate: TestAccessGate(granted: [.signedIn]))
        let events = EventLog(root)
        let alert = AlertState(id: .a, title: "A", buttons: [.init("OK", action: .ok)])
        try root.show(LibraryRoute.book(id: 1), as: .push)
        try root.show(LibraryRoute.vault)
        try root.perform(.showAlert(alert))
        try root.perform(.dismissAlert)
        try root.perform(.dismiss)
        try root.perform(.pop)
        try root.perform(.selectTab("shop"))
        try root.performAsOneChange {
            try root.perform(.selectTab("library"))
            try root.show(LibraryRoute.book(id: 2), as: .push)
            try root.show(LibraryRoute.book(id: 3), as: .push)
        }
        try root.perform(.goBack)
        try root.perform(.popToRoot)
        #expect(events.changes.map(\.cause) == [
            .command(.show(library(.book(id: 1)), as: .push)), .command(.show(library(.vault))),
            .command(.showAlert(alert)), .command(.dismissAlert), .command(.dismiss), .command(.pop),
            .command(.selectTab("shop")),
            .commands([
                .selectTab("library"), .show(library(.book(id: 2)), as: .push),
                .show(library(.book(id: 3)), as: .push),
            ]),
            .command(.goBack), .command(.popToRoot),
        ])
    }

    @Test func navigatorVerbsChangeTheStateAsTheRootsDo() throws {
        let viaRoot = try makeRoot(gate: TestAccessGate(granted: [.signedIn]))
        let viaNavigator = try makeRoot(gate: TestAccessGate(granted: [.signedIn]))
        let navigator = try Navigator<LibraryRoute>(root: viaNavigator)
        try viaRoot.show(LibraryRoute.book(id: 1))
        navigator.show(.book(id: 1))
        try viaRoot.show(LibraryRoute.vault, as: .push)
        navigator.show(.vault, as: .push)
        try viaRoot.show(LibraryRoute.search(query: "q"), as: .sheet)
        navigator.show(.search(query: "q"), as: .sheet)
        #expect(viaNavigator.state == viaRoot.state)
        try viaRoot.perform(.dismissAll)
        navigator.dismissAll()
        #expect(viaNavigator.state == viaRoot.state)
        try viaRoot.open(path: "library/7")
        #expect(navigator.open(path: "library/7") == nil)
        #expect(viaNavigator.state == viaRoot.state)
        #expect(navigator.open(path: "shop") == nil)
        #expect(viaNavigator.state.selectedTab == "shop")
    }

    @Test func navigatorDismissesOnlyItsOwnScreensAlert() throws {
        let root = try makeRoot()
        let library = try Navigator<LibraryRoute>(root: root)
        let shop = try Navigator<ShopRoute>(root: root)
        library.showAlert(AlertState(id: .a, title: "A", buttons: []))
        shop.dismissAlert()
        #expect(root.state.currentTab?.alert != nil)
        library.dismissAlert()
        #expect(root.state.currentTab?.alert == nil)
    }

    @Test func navigatorRefusesAnotherModulesRouteAndTabsAsOutOfScope() throws {
        let root = try makeRoot()
        let navigator = try Navigator<LibraryRoute>(root: root)
        let events = EventLog(root)
        let before = root.state
        let promo = NavigationCommand.show(shop(.promo(code: "A")))
        #expect(navigator.perform(promo) == .outOfScope(promo.description, module: "library"))
        #expect(navigator.perform(.selectTab("shop")) == .outOfScope("selectTab shop", module: "library"))
        #expect(navigator.perform(.arrangeTabs(["shop"])) == .outOfScope("arrangeTabs shop", module: "library"))
        #expect(root.state == before)
        #expect(events.refusals.map(\.command) == [promo, .selectTab("shop"), .arrangeTabs(["shop"])])
        #expect(navigator.perform(.show(library(.book(id: 1)))) == nil)
        #expect(root.stackRoutes == [library(.book(id: 1))])
    }

    @Test func navigatorForAnUnregisteredRouteTypeIsRefused() throws {
        let root = try RootCoordinator.testing(LibraryModule())
        #expect(throws: NavigationError.unregisteredRoute(type: "ShopRoute")) {
            _ = try Navigator<ShopRoute>(root: root)
        }
    }

    @Test func everyVerbIsNamedAfterItsCommand() {
        #expect(NavigationCommand.Verb.allCases.map(\.description) == [
            "show", "update", "pop", "goBack", "goBackTo", "popToRoot", "popEveryTabToRoot", "dismiss", "dismissAll", "selectTab",
            "arrangeTabs", "showAlert", "dismissAlert", "answerAlert", "askBeforeLeaving", "openLink", "openPath", "finishFlow",
            "cancelFlow", "cancelAwaitedFlow", "cancelPendingNavigation", "accessDidChange",
            "accessDidChangeInAnotherWindow", "decideScreensAgain", "writeBack",
        ])
    }
}
