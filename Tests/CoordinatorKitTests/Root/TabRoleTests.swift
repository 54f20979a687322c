import CoordinatorKit
import CoordinatorKitTestModules
import CoordinatorKitTesting
import Foundation
import Testing

/// Where a tab shows and what tapping it does, as data of the tab set: sidebar-only rows,
/// a search destination, sections, and actions that are never selected (issue 36).
@MainActor
struct TabRoleTests {
    let compose = TabItem(id: "library.compose", root: library(.book(id: 9)), role: .action(.sheet))
    let bookSeven = TabItem(id: "library.book7", root: library(.book(id: 7)), role: .sidebarOnly, section: "Reading")

    func arrangedRoot() throws -> RootCoordinator {
        let root = try makeRoot()
        try root.perform(.arrangeTabs(["library", compose, TabItem(id: "shop", role: .search), bookSeven]))
        return root
    }

    @Test func theTabSetKeepsEachTabsRoleAndSection() throws {
        let root = try arrangedRoot()
        #expect(root.state.tabItems.map(\.role) == [.tab, .action(.sheet), .search, .sidebarOnly])
        #expect(root.state.item(ofTab: "library.book7")?.section == "Reading")
        #expect(root.state.tabItems == ["library", compose, TabItem(id: "shop", role: .search), bookSeven])
    }

    @Test func tappingAnActionShowsItsRootOverTheSelectedTabAndSelectsNothing() throws {
        let root = try arrangedRoot()
        try root.open(link: "app://library/8")
        try root.perform(.writeBack(.tabSelected("library.compose")))
        #expect(root.state.selectedTab == "library")
        #expect(root.state.currentTab?.stack.map(\.route) == [library(.book(id: 8)), library(.book(id: 9))])
        #expect(root.state.currentTab?.stack.last?.presentation == .sheet)
        #expect(root.state[tab: "library.compose"]?.stack == [])
    }

    @Test func selectingAnActionByCommandShowsItsRootToo() throws {
        let root = try arrangedRoot()
        try root.perform(.selectTab("shop"))
        try root.perform(.selectTab("library.compose"))
        #expect(root.state.selectedTab == "shop")
        #expect(root.state.currentTab?.stack.map(\.route) == [library(.book(id: 9))])
    }

    @Test func aLinkToAnActionsRootLandsInTheModulesHomeTabNotInTheAction() throws {
        let root = try arrangedRoot()
        try root.open(link: "app://library/9")
        #expect(root.state.selectedTab == "library")
        #expect(root.stackRoutes == [library(.book(id: 9))])
    }

    @Test func aLinkLandsInASidebarOnlyTabAsInAnyPinnedTab() throws {
        let root = try arrangedRoot()
        try root.open(link: "app://library/7/search?q=sea")
        #expect(root.state.selectedTab == "library.book7")
        #expect(root.stackRoutes == [library(.search(query: "sea"))])
    }

    @Test func aTabSetOfActionsOnlyOrWithTwoSearchTabsIsRefusedAndChangesNothing() throws {
        let root = try arrangedRoot()
        let before = root.state
        #expect(throws: NavigationError.invalidTabs(["library.compose"], reason: "an app shows at least one tab that is not an action")) {
            try root.perform(.arrangeTabs([compose]))
        }
        let twoSearches: [TabItem] = [TabItem(id: "library", role: .search), TabItem(id: "shop", role: .search)]
        #expect(throws: NavigationError.invalidTabs(["library", "shop"], reason: "an app has one search tab")) {
            try root.perform(.arrangeTabs(twoSearches))
        }
        #expect(root.state == before)
    }

    @Test func makingTheSelectedTabAnActionSelectsTheFirstTabThatIsNot() throws {
        let root = try makeRoot()
        try root.perform(.selectTab("shop"))
        try root.perform(.arrangeTabs(["library", TabItem(id: "shop", role: .action(.fullScreenCover))]))
        #expect(root.state.selectedTab == "library")
        try root.perform(.writeBack(.tabSelected("shop")))
        #expect(root.state.selectedTab == "library")
        #expect(root.state.currentTab?.stack.last?.presentation == .fullScreenCover)
    }

    @Test func rolesAndSectionsAreSavedAndRestored() throws {
        let root = try arrangedRoot()
        try root.open(link: "app://library/7/search?q=sea")
        let saved = try root.saveState()
        let text = String(decoding: saved, as: UTF8.self)
        #expect(text.contains(#""role":{"presentation":"sheet"}"#) && text.contains(#""role":"sidebarOnly","section":{"key":"Reading""#))
        let other = try makeRoot()
        #expect(try other.restoreState(from: saved) == .restored)
        #expect(other.state == root.state)
        #expect(other.state.tabItems == root.state.tabItems)
    }

    @Test func aStoredRoleThatIsNoneOfTheRolesIsRefusedAndChangesNothing() throws {
        let root = try arrangedRoot()
        let text = String(decoding: try root.saveState(), as: UTF8.self)
            .replacingOccurrences(of: #""role":"sidebarOnly""#, with: #""role":"floating""#)
        let other = try makeRoot()
        let before = other.state
        #expect(throws: NavigationError.self) { try other.restoreState(from: Data(text.utf8)) }
        #expect(other.state == before)
    }

    @Test func anActionMayOpenAModuleWithoutATabAndComesBackAfterRestoring() throws {
        let root = try makeRoot()
        try root.perform(.arrangeTabs(["library", "shop", TabItem(id: "account", role: .action(.sheet))]))
        try root.perform(.writeBack(.tabSelected("account")))
        #expect(root.state.selectedTab == "library")
        #expect(root.stackRoutes == [account(.signIn)] && root.state.currentTab?.stack.last?.presentation == .sheet)
        let other = try makeRoot()
        #expect(try other.restoreState(from: try root.saveState()) == .restored)
        #expect(other.state == root.state && other.state.tabItems == root.state.tabItems)
        #expect(throws: NavigationError.invalidTabs(["library", "account"], reason: "the module 'account' has no tab")) {
            try root.perform(.arrangeTabs(["library", "account"]))
        }
    }

    @Test func aPendingNavigationIntoATabMadeAnActionIsDroppedWithItsGrantingScreen() throws {
        let gate = TestAccessGate(grantingRoutes: [.signedIn: AccountRoute.signIn])
        let root = try makeRoot(gate: gate)
        try root.perform(.selectTab("shop"))
        try root.open(link: "app://library/vault")
        #expect(root.state.pending != nil && root.state.currentTab?.stack.isEmpty == false)
        try root.perform(.arrangeTabs(["shop", TabItem(id: "library", role: .action(.sheet))]))
        #expect(root.state.pending == nil)
        #expect(root.state.selectedTab == "shop" && root.state.currentTab?.stack == [])
    }

    @Test func savedStateWaitingInAnActionsTabIsRefusedAndChangesNothing() throws {
        let gate = TestAccessGate(grantingRoutes: [.signedIn: AccountRoute.signIn])
        let root = try makeRoot(gate: gate)
        try root.perform(.selectTab("shop"))
        try root.open(link: "app://library/vault")
        let text = String(decoding: try root.saveState(), as: UTF8.self)
        let marked = text.replacingOccurrences(
            of: #"{"id":"library","root":"library","stack":[]}"#,
            with: #"{"id":"library","root":"library","stack":[],"role":{"presentation":"sheet"}}"#)
        #expect(marked != text)
        let other = try makeRoot(gate: gate)
        let before = other.state
        #expect(throws: NavigationError.self) { try other.restoreState(from: Data(marked.utf8)) }
        #expect(other.state == before)
    }

    // MARK: One screen alone

    @Test func aLinkOpenedAloneIsTheRootsOnlyTabWithItsFirstScreenAsRoot() throws {
        let root = try makeRoot()
        try root.perform(.openLink("app://library/8/search?q=sea", placement: .alone))
        #expect(root.state.tabIDs == ["library.alone"])
        #expect(root.state.currentTab?.root.route == library(.book(id: 8)))
        #expect(root.stackRoutes == [library(.search(query: "sea"))])
        #expect(root.currentURL?.absoluteString == "app://library/8/search?q=sea")
    }

    @Test func aScreenOfAModuleWithoutATabCanBeShownAlone() throws {
        let root = try makeRoot()
        try root.perform(.openLink("app://account/register", placement: .alone))
        #expect(root.state.tabIDs == ["account.alone"])
        #expect(root.state.currentTab?.root.route == account(.register))
        let saved = try root.saveState()
        let other = try makeRoot()
        #expect(try other.restoreState(from: saved) == .restored)
        #expect(other.state == root.state)
    }

    @Test func linksOpenedLaterInAOneScreenRootLandInItsTab() throws {
        let root = try makeRoot()
        try root.perform(.openLink("app://library/8", placement: .alone))
        try root.open(link: "app://library/search?q=sea")
        #expect(root.state.tabIDs == ["library.alone"])
        #expect(root.state.currentTab?.root.route == library(.book(id: 8)))
        #expect(root.stackRoutes == [library(.search(query: "sea"))])
    }

    @Test func anEmptyLinkCannotBeShownAlone() throws {
        let root = try makeRoot()
        let before = root.state
        #expect(throws: NavigationError.invalidTabs([], reason: "a link shown alone names a screen")) {
            try root.perform(.openLink("app://", placement: .alone))
        }
        #expect(root.state == before)
    }
}
