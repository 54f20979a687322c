import CoordinatorKit
import CoordinatorKitRendering
import CoordinatorKitTestModules
import CoordinatorKitTesting
import Foundation
import Testing

/// Six tabs in an iPhone's tab bar through the UIKit player: four items and a More of the
/// framework's, planned as data (``MoreContainer``) and played against the toolkit model's
/// UIKit, which never gets more items than the tab bar's capacity.
@MainActor
struct MoreContainerTests {
    /// Six tabs: the library's and the shop's, an action between pinned books; More lists
    /// the last two.
    static let sixTabs: [TabItem] = [
        TabItem(id: "library"), TabItem(id: "shop"), TabItem(id: "library.book7", root: library(.book(id: 7))),
        TabItem(id: "library.new", root: library(.book(id: 99)), role: .action(.sheet)),
        TabItem(id: "library.book8", root: library(.book(id: 8))),
        TabItem(id: "library.book9", root: library(.book(id: 9))),
    ]

    private func harness() throws -> ContainerHarness {
        try ContainerHarness(tabs: Self.sixTabs)
    }

    /// The harness with the pinned book 8 selected, a book pushed on it.
    private func bookEightWithAPush() throws -> ContainerHarness {
        let harness = try harness()
        try harness.root.perform(.selectTab("library.book8"))
        try harness.root.show(LibraryRoute.book(id: 3))
        harness.settle()
        return harness
    }

    private func expectShown(_ harness: ContainerHarness, _ comment: Comment? = nil) {
        #expect(harness.unshown.isEmpty, comment)
        #expect(harness.violations.isEmpty, comment)
        #expect(harness.seenProblems.isEmpty, comment)
        #expect(harness.fallbacks.isEmpty, comment)
    }

    private var moreScreens: (ContainerHarness) -> [String] {
        { $0.model.displayedContainers.more?.screens.map(\.route.description) ?? ["no More"] }
    }

    @Test func sixTabsGiveTheTabBarFourItemsAndAMoreOfItsOwn() throws {
        let harness = try harness()
        let tree = harness.model.displayedContainers
        #expect(tree.tabs == ["library", "shop", "library.book7", "library.new"])
        #expect(tree.more == MoreContainer(tabs: ["library.book8", "library.book9"], isSelected: false, screens: []))
        #expect(harness.model.tabsInSystemMore.isEmpty)
        expectShown(harness)
    }

    @Test func selectingATabMoreListsShowsItsStackInsideMore() throws {
        let harness = try harness()
        let performed = harness.operations.count
        try harness.root.perform(.selectTab("library.book8"))
        harness.settle()
        let root = try #require(harness.root.state.selectedStack.first)
        #expect(Array(harness.operations.dropFirst(performed)) == [.showMore([root])])
        #expect(harness.model.displayedContainers.more?.isSelected == true)
        expectShown(harness)
    }

    @Test func aPushOnTheTabMoreShowsIsPlayedOnMoresStack() throws {
        let harness = try harness()
        try harness.root.perform(.selectTab("library.book8"))
        harness.settle()
        let performed = harness.operations.count
        try harness.root.show(LibraryRoute.book(id: 3))
        harness.settle()
        let pushed = try #require(harness.root.state.selectedStack.last)
        #expect(Array(harness.operations.dropFirst(performed)) == [.push(pushed, onto: .more)])
        #expect(moreScreens(harness) == ["library.book(id: 8)", "library.book(id: 3)"])
        expectShown(harness)
    }

    @Test func tappingMoreShowsTheListWhoseTabsScreensDisappearWithoutAChangeOfState() throws {
        let harness = try bookEightWithAPush()
        let state = harness.root.state
        let top = try #require(state.selectedStack.last)
        harness.deliver(harness.model.userTapsTabBarItem(at: 4))
        harness.settle()
        #expect(harness.root.state == state)
        #expect(harness.player.isShowingMoreList)
        #expect(moreScreens(harness) == [])
        #expect(harness.seen.last == SeenEvent(.disappeared, top))
        expectShown(harness)
    }

    @Test func tappingMoreAtItsListDoesNothing() throws {
        let harness = try bookEightWithAPush()
        harness.deliver(harness.model.userTapsTabBarItem(at: 4))
        harness.settle()
        let performed = harness.operations.count
        harness.deliver(harness.model.userTapsTabBarItem(at: 4))
        harness.settle()
        #expect(harness.operations.count == performed)
        #expect(harness.player.isShowingMoreList)
    }

    @Test func choosingTheSelectedTabsRowShowsItsStackAsItWasWithoutAReselection() throws {
        let harness = try bookEightWithAPush()
        let state = harness.root.state
        harness.deliver(harness.model.userTapsTabBarItem(at: 4))
        harness.settle()
        harness.deliver(harness.model.userChoosesMoreRow(at: 0))
        harness.settle()
        #expect(harness.root.state == state)
        #expect(!harness.player.isShowingMoreList)
        #expect(moreScreens(harness) == ["library.book(id: 8)", "library.book(id: 3)"])
        expectShown(harness)
    }

    @Test func choosingAnotherRowSelectsThatTabThroughTheRoot() throws {
        let harness = try harness()
        harness.deliver(harness.model.userTapsTabBarItem(at: 4))
        harness.settle()
        #expect(harness.root.state.selectedTab == "library")
        harness.deliver(harness.model.userChoosesMoreRow(at: 1))
        harness.settle()
        #expect(harness.root.state.selectedTab == "library.book9")
        #expect(!harness.player.isShowingMoreList)
        #expect(moreScreens(harness) == ["library.book(id: 9)"])
        expectShown(harness)
    }

    @Test func goingBackPastTheRootOfTheTabInMoreShowsTheListAndPopsTheTab() throws {
        let harness = try bookEightWithAPush()
        #expect(harness.model.userGoesBack(keeping: 0, report: harness.deliver))
        harness.settle()
        #expect(harness.root.state.selectedTab == "library.book8")
        #expect(harness.root.state.currentTab?.stack.isEmpty == true)
        #expect(harness.player.isShowingMoreList)
        expectShown(harness)
    }

    @Test func theBackButtonInMoreIsTheTabsPop() throws {
        let harness = try bookEightWithAPush()
        #expect(harness.model.userGoesBack(report: harness.deliver))
        harness.settle()
        #expect(harness.root.state.currentTab?.stack.isEmpty == true)
        #expect(!harness.player.isShowingMoreList)
        #expect(moreScreens(harness) == ["library.book(id: 8)"])
        expectShown(harness)
    }

    @Test func aChangeToTheSelectedTabsStackLeavesTheListForTheTab() throws {
        let harness = try harness()
        try harness.root.perform(.selectTab("library.book8"))
        harness.settle()
        harness.deliver(harness.model.userTapsTabBarItem(at: 4))
        harness.settle()
        try harness.root.show(LibraryRoute.book(id: 3))
        harness.settle()
        #expect(!harness.player.isShowingMoreList)
        #expect(moreScreens(harness) == ["library.book(id: 8)", "library.book(id: 3)"])
        expectShown(harness)
    }

    @Test func selectingATabWithAnItemLeavesMoreAndMoreGoesBackToItsList() throws {
        let harness = try bookEightWithAPush()
        try harness.root.perform(.selectTab("shop"))
        harness.settle()
        let tree = harness.model.displayedContainers
        #expect(tree.selectedTab == "shop")
        #expect(tree.more == MoreContainer(tabs: ["library.book8", "library.book9"], isSelected: false, screens: []))
        expectShown(harness)
    }

    @Test func tappingTheSelectedItemOverTheListShowsItWithoutPoppingIt() throws {
        let harness = try harness()
        try harness.root.show(LibraryRoute.book(id: 3))
        harness.settle()
        let state = harness.root.state
        harness.deliver(harness.model.userTapsTabBarItem(at: 4))
        harness.settle()
        harness.deliver(harness.model.userTapsTabBarItem(at: 0))
        harness.settle()
        #expect(harness.root.state == state)
        #expect(!harness.player.isShowingMoreList)
        #expect(harness.model.displayedContainers.more?.isSelected == false)
        expectShown(harness)
    }

    @Test func aSheetOverTheTabInMoreIsPresentedOverTheTabBar() throws {
        let harness = try bookEightWithAPush()
        try harness.root.perform(.show(library(.search(query: "s")), as: .sheet))
        harness.settle()
        #expect(harness.model.displayedContainers.presented.count == 1)
        #expect(harness.model.userSwipesDownTopSheet(report: harness.deliver))
        harness.settle()
        #expect(harness.model.displayedContainers.presented.isEmpty)
        expectShown(harness)
    }

    @Test func restoringWithATabMoreListsSelectedSetsMoreUpWithItsStack() throws {
        let saved = try bookEightWithAPush().root.saveState()
        let harness = try harness()
        #expect(try harness.root.restoreState(from: saved) == .restored)
        harness.settle()
        #expect(moreScreens(harness) == ["library.book(id: 8)", "library.book(id: 3)"])
        #expect(harness.model.displayedContainers.more?.isSelected == true)
        expectShown(harness)
    }

    @Test func aPlayerMadeForARestoredStateShowsTheTabInMoreFromItsSetUp() throws {
        let root = try bookEightWithAPush().root
        let tree = ContainerTree(root.state).withoutPresentations
        #expect(tree.more == MoreContainer(tabs: ["library.book8", "library.book9"], isSelected: true, screens: root.state.selectedStack))
        let model = ToolkitModel()
        model.setUp(tree)
        #expect(model.showsContainers(ContainerTree(root.state)))
        #expect(model.violations.isEmpty)
    }

    /// The defect put back: a player that hands the tab bar every tab. The toolkit model's
    /// UIKit takes the tabs past the first four into its own More, and says so.
    @Test func aTabBarHandedAllSixTabsBreaksTheToolkitsCapacityRule() throws {
        let harness = try ContainerHarness(tabs: Self.sixTabs, capacity: .unlimited)
        #expect(harness.model.violations.map(\.rule) == [.tabBarShowsAtMostItsCapacity])
        #expect(harness.model.tabsInSystemMore == ["library.book8", "library.book9"])
    }
}
