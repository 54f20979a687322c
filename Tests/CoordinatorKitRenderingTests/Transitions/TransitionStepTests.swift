import CoordinatorKit
import CoordinatorKitRendering
import CoordinatorKitTestModules
import CoordinatorKitTesting
import Testing

@MainActor
struct TransitionStepTests {
    let alert = AlertState(id: .a, title: "Sure?", buttons: [.init("OK", action: .ok)])

    @Test func linkFromASheetWithAlertOnOneTabToAPushOnAnother() throws {
        let root = try makeRoot()
        try root.open(link: "app://library/1")
        try root.show(LibraryRoute.search(query: "x"), as: .sheet)
        try root.perform(.showAlert(alert))
        try root.open(link: "app://shop/promo/A")
        #expect(root.lastSteps == [
            .dismissAlert(tab: "library", depth: 2),
            .dismissLayer(tab: "library", depth: 2),
            .selectTab("shop"),
            .push(tab: "shop", entry: NavigationEntry(shop(.promo(code: "A")))),
        ])
    }

    @Test func poppingTwoAndPushingOne() throws {
        let root = try makeRoot()
        try root.open(link: "app://library/1/2/3")
        try root.open(link: "app://library/1/4")
        #expect(root.lastSteps == [
            .pop(tab: "library", toDepth: 1),
            .push(tab: "library", entry: NavigationEntry(library(.book(id: 4)))),
        ])
    }

    @Test func replacingASheetByACover() throws {
        let root = try makeRoot()
        try root.show(LibraryRoute.search(query: "x"), as: .sheet)
        try root.perform(.dismiss)
        try root.show(LibraryRoute.search(query: "x"), as: .sheet)
        let old = root.state
        var new = old
        new[tab: "library"]?.stack = [NavigationEntry(account(.signIn))]
        #expect(TransitionStep.steps(from: old, to: new) == [
            .dismissLayer(tab: "library", depth: 1),
            .present(tab: "library", entry: NavigationEntry(account(.signIn))),
        ])
    }

    @Test func layerThatStaysIsNeverDismissedAndPresentedAgain() throws {
        let root = try makeRoot()
        try root.open(link: "app://library/1/account/signin/register")
        try root.open(link: "app://library/1/account/signin/reset?email=a@b.c")
        #expect(root.lastSteps == [
            .pop(tab: "library", toDepth: 2),
            .push(tab: "library", entry: NavigationEntry(account(.reset(email: "a@b.c")))),
        ])
    }

    @Test func layersAreDismissedTopDownAndPresentedBottomUp() throws {
        let root = try makeRoot(gate: TestAccessGate(granted: [.signedIn]))
        try root.open(link: "app://library/account/signin")
        try root.show(LibraryRoute.vault)
        let old = root.state
        try root.open(link: "app://library/1/account/register")
        let steps = TransitionStep.steps(from: old, to: root.state)
        #expect(steps == [
            .dismissLayer(tab: "library", depth: 2),
            .dismissLayer(tab: "library", depth: 1),
            .push(tab: "library", entry: NavigationEntry(library(.book(id: 1)))),
            .present(tab: "library", entry: NavigationEntry(route: account(.register), presentation: .fullScreenCover)),
        ])
    }

    @Test func aSheetThatStaysOverAReplacedScreenStaysAndTheScreenIsReplacedInPlace() throws {
        let root = try makeRoot(gate: TestAccessGate(granted: [.signedIn]))
        try root.open(link: "app://library/3/vault")
        let old = root.state
        try root.open(link: "app://library/7/vault")
        #expect(root.lastSteps == [.replace(tab: "library", depth: 1, entry: NavigationEntry(library(.book(id: 7))))])
        #expect(old.applying(root.lastSteps) == root.state)
    }

    @Test func anotherShowingOfTheSameAlertIsDismissedAndShownAgain() throws {
        let root = try makeRoot()
        try root.open(link: "app://library/1")
        try root.perform(.showAlert(alert))
        let old = root.state
        var new = old
        new[tab: "library"]?.stack[0].alert = alert
        #expect(TransitionStep.steps(from: old, to: old) == [])
        #expect(TransitionStep.steps(from: old, to: new) == [
            .dismissAlert(tab: "library", depth: 1), .showAlert(tab: "library", depth: 1, alert: alert),
        ])
    }

    @Test func aBottomSheetThatStaysMovesToItsNewDetent() throws {
        let root = try makeRoot(gate: TestAccessGate(granted: [.signedIn]))
        try root.perform(.show(library(.vault)))
        let old = root.state
        let sheet = try #require(old.currentTab?.layers.last)
        try root.perform(.writeBack(.detentSelected(.large, of: sheet.id)))
        #expect(root.lastSteps == [.selectDetent(tab: "library", depth: 1, detent: .large)])
        #expect(old.applying(root.lastSteps) == root.state)
    }

    @Test func stepsApplyToTheOldStateToGiveTheNewOne() throws {
        let root = try makeRoot()
        try root.open(link: "app://library/1/2/account/signin")
        try root.perform(.showAlert(alert))
        let old = root.state
        try root.open(link: "app://shop/promo/A/library/3")
        #expect(old.applying(root.lastSteps).tabs == root.state.tabs)
    }
}

@MainActor
struct TabLayersTests {
    @Test func modalEntriesOpenLayersAndLaterPushesLandInside() throws {
        let root = try makeRoot()
        try root.open(link: "app://library/1/2/account/signin/register")
        let layers = try #require(root.state.currentTab?.layers)
        #expect(layers.map(\.depth) == [0, 3])
        #expect(layers.map(\.presentation) == [nil, .fullScreenCover])
        #expect(layers[0].path.map(\.route) == [library(.book(id: 1)), library(.book(id: 2))])
        #expect(layers[1].root.route == account(.signIn))
        #expect(layers[1].path.map(\.route) == [account(.register)])
    }
}

@MainActor
struct PresentationOrderTests {
    @Test func bottomSheetsOverlaysSheetsAndCoversStackAsLayersInOrder() throws {
        let root = try makeRoot(gate: TestAccessGate(granted: [.signedIn]))
        let old = root.state
        try root.performAsOneChange {
            try root.show(LibraryRoute.vault)
            try root.show(LibraryRoute.book(id: 1))
            try root.show(LibraryRoute.search(query: "q"), as: .overlay)
            try root.show(AccountRoute.signIn)
            try root.show(AccountRoute.register, as: .bottomSheet(detents: [.fraction(0.3), .height(200)]))
        }
        let layers = try #require(root.state.currentTab?.layers)
        #expect(layers.map(\.presentation) == [
            nil, .bottomSheet(detents: [.medium, .large]), .overlay, .fullScreenCover,
            .bottomSheet(detents: [.fraction(0.3), .height(200)]),
        ])
        #expect(layers[1].path.map(\.route) == [library(.book(id: 1))])
        let kinds = root.lastSteps.map { step -> String in
            switch step {
            case .present(_, let entry): "present \(entry.presentation.name)"
            case .push: "push"
            default: "\(step)"
            }
        }
        #expect(kinds == [
            "present bottomSheet(medium, large)", "push", "present overlay", "present fullScreenCover",
            "present bottomSheet(fraction(0.3), height(200.0))",
        ])
        #expect(old.applying(root.lastSteps).tabs == root.state.tabs)
    }

    @Test func customAlertBelongsToItsScreenLikeASystemAlert() throws {
        let root = try makeRoot()
        try root.open(link: "app://library/1")
        try root.perform(.showAlert(AlertState(id: .rate, style: .custom("RatingCard"), title: "Rate this book", buttons: [
            .init("Later", role: .cancel, action: .later),
        ])))
        #expect(root.state.currentTab?.alert?.style == .custom("RatingCard"))
        try root.show(LibraryRoute.search(query: "x"), as: .overlay)
        #expect(root.state.currentTab?.alert == nil)
    }
}
