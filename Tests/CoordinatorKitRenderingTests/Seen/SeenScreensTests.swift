import CoordinatorKit
import CoordinatorKitRendering
import CoordinatorKitTestModules
import Testing

/// Which screens a state shows, and the events between two states: what both players
/// report when a change has ended.
@MainActor
struct SeenScreensTests {
    private func state(_ stack: [NavigationEntry], selected: ModuleID = "library") -> NavigationState {
        NavigationState(
            selectedTab: selected,
            tabs: [
                TabState(id: "library", root: library(.shelf), stack: stack), TabState(id: "shop", root: shop(.promo(code: "A"))),
            ])
    }

    private func names(_ state: NavigationState) -> [String] {
        state.seenScreens.map { SeenEvent(.appeared, $0).analyticsName.name }
    }

    private func events(from old: NavigationState, to new: NavigationState) -> [String] {
        SeenEvent.changes(from: old.seenScreens, to: new.seenScreens).map(\.description)
    }

    private let book = NavigationEntry(library(.book(id: 7)))
    private let sheet = NavigationEntry(route: library(.search(query: "s")), presentation: .sheet)
    private let cover = NavigationEntry(route: account(.register), presentation: .fullScreenCover)
    private let overlay = NavigationEntry(route: library(.book(id: 9)), presentation: .overlay)

    @Test func theTopOfTheSelectedTabsStackIsTheOnlyScreenSeenWithoutLayers() {
        #expect(names(state([book])) == ["book"])
        #expect(names(state([book], selected: "shop")) == ["shop.promo"])
    }

    @Test func aSheetLeavesTheScreenUnderItSeen() {
        #expect(names(state([book, sheet])) == ["book", "library.search"])
    }

    @Test func aPopoverOrAFormSheetLeavesTheScreenUnderItSeen() {
        let popover = NavigationEntry(route: library(.search(query: "p")), presentation: .popover(anchor: "filter"))
        let formSheet = NavigationEntry(route: shop(.promo(code: "F")), presentation: .formSheet())
        #expect(names(state([book, popover])) == ["book", "library.search"])
        #expect(names(state([book, formSheet])) == ["book", "shop.promo"])
    }

    @Test func aFullScreenCoverHidesEveryScreenUnderIt() {
        #expect(names(state([book, sheet, cover])) == ["account.register"])
    }

    @Test func anOverlayLeavesTheScreensUnderItSeen() {
        #expect(names(state([cover, overlay])) == ["account.register", "book"])
    }

    @Test func theScreensGoneAreListedTopFirstBeforeTheScreensCome() {
        #expect(events(from: state([book, sheet]), to: state([book, sheet, cover])) == [
            "disappeared library.search", "disappeared book id=7", "appeared account.register",
        ])
        #expect(events(from: state([book, sheet, cover]), to: state([])) == [
            "disappeared account.register", "appeared library.shelf",
        ])
    }

    @Test func selectingAnotherTabMakesTheOldTabsScreensDisappearAndTheNewTabsAppear() {
        #expect(events(from: state([book, sheet]), to: state([book, sheet], selected: "shop")) == [
            "disappeared library.search", "disappeared book id=7", "appeared shop.promo",
        ])
    }

    @Test func aScreenStillOnDisplayIsNoEvent() {
        #expect(events(from: state([book]), to: state([book, sheet])) == ["appeared library.search"])
        #expect(events(from: state([book]), to: state([book])) == [])
    }

    @Test func aRouteWithoutANameIsNamedByItsModuleAndCaseWithoutItsValues() {
        let event = SeenEvent(.appeared, EntryID(tab: "library", depth: 1, route: library(.search(query: "me")), presentation: .push))
        #expect(event.analyticsName == AnalyticsName("library.search"))
        #expect(event.description == "appeared library.search")
    }

    @Test func aRouteNamesItselfWithTheValuesItSends() {
        let event = SeenEvent(.disappeared, EntryID(tab: "library", depth: 1, route: library(.book(id: 42)), presentation: .push))
        #expect(event.analyticsName == AnalyticsName("book", parameters: ["id": "42"]))
        #expect(event.description == "disappeared book id=42")
    }
}
