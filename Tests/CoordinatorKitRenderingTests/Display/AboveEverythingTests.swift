import CoordinatorKit
import CoordinatorKitRendering
import CoordinatorKitTestModules
import CoordinatorKitTesting
import Testing

@MainActor
struct AboveEverythingTests {
    let card = AlertState(id: AlertState.ID(rawValue: "card"), style: .custom("card"), title: "Card", buttons: [])
    let system = AlertState(id: AlertState.ID(rawValue: "system"), title: "System", buttons: [])

    private func entry(_ route: String, _ presentation: Presentation, alert: AlertState? = nil) -> NavigationEntry {
        NavigationEntry(
            route: alphaTab.anyRoute(route, id: route == "item" ? 1 : nil), presentation: presentation, alert: alert)
    }

    /// The display of alpha (selected, with `stack` above its root) and beta.
    private func display(_ stack: [NavigationEntry], rootAlert: AlertState? = nil, selected: ModuleID = "alpha")
        -> NavigationDisplay
    {
        var alpha = TabState(id: "alpha", root: alphaTab.anyRoute("home"), stack: stack)
        alpha.root.alert = rootAlert
        let beta = TabState(id: "beta", root: betaTab.anyRoute("home"))
        return NavigationDisplay(state: NavigationState(selectedTab: selected, tabs: [alpha, beta]))
    }

    private func ids(_ above: AboveEverything) -> [String] {
        above.items.map { item in
            switch item {
            case .overlay(let layer): "overlay \(layer.id.index)"
            case .customAlert(let alert): "alert \(alert.alert.id)"
            case .linkIndicator: "link indicator"
            }
        }
    }

    @Test func nothingIsDrawnAboveEverythingWithoutOverlayOrCustomAlert() {
        let display = display([entry("sheet", .sheet, alert: system)])
        #expect(display.aboveEverything(coveringPresentations: true).isEmpty)
        #expect(display.aboveEverything(coveringPresentations: false).isEmpty)
    }

    @Test func anOverlayOverASheetIsDrawnAboveEverythingOnAWindowButInPlaceUnderSheets() throws {
        let display = display([entry("sheet", .sheet), entry("item", .overlay)])
        let window = display.aboveEverything(coveringPresentations: true)
        #expect(ids(window) == ["overlay 2"])
        let overlay = try #require(display.tab("alpha")?.layers.last)
        #expect(window.draws(overlay.id))
        // A root-view layer is under the sheet: the sheet draws the overlay in place.
        #expect(display.aboveEverything(coveringPresentations: false).isEmpty)
    }

    @Test func anOverlayOverTheBaseLayerIsDrawnAboveTheTabsOnEitherSurface() {
        let display = display([entry("item", .push), entry("item", .overlay)])
        #expect(ids(display.aboveEverything(coveringPresentations: true)) == ["overlay 1"])
        #expect(ids(display.aboveEverything(coveringPresentations: false)) == ["overlay 1"])
    }

    @Test func onlyTheTopmostOverlayIsDrawnAboveEverything() throws {
        let display = display([entry("item", .overlay), entry("sheet", .sheet), entry("cover", .overlay)])
        let above = display.aboveEverything(coveringPresentations: true)
        #expect(ids(above) == ["overlay 3"])
        let lower = try #require(display.tab("alpha")?.layers[1])
        #expect(!above.draws(lower.id))
    }

    @Test func aCustomAlertOnASheetCoversTheTabBarFromAWindow() throws {
        let display = display([entry("sheet", .sheet, alert: card)])
        let above = display.aboveEverything(coveringPresentations: true)
        #expect(ids(above) == ["alert card"])
        let alert = try #require(display.tab("alpha")?.layers.last?.alert)
        #expect(above.draws(alert))
        #expect(display.aboveEverything(coveringPresentations: false).isEmpty)
    }

    @Test func aCustomAlertOnTheBaseLayerIsDrawnAboveTheTabs() {
        let display = display([], rootAlert: card)
        #expect(ids(display.aboveEverything(coveringPresentations: false)) == ["alert card"])
    }

    @Test func aCustomAlertOnAnOverlayIsDrawnAboveIt() {
        let display = display([entry("item", .overlay, alert: card)])
        #expect(ids(display.aboveEverything(coveringPresentations: true)) == ["overlay 1", "alert card"])
    }

    @Test func aCustomAlertOnASheetOverAnOverlayIsDrawnInPlaceInThatSheet() throws {
        let display = display([entry("item", .overlay), entry("sheet", .sheet, alert: card)])
        let above = display.aboveEverything(coveringPresentations: true)
        #expect(ids(above) == ["overlay 1"])
        let alert = try #require(display.tab("alpha")?.layers.last?.alert)
        #expect(!above.draws(alert))
    }

    @Test func systemAlertsAreNeverDrawnAboveEverything() {
        let display = display([entry("item", .overlay, alert: system)])
        #expect(ids(display.aboveEverything(coveringPresentations: true)) == ["overlay 1"])
    }

    @Test func onlyTheSelectedTabIsDrawnAboveEverything() {
        let display = display([entry("item", .overlay, alert: card)], selected: "beta")
        #expect(display.aboveEverything(coveringPresentations: true).isEmpty)
    }

    // MARK: The link indicator and the escape gesture, on a root played against the toolkit model

    /// The shop's checkout sheet (its screen holds links) played against the toolkit model,
    /// with a link arriving meanwhile, held.
    private func holdingALinkInCheckout() throws -> ToolkitHarness {
        let harness = try ToolkitHarness()
        try harness.root.open(link: "app://shop/checkout")
        harness.settle()
        try harness.root.open(link: "app://library/7")
        harness.settle()
        #expect(harness.root.pendingLookup?.isHeld == true)
        #expect(harness.problems == [])
        return harness
    }

    /// Where a renderer draws the indicator: in its window above when it is an item, else
    /// over the layer named.
    private func indicatorPlace(_ above: AboveEverything) -> ToolkitModel.DrawingPlace? {
        if above.items.contains(where: { $0.id == .linkIndicator }) { return .windowAbove }
        return above.linkIndicatorLayer.map { .layer($0) }
    }

    @Test func aHeldLinksIndicatorIsSeenOverTheSheetThatHoldsItOnEitherSurface() throws {
        let harness = try holdingALinkInCheckout()
        let display = harness.player.display
        for covering in [true, false] {
            let above = display.aboveEverything(coveringPresentations: covering, pendingLookup: harness.root.pendingLookup)
            let place = try #require(indicatorPlace(above))
            #expect(harness.model.isSeen(at: place), "drawn \(place)")
        }
        // Over the tab's base layer, where the renderers drew it before, the sheet covers it.
        let base = try #require(display.selectedTabModel?.baseLayer?.id)
        #expect(!harness.model.isSeen(at: .layer(base)))
    }

    @Test func underPresentationsTheIndicatorIsDrawnInTheTopmostPresentedLayer() throws {
        let harness = try holdingALinkInCheckout()
        let above = harness.player.display.aboveEverything(coveringPresentations: false, pendingLookup: harness.root.pendingLookup)
        #expect(above.isEmpty)
        #expect(above.linkIndicatorLayer == harness.player.display.selectedTabModel?.layers.last?.id)
        #expect(above.linkIndicatorLayer?.index == 1)
    }

    @Test func withNothingPresentedTheIndicatorIsDrawnOnEitherSurfaceAndCoversNothing() throws {
        // The checkout pushed on the shop's stack holds links too, with nothing presented.
        let harness = try ToolkitHarness()
        try harness.root.perform(.selectTab("shop"))
        try harness.root.show(ShopRoute.checkout, as: .push)
        harness.settle()
        try harness.root.open(link: "app://library/7")
        let lookup = try #require(harness.root.pendingLookup)
        #expect(harness.model.presentedLayers.isEmpty)
        for covering in [true, false] {
            let above = harness.player.display.aboveEverything(coveringPresentations: covering, pendingLookup: lookup)
            #expect(ids(above) == ["link indicator"])
            #expect(above.linkIndicatorLayer == nil)
            #expect(!above.isModal)
            #expect(above.escape == nil)
        }
    }

    @Test func theIndicatorIsDrawnAboveAnOverlayWhichAloneMakesTheSurfaceModal() throws {
        let harness = try holdingALinkInCheckout()
        try harness.root.show(ShopRoute.promo(code: "TEA"), as: .overlay)
        harness.settle()
        let above = harness.player.display.aboveEverything(coveringPresentations: true, pendingLookup: harness.root.pendingLookup)
        #expect(ids(above) == ["overlay 2", "link indicator"])
        #expect(above.isModal)
        #expect(above.items.map(\.isModal) == [true, false])
        #expect(above.escape == .dismiss)
    }

    @Test func anAppWithoutAnIndicatorDrawsNoneWhileALinkWaits() throws {
        let harness = try holdingALinkInCheckout()
        for covering in [true, false] {
            let above = harness.player.display.aboveEverything(coveringPresentations: covering)
            #expect(above.isEmpty && above.linkIndicatorLayer == nil)
        }
    }

    @Test func escapeDismissesTheTopmostOverlayAsTheRootPlaysIt() throws {
        let harness = try ToolkitHarness()
        try harness.root.show(LibraryRoute.book(id: 1), as: .overlay)
        harness.settle()
        let escape = try #require(harness.player.display.aboveEverything(coveringPresentations: true).escape)
        #expect(escape == .dismiss)
        try harness.root.perform(escape)
        harness.settle()
        #expect(harness.problems == [])
        #expect(harness.root.state.currentTab?.layers.count == 1)
    }

    @Test func escapeOnAnOverlayWhoseScreenAsksBeforeLeavingIsHeldAndAsked() throws {
        let harness = try ToolkitHarness()
        let library = try #require(harness.root.coordinator(of: LibraryCoordinator.self, for: "library"))
        library.leaveAnswer = .stay
        try harness.root.show(LibraryRoute.book(id: 1), as: .overlay)
        try harness.root.perform(.askBeforeLeaving(true))
        harness.settle()
        let before = harness.root.state
        let escape = try #require(harness.player.display.aboveEverything(coveringPresentations: true).escape)
        _ = try? harness.root.perform(escape)
        harness.settle()
        #expect(harness.root.state.currentTab?.layers.count == 2)
        #expect(harness.root.state == before)
        #expect(library.leavingAsked.count == 1)
    }

    @Test func escapeEndsACustomAlertAsItsCancelButtonDoes() throws {
        let harness = try ToolkitHarness()
        let library = try #require(harness.root.coordinator(of: LibraryCoordinator.self, for: "library"))
        let rate = AlertState(
            TestAlert.rate, style: .custom("card"), title: "Rate?",
            buttons: [.init("OK", action: .ok), .init("Later", role: .cancel, action: .later)])
        try harness.root.perform(.showAlert(rate))
        harness.settle()
        let escape = try #require(harness.player.display.aboveEverything(coveringPresentations: true).escape)
        try harness.root.perform(escape)
        // A write-back is on screen already: SwiftUI draws the displayed state it left.
        harness.model.render(harness.player.displayed)
        harness.settle()
        #expect(harness.problems == [])
        #expect(harness.root.state.currentTab?.alertID == nil)
        #expect(library.alertAnswers == ["rate:later@shelf"])
    }

    @Test func escapeDismissesACustomAlertWithoutACancelButtonUnanswered() throws {
        let harness = try ToolkitHarness()
        let library = try #require(harness.root.coordinator(of: LibraryCoordinator.self, for: "library"))
        try harness.root.perform(.showAlert(AlertState(TestAlert.note, style: .custom("card"), title: "Note", buttons: [.init("OK", action: .ok)])))
        harness.settle()
        let escape = try #require(harness.player.display.aboveEverything(coveringPresentations: true).escape)
        try harness.root.perform(escape)
        harness.settle()
        #expect(harness.root.state.currentTab?.alertID == nil)
        #expect(library.alertAnswers.isEmpty)
    }
}
