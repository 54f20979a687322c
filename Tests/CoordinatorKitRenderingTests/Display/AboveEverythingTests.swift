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
}
