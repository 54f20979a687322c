import CoordinatorKit
import CoordinatorKitTestModules
import CoordinatorKitTesting
import Foundation
import Testing

/// The tabs as state the app changes at run time: which modules show as tabs, in what
/// order (`arrangeTabs`), saved and restored.
@MainActor
struct TabSetTests {
    @Test func registeredOrderIsTheDefault() throws {
        let root = try makeRoot()
        #expect(root.state.tabIDs == ["library", "shop"])
        #expect(root.registry.defaultTabs.map(\.id) == ["library", "shop"])
    }

    @Test func arrangingTabsReordersThemInOneChangeKeepingEachStack() throws {
        let root = try makeRoot()
        try root.open(link: "app://shop/promo/WINTER")
        try root.open(link: "app://library/1/2")
        let shopStack = root.state[tab: "shop"]?.stack
        let libraryStack = root.state[tab: "library"]?.stack
        let causes = CauseRecorder(root)
        try root.perform(.arrangeTabs(["shop", "library"]))
        #expect(root.state.tabIDs == ["shop", "library"])
        #expect(root.state[tab: "shop"]?.stack == shopStack)
        #expect(root.state[tab: "library"]?.stack == libraryStack)
        #expect(root.state.selectedTab == "library")
        #expect(causes.causes == ["arrangeTabs"])
    }

    @Test func hidingTheSelectedTabSelectsTheFirstTabLeft() throws {
        let root = try makeRoot()
        try root.open(link: "app://library/1")
        try root.perform(.arrangeTabs(["shop"]))
        #expect(root.state.tabIDs == ["shop"])
        #expect(root.state.selectedTab == "shop")
        #expect(root.state[tab: "library"] == nil)
    }

    @Test func aTabShownAgainStartsAtItsRoot() throws {
        let root = try makeRoot()
        try root.open(link: "app://library/1")
        try root.perform(.arrangeTabs(["shop"]))
        try root.perform(.arrangeTabs(["shop", "library"]))
        #expect(root.state[tab: "library"]?.stack == [])
        #expect(root.state.selectedTab == "shop")
    }

    @Test func aLinkIntoAHiddenTabsModuleIsPresentedOverTheSelectedTab() throws {
        let root = try makeRoot()
        try root.perform(.arrangeTabs(["shop"]))
        try root.open(link: "app://library/7")
        #expect(root.state.selectedTab == "shop")
        #expect(root.stackRoutes == [library(.book(id: 7))])
        #expect(root.state.currentTab?.stack.first?.presentation == .sheet)
    }

    @Test func invalidArrangementsThrowAndLeaveTheState() throws {
        let root = try makeRoot()
        try root.open(link: "app://library/1")
        let before = root.state
        #expect(throws: NavigationError.invalidTabs([], reason: "an app shows at least one tab that is not an action")) {
            try root.perform(.arrangeTabs([]))
        }
        #expect(throws: NavigationError.unknownTab("garden")) { try root.perform(.arrangeTabs(["library", "garden"])) }
        #expect(throws: NavigationError.invalidTabs(["library", "library"], reason: "the tab 'library' appears twice")) {
            try root.perform(.arrangeTabs(["library", "library"]))
        }
        #expect(throws: NavigationError.invalidTabs(["account"], reason: "the module 'account' has no tab")) {
            try root.perform(.arrangeTabs(["account"]))
        }
        #expect(root.state == before)
    }

    @Test func aPendingNavigationIntoAHiddenTabIsDropped() throws {
        let gate = TestAccessGate(grantingRoutes: [.signedIn: AccountRoute.signIn])
        let root = try makeRoot(gate: gate)
        try root.perform(.selectTab("shop"))
        try root.open(link: "app://library/vault")
        #expect(root.state.pending != nil)
        try root.perform(.arrangeTabs(["shop"]))
        #expect(root.state.pending == nil)
        #expect(root.state.currentTab?.stack == [])
    }

    @Test func theArrangementIsSavedAndRestoredWithEachStack() throws {
        let root = try makeRoot()
        try root.open(link: "app://library/1/2")
        try root.open(link: "app://shop/promo/WINTER")
        try root.perform(.arrangeTabs(["shop", "library"]))
        let saved = try root.saveState()
        let text = String(decoding: saved, as: UTF8.self)
        #expect(text.contains("\"tabSet\":[\"shop\",\"library\"]"))

        let other = try makeRoot()
        #expect(try other.restoreState(from: saved) == .restored)
        #expect(other.state == root.state)
    }

    @Test func theDefaultArrangementIsNotWrittenSoOlderStateReadsAsBefore() throws {
        let root = try makeRoot()
        try root.open(link: "app://library/1")
        let saved = String(decoding: try root.saveState(), as: UTF8.self)
        #expect(!saved.contains("tabSet"))
        try root.perform(.arrangeTabs(["library", "shop"]))
        #expect(!String(decoding: try root.saveState(), as: UTF8.self).contains("tabSet"))
    }

    @Test func aStoredArrangementNamingModulesThisAppLacksKeepsTheRest() throws {
        let root = try makeRoot()
        let saved = Data(
            #"{"format":"CoordinatorKit.navigation","version":2,"linkVersion":0,"selectedTab":"shop","tabs":[],"tabSet":["garden","shop","account"]}"#
                .utf8)
        let outcome = try root.restoreState(from: saved)
        #expect(root.state.tabIDs == ["shop"])
        #expect(outcome.dropped.map(\.tab) == ["garden", "account"])
    }

    @Test func aStoredArrangementOfNothingThisAppShowsFallsBackToTheDefault() throws {
        let root = try makeRoot()
        let saved = Data(
            #"{"format":"CoordinatorKit.navigation","version":2,"linkVersion":0,"tabs":[],"tabSet":["garden"]}"#.utf8)
        _ = try root.restoreState(from: saved)
        #expect(root.state.tabIDs == ["library", "shop"])
    }

    @Test func aCorruptStoredArrangementIsRefusedAndKeepsTheState() throws {
        let root = try makeRoot()
        try root.open(link: "app://library/1")
        let before = root.state
        for tabSet in [#""shop""#, #"["shop","shop"]"#, "[1]"] {
            let saved = Data(
                #"{"format":"CoordinatorKit.navigation","version":2,"linkVersion":0,"tabs":[],"tabSet":\#(tabSet)}"#.utf8)
            #expect(throws: NavigationError.self) { try root.restoreState(from: saved) }
            #expect(root.state == before)
        }
    }
}
