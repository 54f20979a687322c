import CoordinatorKit
import CoordinatorKitRendering
import CoordinatorKitTestModules
import CoordinatorKitTesting
import Testing

/// The container player follows a tab set changed at run time (``NavigationCommand/arrangeTabs(_:)``):
/// the tab bar's tabs are set first, keeping every staying tab's navigation controller with
/// its screens and presentations, and a new tab's screens are then set off screen.
@MainActor
struct ContainerTabSetTests {
    let bookSeven = TabItem(id: "library.book7", root: library(.book(id: 7)))

    /// A harness whose library tab (selected) shows a pushed book under a sheet.
    private func libraryWithASheet() throws -> ContainerHarness {
        let harness = try ContainerHarness()
        try harness.root.open(link: "app://library/1")
        try harness.root.perform(.show(library(.search(query: "s")), as: .sheet))
        harness.settle()
        return harness
    }

    /// Checks that the containers show the root's state with every rule kept and no
    /// screen on display recreated.
    private func expectShown(_ harness: ContainerHarness) {
        #expect(harness.unshown.isEmpty)
        #expect(harness.violations.isEmpty)
        #expect(harness.recreated.isEmpty)
        #expect(harness.seenProblems.isEmpty)
        #expect(harness.fallbacks.isEmpty)
    }

    @Test func pinningATabSetsTheTabsThenTheNewTabsScreensOffScreenKeepingTheSheet() throws {
        let harness = try libraryWithASheet()
        let tabs = harness.root.state.tabIDs
        let sheet = try #require(harness.model.displayedContainers.presented.first)
        let performed = harness.operations.count
        harness.beginChange()
        try harness.root.perform(.arrangeTabs(tabs.map { TabItem(id: $0) } + [bookSeven]))
        harness.settle()
        let pinnedRoot = try #require(ContainerTree(harness.root.state).stacks["library.book7"])
        #expect(
            Array(harness.operations.dropFirst(performed)) == [
                .setTabs(tabs + ["library.book7"], more: []), .setStack(pinnedRoot, of: .tab("library.book7"), animated: false),
            ])
        #expect(harness.model.displayedContainers.presented == [sheet])
        expectShown(harness)
    }

    @Test func unpinningATabThatIsNotSelectedOnlySetsTheTabs() throws {
        let harness = try libraryWithASheet()
        let tabs = harness.root.state.tabIDs
        try harness.root.perform(.arrangeTabs(tabs.map { TabItem(id: $0) } + [bookSeven]))
        harness.settle()
        let performed = harness.operations.count
        harness.beginChange()
        try harness.root.perform(.arrangeTabs(tabs.map { TabItem(id: $0) }))
        harness.settle()
        #expect(Array(harness.operations.dropFirst(performed)) == [.setTabs(tabs, more: [])])
        #expect(harness.model.displayedContainers.presented.count == 1)
        expectShown(harness)
    }

    @Test func reorderingTheTabsKeepsEveryTabsScreensAndTheSheet() throws {
        let harness = try libraryWithASheet()
        let reordered = Array(harness.root.state.tabIDs.reversed())
        let before = harness.model.displayedContainers
        let performed = harness.operations.count
        harness.beginChange()
        try harness.root.perform(.arrangeTabs(reordered.map { TabItem(id: $0) }))
        harness.settle()
        #expect(Array(harness.operations.dropFirst(performed)) == [.setTabs(reordered, more: [])])
        #expect(harness.model.displayedContainers.stacks == before.stacks)
        #expect(harness.model.displayedContainers.presented == before.presented)
        expectShown(harness)
    }

    @Test func removingTheSelectedTabDismissesItsSheetBeforeTheTabsAreSet() throws {
        let harness = try libraryWithASheet()
        let others = harness.root.state.tabIDs.filter { $0 != "library" }
        let performed = harness.operations.count
        harness.beginChange()
        try harness.root.perform(.arrangeTabs(others.map { TabItem(id: $0) }))
        harness.settle()
        let operations = Array(harness.operations.dropFirst(performed))
        #expect(operations.prefix(2) == [.dismiss(from: 0), .setTabs(others, more: [])])
        #expect(harness.model.displayedContainers.selectedTab == harness.root.state.selectedTab)
        #expect(harness.model.displayedContainers.presented.isEmpty)
        expectShown(harness)
    }

    @Test func aTreeSettingTheTabsKeepsTheStayingStacksAndSelectsTheFirstTabWhenItsOwnLeft() {
        let tree = ContainerTree(
            selectedTab: "library", tabs: ["library", "shop"], stacks: ["library": [], "shop": []], presented: [])
        let next = tree.applying(.setTabs(["shop", "account"], more: []))
        #expect(next.tabs == ["shop", "account"])
        #expect(next.selectedTab == "shop")
        #expect(next.stacks == ["shop": [], "account": []])
        #expect(tree.applying(.setTabs(["shop", "library"], more: [])).selectedTab == "library")
    }

    @Test func aLinkIntoASidebarOnlyTabPutsItInTheTabBarWhileSelectedAndAnActionHasNoStack() throws {
        let harness = try ContainerHarness()
        let compose = TabItem(id: "library.compose", root: library(.book(id: 9)), role: .action(.sheet))
        let sidebarOnly = TabItem(id: "library.book7", root: library(.book(id: 7)), role: .sidebarOnly)
        harness.beginChange()
        try harness.root.perform(.arrangeTabs(["library", "shop", compose, sidebarOnly]))
        harness.settle()
        #expect(harness.model.displayedContainers.tabs == ["library", "shop", "library.compose"])
        #expect(harness.model.displayedContainers.stacks["library.compose"] == [])
        harness.beginChange()
        try harness.root.open(link: "app://library/7/search?q=sea")
        harness.settle()
        #expect(harness.model.displayedContainers.tabs == ["library", "shop", "library.compose", "library.book7"])
        #expect(harness.model.displayedContainers.selectedTab == "library.book7")
        expectShown(harness)
        harness.beginChange()
        try harness.root.perform(.selectTab("shop"))
        harness.settle()
        #expect(harness.model.displayedContainers.tabs == ["library", "shop", "library.compose"])
        expectShown(harness)
    }
}
