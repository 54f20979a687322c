import CoordinatorKit
import CoordinatorKitTesting
import Testing

/// The root's verbs and the navigator's mirror them: the same verb does the same thing.
@MainActor
struct NavigationVocabularyTests {
    @Test func pushPushesEvenARouteThatAsksToBePresented() throws {
        let root = try makeRoot(gate: TestAccessGate(granted: [.signedIn]))
        try root.push(LibraryRoute.vault)
        #expect(root.state.topEntry?.presentation == .push)
        #expect(root.state.topEntry?.route == library(.vault))
    }

    @Test func presentUsesTheRoutesModalPresentationOrTheOneGiven() throws {
        let root = try makeRoot(gate: TestAccessGate(granted: [.signedIn]))
        try root.present(LibraryRoute.vault)
        #expect(root.state.topEntry?.presentation == .bottomSheet(detents: [.medium, .large]))
        try root.present(LibraryRoute.search(query: "x"), as: .overlay)
        #expect(root.state.topEntry?.presentation == .overlay)
    }

    @Test func presentingAPushedRouteOpensALayerTheWayItsModuleEntersOne() throws {
        let root = try makeRoot()
        try root.present(LibraryRoute.book(id: 1))
        #expect(root.state.topEntry?.presentation == .sheet)
        try root.present(AccountRoute.register, as: .push)
        #expect(root.state.topEntry?.presentation == .fullScreenCover)
    }

    @Test func showFollowsTheRouteAndCoordinatorsDecideForEveryVerb() throws {
        let root = try makeRoot(gate: TestAccessGate(granted: [.signedIn]))
        try root.show(LibraryRoute.vault)
        #expect(root.state.topEntry?.presentation == .bottomSheet(detents: [.medium, .large]))
        let coordinator = try #require(root.coordinator(of: LibraryCoordinator.self, for: "library"))
        coordinator.redirects = [.book(id: 1): .book(id: 2)]
        try root.push(LibraryRoute.book(id: 1))
        #expect(root.state.topEntry?.route == library(.book(id: 2)))
    }

    @Test func eachVerbIsReportedAsItsOwnAction() throws {
        let root = try makeRoot(gate: TestAccessGate(granted: [.signedIn]))
        var causes: [NavigationChange.Cause] = []
        root.observeChanges { causes.append($0.cause) }
        try root.push(LibraryRoute.book(id: 1))
        try root.present(LibraryRoute.vault)
        root.showAlert(AlertState(id: .a, title: "A", buttons: [.init("OK", action: .ok)]))
        root.dismissAlert()
        root.dismiss()
        root.pop()
        try root.selectTab("shop")
        root.performAsOneChange {
            try? root.selectTab("library")
            try? root.push(LibraryRoute.book(id: 2))
            try? root.push(LibraryRoute.book(id: 3))
        }
        root.goBack()
        root.popToRoot()
        #expect(causes == [
            .action(.push), .action(.present), .action(.showAlert), .action(.dismissAlert), .action(.dismiss),
            .action(.pop), .action(.selectTab), .action(.performAsOneChange), .action(.goBack), .action(.popToRoot),
        ])
    }

    @Test func navigatorVerbsChangeTheStateAsTheRootsDo() throws {
        let viaRoot = try makeRoot(gate: TestAccessGate(granted: [.signedIn]))
        let viaNavigator = try makeRoot(gate: TestAccessGate(granted: [.signedIn]))
        let navigator = try Navigator<LibraryRoute>(root: viaNavigator)
        try viaRoot.show(LibraryRoute.book(id: 1))
        navigator.show(.book(id: 1))
        try viaRoot.push(LibraryRoute.vault)
        navigator.push(.vault)
        try viaRoot.present(LibraryRoute.search(query: "q"), as: .sheet)
        navigator.present(.search(query: "q"), as: .sheet)
        #expect(viaNavigator.state == viaRoot.state)
        viaRoot.dismissAll()
        navigator.dismissAll()
        #expect(viaNavigator.state == viaRoot.state)
        try viaRoot.open(path: "library/7")
        try navigator.open(path: "library/7")
        #expect(viaNavigator.state == viaRoot.state)
        try navigator.open(link: "app://shop")
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

    @Test func navigatorForAnUnregisteredRouteTypeIsRefused() throws {
        let root = try RootCoordinator.testing(LibraryModule())
        #expect(throws: NavigationError.unregisteredRoute(type: "ShopRoute")) {
            _ = try Navigator<ShopRoute>(root: root)
        }
    }

    @Test func everyActionIsNamedAfterTheRootMethodThatPerformsIt() {
        #expect(NavigationAction.allCases.map(\.description) == [
            "push", "present", "pop", "goBack", "popToRoot", "dismiss", "dismissAll", "selectTab", "showAlert",
            "dismissAlert", "answerAlert", "performAsOneChange", "completeFlow", "finishFlow", "cancelFlow", "cancelPendingNavigation",
        ])
    }
}
