import CoordinatorKit
import CoordinatorKitTestModules
import CoordinatorKitTesting
import Testing

/// The tab bar acted out: its capacity, the system's More past it, and the bar above a
/// stack whose screens hide it, read the way each toolkit reads it.
@MainActor
struct ToolkitModelTabBarTests {
    private let tabs: [TabID] = ["a", "b", "c", "d", "e", "f"]

    @Test func aTabBarGivenMoreItemsThanItsCapacityHasTheSystemsMoreTakeTheRest() {
        let model = ToolkitModel()
        model.setUp(ContainerTree(selectedTab: "a", tabs: tabs, stacks: [:], presented: []))
        #expect(model.violations.map(\.rule) == [.tabBarShowsAtMostItsCapacity])
        #expect(model.tabsInSystemMore == ["e", "f"])
    }

    @Test func aTabBarOfFourItemsAndAMoreKeepsWithinItsCapacity() {
        let model = ToolkitModel()
        let more = MoreContainer(tabs: ["e", "f"], isSelected: false, screens: [])
        model.setUp(ContainerTree(selectedTab: "a", tabs: Array(tabs.prefix(4)), stacks: [:], more: more, presented: []))
        #expect(model.violations.isEmpty)
        #expect(model.tabsInSystemMore.isEmpty)
        #expect(model.displayedContainers.more == more)
    }

    @Test func settingSixTabsAtRunTimeIsCaught() {
        let model = ToolkitModel()
        model.setUp(ContainerTree(selectedTab: "a", tabs: ["a", "b"], stacks: [:], presented: []))
        var completed = false
        model.perform(.setTabs(tabs, more: [])) { completed = true }
        #expect(completed)
        #expect(model.violations.map(\.rule) == [.tabBarShowsAtMostItsCapacity])
    }

    @Test func aTabViewOfSixChildrenIsCaughtAndOfFiveIsNot() {
        let model = ToolkitModel()
        model.drawTabBar(tabs.map(TabBarOverflow.Item.tab))
        #expect(model.violations.map(\.rule) == [.tabBarShowsAtMostItsCapacity])
        model.drawTabBar(tabs.prefix(4).map(TabBarOverflow.Item.tab) + [.more])
        #expect(model.violations.count == 1)
        #expect(model.tabsInSystemMore.isEmpty)
    }

    @Test func aMacTabViewHasNoCapacity() {
        let model = ToolkitModel()
        model.tabBarCapacity = .unlimited
        model.drawTabBar(tabs.map(TabBarOverflow.Item.tab))
        #expect(model.violations.isEmpty)
    }

    @Test func theBarAboveAScreenPushedOverOneThatHidesItIsTheSameInBothToolkits() throws {
        let root = try makeRoot()
        try root.open(link: "app://library/1/chapters/2")
        try root.show(LibraryRoute.book(id: 3))
        let model = ToolkitModel()
        model.render(root.state)
        model.checkTabBar(over: root.state.selectedStack)
        #expect(model.violations.isEmpty)
    }

    @Test func pushingOnUIKitsContainersChecksTheBarAboveTheStack() throws {
        let root = try makeRoot()
        try root.open(link: "app://library/1/chapters/2")
        let model = ToolkitModel()
        model.setUp(ContainerTree(root.state))
        try root.show(LibraryRoute.book(id: 3))
        let pushed = try #require(root.state.selectedStack.last)
        model.perform(.push(pushed, onto: .tab("library"))) {}
        model.runUntilIdle()
        #expect(model.violations.isEmpty)
        #expect(model.displayedContainers.stacks["library"]?.count == 3)
    }
}
