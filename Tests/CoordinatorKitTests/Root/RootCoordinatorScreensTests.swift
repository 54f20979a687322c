import CoordinatorKit
import CoordinatorKitTestModules
import CoordinatorKitTesting
import Testing

@MainActor
struct RootCoordinatorScreensTests {
    private func makeGardenRoot() throws -> RootCoordinator {
        try RootCoordinator.testing(GardenModule(), LibraryModule(), AccountModule(), schemes: ["app"])
    }

    @Test func screenStaysTheSameInstanceWhileItsEntryStays() throws {
        let root = try makeRoot()
        try root.open(link: "app://library/1")
        let first = try #require(root.screen(inTab: "library", atDepth: 1, of: LibraryModule.self))
        try root.show(LibraryRoute.book(id: 2))
        #expect(root.screen(inTab: "library", atDepth: 1, of: LibraryModule.self) === first)
        try root.perform(.pop)
        #expect(root.topScreen(of: LibraryModule.self) === first)
    }

    @Test func screenSurvivesAnAlertShownAndDismissedOnIt() throws {
        let root = try makeRoot()
        try root.open(link: "app://library/1")
        let screen = try #require(root.topScreen(of: LibraryModule.self))
        try root.perform(.showAlert(AlertState(id: .x, title: "Careful", buttons: [AlertState.Button("OK", action: .ok)])))
        #expect(root.state.topEntry?.alert != nil)
        #expect(root.topScreen(of: LibraryModule.self) === screen)
        try root.perform(.dismissAlert)
        #expect(root.topScreen(of: LibraryModule.self) === screen)
    }

    @Test func entryPoppedAndPushedAgainGetsANewScreen() throws {
        let root = try makeRoot()
        try root.open(link: "app://library/1")
        let first = try #require(root.topScreen(of: LibraryModule.self))
        try root.perform(.pop)
        try root.show(LibraryRoute.book(id: 1))
        let second = try #require(root.topScreen(of: LibraryModule.self))
        #expect(second !== first)
        #expect(second.title == first.title)
    }

    @Test func sameRouteAtTheSameDepthPresentedDifferentlyGetsANewScreen() throws {
        let root = try makeRoot()
        try root.open(link: "app://library/1")
        let pushed = try #require(root.topScreen(of: LibraryModule.self))
        try root.performAsOneChange {
            try root.perform(.pop)
            try root.show(LibraryRoute.book(id: 1), as: .sheet)
        }
        #expect(root.state.topEntry?.presentation == .sheet)
        #expect(root.topScreen(of: LibraryModule.self) !== pushed)
    }

    @Test func screenForAnEntryIDIsTheKeptScreenAndNilOnceAnotherEntryStandsThere() throws {
        let root = try makeRoot()
        try root.open(link: "app://library/1")
        let tab = try #require(root.state.currentTab)
        let entry = try #require(tab.entryID(atDepth: 1))
        let screen = try #require(root.screen(for: entry, of: LibraryModule.self))
        #expect(root.screen(inTab: "library", atDepth: 1, of: LibraryModule.self) === screen)
        #expect(root.screen(for: entry, of: AccountModule.self) == nil)
        // What the renderers draw by the screen's type: the same kept screen, erased.
        #expect(root.anyScreen(for: entry) as AnyObject? === screen)
        try root.performAsOneChange {
            try root.perform(.pop)
            try root.show(LibraryRoute.book(id: 1), as: .sheet)
        }
        #expect(root.screen(for: entry, of: LibraryModule.self) == nil)
        #expect(root.anyScreen(for: entry) == nil)
        let sheet = try #require(root.state.currentTab?.entryID(atDepth: 1))
        #expect(root.screen(for: sheet, of: LibraryModule.self) !== screen)
    }

    @Test func screenIsReleasedWhenItsEntryLeaves() throws {
        let root = try makeRoot()
        try root.open(link: "app://library/1")
        weak var screen: StandInScreen?
        screen = root.topScreen(of: LibraryModule.self)
        #expect(screen != nil)
        try root.perform(.pop)
        #expect(screen == nil)
    }

    @Test func viewModelInsideAScreenEnumIsReleasedWhenItsEntryLeaves() throws {
        let root = try makeGardenRoot()
        try root.open(link: "app://garden/shed")
        weak var shed: ShedModel?
        if case .shed(let model)? = root.topScreen(of: GardenModule.self) { shed = model }
        #expect(shed != nil)
        try root.open(link: "app://garden")
        #expect(shed == nil)
    }

    @Test func screenOfAnotherTabStaysWhileThatTabIsNotSelected() throws {
        let root = try makeGardenRoot()
        try root.open(link: "app://library/7")
        let book = try #require(root.topScreen(of: LibraryModule.self))
        try root.perform(.selectTab("garden"))
        #expect(root.screen(inTab: "library", atDepth: 1, of: LibraryModule.self) === book)
        try root.perform(.selectTab("library"))
        #expect(root.topScreen(of: LibraryModule.self) === book)
    }

    @Test func typedAccessorReturnsTheModulesOwnScreenType() throws {
        let root = try makeGardenRoot()
        try root.open(link: "app://garden/beds/tulips")
        let screen: GardenScreen? = root.topScreen(of: GardenModule.self)
        guard case .bed(let bed)? = screen else {
            Issue.record("expected the bed screen, got \(String(describing: screen))")
            return
        }
        #expect(bed.name == "tulips")
        guard case .bed(let again)? = root.screen(inTab: "garden", atDepth: 1, of: GardenModule.self) else {
            Issue.record("expected the same bed screen")
            return
        }
        #expect(again === bed)
    }

    @Test func askingForAnotherModulesScreenTypeGivesNil() throws {
        let root = try makeGardenRoot()
        try root.open(link: "app://garden/shed")
        #expect(root.topScreen(of: LibraryModule.self) == nil)
        #expect(root.screen(inTab: "garden", atDepth: 0, of: LibraryModule.self) == nil)
        #expect(root.screen(inTab: "library", atDepth: 0, of: GardenModule.self) == nil)
        #expect(root.topScreen(of: ShopModule.self) == nil)
        #expect(root.screen(inTab: "garden", atDepth: 2, of: GardenModule.self) == nil)
    }

    @Test func screenOfAModuleWithoutATabIsFoundInTheTabItCovers() throws {
        let root = try makeGardenRoot()
        try root.open(link: "app://garden/account/signin")
        #expect(root.state.selectedTab == "garden")
        #expect(root.topScreen(of: AccountModule.self)?.title == "signIn")
        #expect(root.topScreen(of: GardenModule.self) == nil)
    }
}
