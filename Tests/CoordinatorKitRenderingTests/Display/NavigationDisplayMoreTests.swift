import CoordinatorKit
import CoordinatorKitRendering
import CoordinatorKitTestModules
import CoordinatorKitTesting
import Observation
import Synchronization
import Testing

/// Six tabs in an iPhone's tab view through the SwiftUI player: the display decides what
/// `TabsView` and `MoreTabView` draw (``NavigationDisplay/tabBar(capacity:)``) and takes
/// what the user does to them (``NavigationDisplay/take(_:capacity:writingTo:)``), played
/// against the toolkit model, whose tab view never gets more children than its capacity.
@MainActor
struct NavigationDisplayMoreTests {
    /// A root with the six tabs of the container tests, played against the toolkit model,
    /// with the screens seen counted as they come and go.
    @MainActor
    final class Harness {
        let playback: ToolkitPlayback
        private(set) var onDisplay: [EntryID] = []
        private(set) var seenProblems: [String] = []

        init() throws {
            let root = try makeRoot()
            try root.perform(.arrangeTabs(MoreContainerTests.sixTabs))
            playback = ToolkitPlayback(following: root)
            playback.player.onSeen = { [weak self] event in self?.note(event) }
        }

        var root: RootCoordinator { playback.root }
        var display: NavigationDisplay { playback.player.display }
        var bar: TabBarOverflow { display.tabBar(capacity: .iOS) }

        func take(_ gesture: TabBarGesture) {
            display.take(gesture, capacity: .iOS, writingTo: root)
        }

        /// Settles, draws the tab view as `TabsView` does, and checks what is seen.
        func settle() {
            playback.settle()
            playback.model.drawTabBar(bar.barItems)
            let wanted = root.state.seenScreens(showingMoreList: display.isShowingMoreList)
            if Set(onDisplay) != Set(wanted) { seenProblems.append("seen \(onDisplay), on display \(wanted)") }
        }

        var problems: [String] { playback.problems + seenProblems }

        private func note(_ event: SeenEvent) {
            switch event.change {
            case .appeared:
                if onDisplay.contains(event.screen) { seenProblems.append("\(event) twice") }
                onDisplay.append(event.screen)
            case .disappeared:
                if !onDisplay.contains(event.screen) { seenProblems.append("\(event) never appeared") }
                onDisplay.removeAll { $0 == event.screen }
            }
        }
    }

    /// The harness with the pinned book 8 selected, a book pushed on it.
    private func bookEightWithAPush() throws -> Harness {
        let harness = try Harness()
        try harness.root.perform(.selectTab("library.book8"))
        try harness.root.show(LibraryRoute.book(id: 3))
        harness.settle()
        return harness
    }

    @Test func theTabViewGetsFourTabsAndMoreShowingTheSelectedTabMoreLists() throws {
        let harness = try bookEightWithAPush()
        #expect(harness.bar.barItems == [.tab("library"), .tab("shop"), .tab("library.book7"), .tab("library.new"), .more])
        #expect(harness.bar.selectedItem == .more)
        #expect(harness.bar.moreScreens.map(\.route.description) == ["library.book(id: 8)", "library.book(id: 3)"])
        #expect(harness.problems == [])
    }

    /// `MoreTabView` draws More's stack from `tabBar(capacity:)` alone, and SwiftUI draws a
    /// view again only for the observed properties it read: a push into a tab shown in More
    /// must reach that value through observation.
    @Test func aPushIntoATabShownInMoreChangesWhatMoreDrawsThroughObservation() throws {
        let harness = try Harness()
        try harness.root.perform(.selectTab("library.book8"))
        harness.settle()
        let told = Told()
        withObservationTracking { _ = harness.bar } onChange: { told.mark() }
        try harness.root.show(LibraryRoute.book(id: 3))
        harness.settle()
        #expect(told.count == 1)
        #expect(harness.bar.moreScreens.map(\.route.description) == ["library.book(id: 8)", "library.book(id: 3)"])
    }

    @Test func tappingMoreShowsTheListAndTheTabsScreenDisappearsWithoutAChangeOfState() throws {
        let harness = try bookEightWithAPush()
        let state = harness.root.state
        harness.take(.tapped(.more))
        harness.settle()
        #expect(harness.root.state == state)
        #expect(harness.display.isShowingMoreList)
        #expect(harness.onDisplay.isEmpty)
        #expect(harness.problems == [])
    }

    @Test func choosingTheSelectedRowShowsTheTabAgainAsItWas() throws {
        let harness = try bookEightWithAPush()
        let state = harness.root.state
        harness.take(.tapped(.more))
        harness.take(.chose("library.book8"))
        harness.settle()
        #expect(harness.root.state == state)
        #expect(!harness.display.isShowingMoreList)
        #expect(harness.onDisplay == [state.selectedStack[1]])
        #expect(harness.problems == [])
    }

    @Test func choosingAnotherRowSelectsItThroughTheRootAndLeavesTheList() throws {
        let harness = try Harness()
        harness.take(.tapped(.more))
        harness.take(.chose("library.book9"))
        harness.settle()
        #expect(harness.root.state.selectedTab == "library.book9")
        #expect(!harness.display.isShowingMoreList)
        #expect(harness.bar.tabInMore == "library.book9")
        #expect(harness.problems == [])
    }

    @Test func goingBackPastTheTabsRootInMoreShowsTheListAndPopsTheTab() throws {
        let harness = try bookEightWithAPush()
        harness.take(.poppedInMore(to: []))
        harness.settle()
        #expect(harness.display.isShowingMoreList)
        #expect(harness.root.state.selectedTab == "library.book8")
        #expect(harness.root.state.currentTab?.stack.isEmpty == true)
        #expect(harness.problems == [])
    }

    @Test func aLinkIntoTheSelectedTabWhileTheListShowsRevealsTheTab() throws {
        let harness = try bookEightWithAPush()
        harness.take(.tapped(.more))
        harness.settle()
        try harness.root.show(LibraryRoute.book(id: 4))
        harness.settle()
        #expect(!harness.display.isShowingMoreList)
        #expect(harness.bar.moreScreens.count == 3)
        #expect(harness.problems == [])
    }

    @Test func aChangeOfAnotherTabLeavesTheListAsItIs() throws {
        let harness = try Harness()
        harness.take(.tapped(.more))
        try harness.root.perform(.arrangeTabs(MoreContainerTests.sixTabs.reversed()))
        harness.settle()
        #expect(harness.root.state.selectedTab == "library")
        #expect(harness.display.isShowingMoreList)
    }

    @Test func tappingTheSelectedItemOverTheListShowsItWithoutPoppingIt() throws {
        let harness = try Harness()
        try harness.root.show(LibraryRoute.book(id: 3))
        harness.settle()
        let state = harness.root.state
        harness.take(.tapped(.more))
        harness.take(.tapped(.tab("library")))
        harness.settle()
        #expect(harness.root.state == state)
        #expect(harness.bar.selectedItem == .tab("library"))
        #expect(harness.problems == [])
    }

    /// The defect put back: a tab view handed every tab. The toolkit model's tab view takes
    /// the tabs past the first four into the system's More, and says so.
    @Test func aTabViewHandedAllSixTabsBreaksTheToolkitsCapacityRule() throws {
        let harness = try Harness()
        harness.playback.model.drawTabBar(harness.display.tabBar(capacity: .unlimited).barItems)
        #expect(harness.playback.model.violations.map(\.rule) == [.tabBarShowsAtMostItsCapacity])
        #expect(harness.playback.model.tabsInSystemMore == ["library.book8", "library.book9"])
    }
}

/// Counts the changes an observation was told of, from whatever thread tells it.
private final class Told: Sendable {
    private let marks = Mutex(0)
    var count: Int { marks.withLock { $0 } }
    func mark() { marks.withLock { $0 += 1 } }
}
