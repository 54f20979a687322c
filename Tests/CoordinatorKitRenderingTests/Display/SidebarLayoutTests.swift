import CoordinatorKit
import CoordinatorKitRendering
import CoordinatorKitTestModules
import CoordinatorKitTesting
import Testing

/// The sidebar layout's projections of the displayed state: its selection is the tab
/// selection, its detail column the selected tab's layers, the same models the tab layout
/// shows.
@MainActor
struct SidebarLayoutTests {
    @Test func automaticIsASidebarWhenRegularAndTabsWhenCompact() {
        #expect(NavigationLayout.automatic.drawn(tabCount: 3, isHorizontallyCompact: false) == .sidebar)
        #expect(NavigationLayout.automatic.drawn(tabCount: 3, isHorizontallyCompact: true) == .tabs)
        #expect(NavigationLayout.tabs.drawn(tabCount: 3, isHorizontallyCompact: false) == .tabs)
        #expect(NavigationLayout.sidebar.drawn(tabCount: 3, isHorizontallyCompact: true) == .sidebar)
    }

    @Test func oneTabOrNoneIsASingleStackInEveryLayout() {
        for layout in NavigationLayout.allCases {
            for compact in [false, true] {
                #expect(layout.drawn(tabCount: 1, isHorizontallyCompact: compact) == .singleStack)
                #expect(layout.drawn(tabCount: 0, isHorizontallyCompact: compact) == .singleStack)
            }
        }
    }

    @Test func sidebarSelectionReadsAndWritesTheTabSelection() throws {
        let root = try makeRoot()
        let player = TransitionPlayer(following: root, scheduler: ManualScheduler())
        let selection = player.display.sidebarSelection(writingTo: root)
        #expect(selection.tab == "library")
        let causes = CauseRecorder(root)
        selection.tab = "shop"
        #expect(root.state.selectedTab == "shop")
        #expect(selection.tab == "shop")
        #expect(causes.causes == ["writeBack tabSelected"])
        selection.tab = nil
        #expect(root.state.selectedTab == "shop")
        #expect(causes.causes.count == 1)
    }

    @Test func sidebarSelectionOfTheSelectedTabIsAReselection() throws {
        let root = try makeRoot()
        try root.open(link: "app://library/1")
        let player = TransitionPlayer(following: root, scheduler: ManualScheduler())
        let events = EventLog(root)
        player.display.sidebarSelection(writingTo: root).tab = "library"
        #expect(root.stackRoutes == [])
        #expect(events.reselections == [TabReselection(tab: "library", wasAtRoot: false)])
    }

    @Test func aTapOnTheSelectedRowIsAReselectionAsATabBarTapIs() throws {
        let root = try makeRoot()
        try root.open(link: "app://library/1")
        let player = TransitionPlayer(following: root, scheduler: ManualScheduler())
        let events = EventLog(root)
        let selection = player.display.sidebarSelection(writingTo: root)
        selection.reselect("library")
        #expect(root.stackRoutes == [])
        selection.reselect("library")
        #expect(events.reselections == [TabReselection(tab: "library", wasAtRoot: false), TabReselection(tab: "library", wasAtRoot: true)])
    }

    @Test func aTapOnAnotherRowIsLeftToTheListsSelection() throws {
        let root = try makeRoot()
        try root.open(link: "app://shop/promo/X")
        try root.open(link: "app://library/1")
        let player = TransitionPlayer(following: root, scheduler: ManualScheduler())
        let causes = CauseRecorder(root)
        // The list's setter has not run yet (or ran already and will report the selection).
        player.display.sidebarSelection(writingTo: root).reselect("shop")
        #expect(causes.causes == [])
        #expect(root.state.selectedTab == "library")
        #expect(root.state[tab: "shop"]?.stack.count == 1)
    }

    @Test func detailColumnShowsTheSelectedTabsLayersAsTheTabLayoutDoes() throws {
        let root = try makeRoot()
        let player = TransitionPlayer(following: root, scheduler: ManualScheduler())
        let display = player.display
        let links = ["app://library/1/2", "app://shop/promo/WINTER", "app://library/3/account/signin", "app://shop", "app://"]
        for link in links {
            try root.open(link: link)
            while !player.isSettled, let batch = player.batchInFlight {
                player.batchDidFinish(batch.id)
            }
            let detail = try #require(display.selectedTabModel)
            let selected = try #require(display.selectedTab)
            #expect(detail === display.tab(selected), "\(link)")
            let expected = try #require(root.state.currentTab?.layers)
            #expect(detail.layers.map(\.id) == expected.map(\.id), "\(link)")
            #expect(detail.layers.map(\.path) == expected.map(\.pathIDs), "\(link)")
        }
    }

    @Test func arrangingTabsShowsInTheDisplayKeepingTheKeptTabsModels() throws {
        let root = try makeRoot()
        try root.open(link: "app://library/1")
        let player = TransitionPlayer(following: root, scheduler: ManualScheduler())
        let library = try #require(player.display.tab("library"))
        try root.perform(.arrangeTabs(["shop", "library"]))
        #expect(player.display.tabs.map(\.id) == ["shop", "library"])
        #expect(player.display.tab("library") === library)
        try root.perform(.arrangeTabs(["library"]))
        #expect(player.display.tabs.map(\.id) == ["library"])
    }
}
