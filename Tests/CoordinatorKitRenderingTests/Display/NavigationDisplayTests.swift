import CoordinatorKit
import CoordinatorKitRendering
import CoordinatorKitTestModules
import CoordinatorKitTesting
import Testing

@MainActor
struct NavigationDisplayTests {
    /// A four-tab root restored to `tabs`, alpha selected, with a player that finishes
    /// every batch at once.
    private func fourTabs(_ tabs: [TabState]) throws -> (RootCoordinator, TransitionPlayer) {
        let root = try makeFourTabRoot()
        try root.restoreState(from: NavigationState(selectedTab: "alpha", tabs: tabs).savedData(registry: root.registry))
        let player = TransitionPlayer(following: root, scheduler: ManualScheduler())
        player.onBatch = { player.batchDidFinish($0.id) }
        return (root, player)
    }

    private func scopes(_ display: NavigationDisplay) -> ObservationScopes {
        let scopes = ObservationScopes()
        scopes.watch("selectedTab") { _ = display.selectedTab }
        scopes.watch("tabs") { _ = display.tabs }
        for tab in display.tabs {
            scopes.watch(tab)
        }
        return scopes
    }

    @Test func linkChangingOneTabFiresNoScopeOfAnother() throws {
        let alpha = TabState(
            id: "alpha", root: alphaTab.anyRoute("home"),
            stack: [NavigationEntry(alphaTab.anyRoute("item", id: 1)), NavigationEntry(alphaTab.anyRoute("item", id: 2))])
        let (root, player) = try fourTabs([
            alpha, TabState(id: "beta", root: betaTab.anyRoute("home")),
            TabState(id: "gamma", root: gammaTab.anyRoute("home")), TabState(id: "delta", root: deltaTab.anyRoute("home")),
        ])
        let scopes = scopes(player.display)

        try root.open(link: "app://beta/item/5")

        #expect(player.isSettled)
        #expect(scopes.fired.sorted() == ["beta.layer0.path", "selectedTab"])
    }

    @Test func pushOnTheThirdLayerFiresOnlyThatLayersPath() throws {
        let (root, player) = try fourTabs([
            threeLayerTab(alphaTab), threeLayerTab(betaTab), threeLayerTab(gammaTab), threeLayerTab(deltaTab),
        ])
        #expect(player.display.tab("alpha")?.layers.count == 3)
        let scopes = scopes(player.display)

        try root.perform(.show(alphaTab.anyRoute("item", id: 9)))

        #expect(scopes.fired == ["alpha.layer2.path"])
        #expect(player.display.tab("alpha")?.layers.last?.path.map(\.depth) == [6, 7])
    }

    @Test func layerModelsLiveAsLongAsTheirLayers() throws {
        let (root, player) = try fourTabs([
            threeLayerTab(alphaTab), threeLayerTab(betaTab), threeLayerTab(gammaTab), threeLayerTab(deltaTab),
        ])
        let before = try #require(player.display.tab("alpha")?.layers)
        try root.perform(.dismiss)
        let after = try #require(player.display.tab("alpha")?.layers)
        #expect(after.count == 2)
        #expect(after[0] === before[0] && after[1] === before[1])
        #expect(after[1].presented == nil)
        #expect(before[0].presented === before[1])
    }

    /// Observers notified per typical link in a four-tab app whose tabs hold three layers
    /// each, with a view per observable property of every tab and layer: the link leaves
    /// alpha (its sheet and cover are dismissed) for a new stack on beta.
    @Test func typicalLinkInAFourTabThreeLayerAppNotifiesSixOfFiftyFourScopes() throws {
        let (root, player) = try fourTabs([
            threeLayerTab(alphaTab), threeLayerTab(betaTab), threeLayerTab(gammaTab), threeLayerTab(deltaTab),
        ])
        let scopes = scopes(player.display)
        let assignments = player.display.assignmentCount

        try root.open(link: "app://beta/item/5")

        #expect(player.isSettled)
        #expect(scopes.armed == 54)
        #expect(scopes.fired.sorted() == [
            "alpha.layer0.presented", "alpha.layers", "beta.layer0.path", "beta.layer0.presented", "beta.layers",
            "selectedTab",
        ])
        #expect(player.display.assignmentCount - assignments == 6)
    }
}
