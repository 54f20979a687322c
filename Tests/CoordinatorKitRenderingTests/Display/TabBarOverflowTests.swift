import CoordinatorKit
import CoordinatorKitRendering
import CoordinatorKitTestModules
import Testing

/// The tab bar's More, decided once for both renderers: which tabs the tab bar shows, which
/// More lists, what More shows, and what each gesture on them leads to.
@MainActor
struct TabBarOverflowTests {
    static let tabs: [TabID] = ["a", "b", "c", "d", "e", "f"]

    private func screen(_ tab: TabID, _ depth: Int) -> EntryID {
        EntryID(tab: tab, depth: depth, route: AnyRoute(LibraryRoute.book(id: depth), uncheckedModule: "library"), presentation: .push)
    }

    private func bar(selected: TabID, depth: Int = 1, list: Bool = false) -> TabBarOverflow {
        TabBarOverflow(
            tabs: Self.tabs, selected: selected, stack: (0...depth).map { screen(selected, $0) }, capacity: .iOS,
            isShowingMoreList: list)
    }

    @Test func sixTabsOnAnIPhoneShowFourItemsAndAMoreListingTheRestInOrder() {
        let bar = bar(selected: "a")
        #expect(bar.items == ["a", "b", "c", "d"])
        #expect(bar.moreTabs == ["e", "f"])
        #expect(bar.barItems == [.tab("a"), .tab("b"), .tab("c"), .tab("d"), .more])
        #expect(bar.barItems.count == TabBarCapacity.iOS.items)
    }

    @Test func tabsThatFitHaveNoMoreItem() {
        let bar = TabBarOverflow(tabs: Array(Self.tabs.prefix(5)), selected: "e", capacity: .iOS, isShowingMoreList: true)
        #expect(bar.items.count == 5)
        #expect(bar.moreTabs.isEmpty)
        #expect(!bar.isShowingMoreList)
        #expect(bar.selectedItem == .tab("e"))
    }

    @Test func aTabViewWithoutAMoreOfItsOwnShowsEveryTab() {
        let bar = TabBarOverflow(tabs: Self.tabs, selected: "f", capacity: .unlimited)
        #expect(bar.items == Self.tabs)
        #expect(bar.selectedItem == .tab("f"))
    }

    @Test func anOverflowedTabSelectedShowsItsStackInsideMore() {
        let bar = bar(selected: "f", depth: 2)
        #expect(bar.selectedItem == .more)
        #expect(bar.tabInMore == "f")
        #expect(bar.moreScreens == [screen("f", 0), screen("f", 1), screen("f", 2)])
    }

    @Test func tappingMoreShowsTheListWithoutChangingTheSelection() {
        var bar = bar(selected: "b")
        #expect(bar.take(.tapped(.more)) == nil)
        #expect(bar.isShowingMoreList)
        #expect(bar.selectedItem == .more)
        #expect(bar.selectedTab == "b")
    }

    @Test func tappingMoreWhileATabShowsInsideItGoesBackToTheList() {
        var bar = bar(selected: "e")
        #expect(bar.take(.tapped(.more)) == nil)
        #expect(bar.isShowingMoreList)
        #expect(bar.moreScreens == [])
    }

    @Test func tappingMoreAtTheListDoesNothing() {
        var bar = bar(selected: "e", list: true)
        let before = bar
        #expect(bar.take(.tapped(.more)) == nil)
        #expect(bar == before)
    }

    @Test func choosingTheSelectedTabsRowShowsItsStackAsItIsWithoutAReselection() {
        var bar = bar(selected: "e", list: true)
        #expect(bar.take(.chose("e")) == nil)
        #expect(!bar.isShowingMoreList)
        #expect(bar.moreScreens.count == 2)
    }

    @Test func choosingAnotherRowIsATabTapForTheRootToDecide() {
        var bar = bar(selected: "a", list: true)
        #expect(bar.take(.chose("f")) == .tabSelected("f"))
        #expect(bar.isShowingMoreList)
    }

    @Test func tappingTheSelectedItemOverTheListShowsItAgainWithoutPoppingIt() {
        var bar = bar(selected: "b", list: true)
        #expect(bar.take(.tapped(.tab("b"))) == nil)
        #expect(bar.selectedItem == .tab("b"))
    }

    @Test func tappingTheSelectedItemItselfIsAReselection() {
        var bar = bar(selected: "b")
        #expect(bar.take(.tapped(.tab("b"))) == .tabSelected("b"))
    }

    @Test func goingBackPastTheRootOfTheTabInMoreShowsTheListAndPopsTheTab() {
        var bar = bar(selected: "e", depth: 2)
        let root = screen("e", 0)
        #expect(bar.take(.poppedInMore(to: [])) == .path([], of: LayerID(index: 0, root: root)))
        #expect(bar.isShowingMoreList)
    }

    @Test func goingBackFromTheRootOfTheTabInMoreOnlyShowsTheList() {
        var bar = bar(selected: "e", depth: 0)
        #expect(bar.take(.poppedInMore(to: [])) == nil)
        #expect(bar.isShowingMoreList)
    }

    @Test func goingBackWithinTheTabInMoreIsThatTabsPop() {
        var bar = bar(selected: "e", depth: 2)
        let root = screen("e", 0)
        #expect(bar.take(.poppedInMore(to: [root, screen("e", 1)])) == .path([screen("e", 1)], of: LayerID(index: 0, root: root)))
        #expect(!bar.isShowingMoreList)
    }

    @Test func aStackMoreDoesNotShowIsNotPopped() {
        var bar = bar(selected: "e", depth: 2, list: true)
        #expect(bar.take(.poppedInMore(to: [])) == nil)
        var other = self.bar(selected: "e", depth: 1)
        #expect(other.take(.poppedInMore(to: [screen("f", 0)])) == nil)
    }

    @Test func aCapacityLeavesRoomForATabAndMore() {
        #expect(TabBarCapacity(items: 0).items == 2)
        let bar = TabBarOverflow(tabs: Self.tabs, selected: "a", capacity: TabBarCapacity(items: 1))
        #expect(bar.barItems == [.tab("a"), .more])
    }
}
