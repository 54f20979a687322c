import CoordinatorKit
import CoordinatorKitRendering
import CoordinatorKitTestModules
import CoordinatorKitTesting
import Testing

/// Which tabs a tab bar shows and how a sidebar lists them, decided from the tab set's roles
/// and sections alone, so that a window moving between the two keeps every tab's stack and
/// presentation (issue 36).
@MainActor
struct TabPlacementTests {
    let compose = TabItem(id: "library.compose", root: library(.book(id: 9)), role: .action(.sheet))
    let bookSeven = TabItem(id: "library.book7", root: library(.book(id: 7)), role: .sidebarOnly, section: "Reading")
    let bookEight = TabItem(id: "library.book8", root: library(.book(id: 8)), section: "Reading")

    func arrangedRoot() throws -> RootCoordinator {
        let root = try makeRoot()
        try root.perform(.arrangeTabs([TabItem(id: "shop", role: .search), "library", bookSeven, compose, bookEight]))
        return root
    }

    @Test func aTabBarShowsEveryTabButTheSidebarOnlyOnesWithSearchLast() throws {
        let root = try arrangedRoot()
        #expect(root.state.tabBarTabIDs == ["library", "library.compose", "library.book8", "shop"])
    }

    @Test func aSidebarListsSearchFirstThenTheTabsWithoutHeadingThenEachSection() throws {
        let root = try arrangedRoot()
        #expect(
            root.state.sidebarSections == [
                SidebarSection(heading: nil, tabs: ["shop", "library", "library.compose"]),
                SidebarSection(heading: "Reading", tabs: ["library.book7", "library.book8"]),
            ])
    }

    @Test func aSelectedSidebarOnlyTabShowsInTheTabBarWhileSelected() throws {
        let root = try arrangedRoot()
        try root.open(link: "app://library/7/search?q=sea")
        #expect(root.state.tabBarTabIDs == ["library", "library.book7", "library.compose", "library.book8", "shop"])
        try root.perform(.selectTab("library"))
        #expect(!root.state.tabBarTabIDs.contains("library.book7"))
        #expect(root.state[tab: "library.book7"]?.stack.map(\.route) == [library(.search(query: "sea"))])
    }

    @Test func theDisplayedTabsFollowTheirRolesAndSections() throws {
        let root = try arrangedRoot()
        let player = TransitionPlayer(following: root, scheduler: ManualScheduler())
        #expect(player.display.tabBarTabs.map(\.id) == root.state.tabBarTabIDs)
        #expect(player.display.sidebarSections == root.state.sidebarSections)
        try root.perform(.arrangeTabs(["library", TabItem(id: "shop", section: "Shop")]))
        while !player.isSettled, let batch = player.batchInFlight {
            player.batchDidFinish(batch.id)
        }
        #expect(player.display.tab("shop")?.role == .tab && player.display.tab("shop")?.section == "Shop")
        #expect(player.display.sidebarSections.map(\.heading) == [nil, "Shop"])
    }

    /// The width decides how the tabs are drawn, never which state they have: the same
    /// display serves the tab bar and the sidebar, with the selected sidebar-only tab's
    /// stack and sheet in both.
    @Test func aSizeChangeKeepsTheSelectedSidebarOnlyTabWithItsStackAndSheet() throws {
        let root = try arrangedRoot()
        try root.open(link: "app://library/7/search?q=sea")
        try root.perform(.show(library(.book(id: 3)), as: .sheet))
        let player = TransitionPlayer(following: root, scheduler: ManualScheduler())
        let regular = NavigationLayout.automatic.drawn(tabCount: player.display.tabs.count, isHorizontallyCompact: false)
        let compact = NavigationLayout.automatic.drawn(tabCount: player.display.tabs.count, isHorizontallyCompact: true)
        #expect(regular == .sidebar && compact == .tabs)
        let inSidebar = player.display.sidebarSections.flatMap(\.tabs)
        let inTabBar = player.display.tabBarTabs.map(\.id)
        #expect(inSidebar.contains("library.book7") && inTabBar.contains("library.book7"))
        let tab = try #require(player.display.selectedTabModel)
        #expect(tab.id == "library.book7" && tab.layers.count == 2)
        #expect(ContainerTree(root.state).tabs == inTabBar)
        #expect(ContainerTree(root.state).presented.count == 1)
    }

    @Test func aContentColumnIsDrawnOnlyBesideARegularSidebarForATabThatAsksForIt() {
        let list = TabDescriptor(title: "Mail", systemImage: "tray", showsContentColumn: true)
        let plain = TabDescriptor(title: "Notes", systemImage: "note")
        #expect(NavigationLayout.drawsContentColumn(.sidebar, for: list, isHorizontallyCompact: false))
        #expect(!NavigationLayout.drawsContentColumn(.sidebar, for: list, isHorizontallyCompact: true))
        #expect(!NavigationLayout.drawsContentColumn(.tabs, for: list, isHorizontallyCompact: false))
        #expect(!NavigationLayout.drawsContentColumn(.sidebar, for: plain, isHorizontallyCompact: false))
        #expect(!NavigationLayout.drawsContentColumn(.sidebar, for: nil, isHorizontallyCompact: false))
    }
}
