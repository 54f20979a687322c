import CoordinatorKit
import CoordinatorKitTestModules
import CoordinatorKitTesting
import Foundation
import Testing

/// A tab is an identifier and a root route: a module's screen pinned as a tab of its own
/// beside the module's home tab, landed in by links, saved and restored (issue 36).
@MainActor
struct PinnedTabTests {
    let bookSeven = TabItem(id: "library.book7", root: library(.book(id: 7)))

    func pinnedRoot() throws -> RootCoordinator {
        let root = try makeRoot()
        try root.perform(.arrangeTabs(["library", "shop", bookSeven]))
        return root
    }

    @Test func aPinnedTabShowsItsRootBesideItsModulesHomeTab() throws {
        let root = try pinnedRoot()
        #expect(root.state.tabIDs == ["library", "shop", "library.book7"])
        let pinned = try #require(root.state[tab: "library.book7"])
        #expect(pinned.module == "library" && pinned.root.route == library(.book(id: 7)) && pinned.stack == [])
        #expect(root.state.item(ofTab: pinned.id) == bookSeven)
        #expect(root.registry.tabDescriptor(for: pinned)?.title == "Book \(7)")
        #expect(root.state[tab: "library"]?.root.route == library(.shelf))
    }

    @Test func aLinkWhoseFirstScreenIsAPinnedRootLandsInThatTabAndPrintsBack() throws {
        let root = try pinnedRoot()
        try root.open(link: "app://library/7/search?q=sea")
        #expect(root.state.selectedTab == "library.book7")
        #expect(root.stackRoutes == [library(.search(query: "sea"))])
        #expect(root.state[tab: "library"]?.stack == [])
        #expect(root.currentURL?.absoluteString == "app://library/7/search?q=sea")
        try root.open(link: "app://library/7")
        #expect(root.state.selectedTab == "library.book7" && root.stackRoutes == [])
        #expect(root.currentURL?.absoluteString == "app://library/7")
    }

    @Test func aLinkToAnotherScreenOfTheModuleLandsInItsHomeTab() throws {
        let root = try pinnedRoot()
        try root.open(link: "app://library/8")
        #expect(root.state.selectedTab == "library")
        #expect(root.stackRoutes == [library(.book(id: 8))])
        try root.open(link: "app://library")
        #expect(root.state.selectedTab == "library" && root.stackRoutes == [])
    }

    @Test func withoutItsHomeTabAModulesLinksLandInItsFirstTab() throws {
        let root = try makeRoot()
        try root.perform(.arrangeTabs(["shop", bookSeven]))
        try root.open(link: "app://library/8")
        #expect(root.state.selectedTab == "library.book7")
        #expect(root.stackRoutes == [library(.book(id: 8))])
        #expect(root.currentURL?.absoluteString == "app://library/7/8")
    }

    @Test func unpinningRemovesTheTabWithItsStackAndSelectsTheFirstTab() throws {
        let root = try pinnedRoot()
        try root.open(link: "app://library/7/search?q=sea")
        try root.perform(.arrangeTabs(root.state.tabItems.filter { $0 != bookSeven }))
        #expect(root.state.tabIDs == ["library", "shop"])
        #expect(root.state.selectedTab == "library" && root.stackRoutes == [])
    }

    @Test func aPinnedTabKeepsItsStackWhenTheTabsAreRearranged() throws {
        let root = try pinnedRoot()
        try root.open(link: "app://library/7/search?q=sea")
        try root.perform(.arrangeTabs([bookSeven, "library"]))
        #expect(root.state.tabIDs == ["library.book7", "library"])
        #expect(root.stackRoutes == [library(.search(query: "sea"))])
    }

    @Test func pinsTheAppCannotShowAreRefusedAndLeaveTheState() throws {
        let root = try pinnedRoot()
        let before = root.state
        let refusals: [([TabItem], String)] = [
            (["library", TabItem(id: "library.shelf", root: library(.shelf))], "'library' offers no tab showing library.shelf"),
            (["library", TabItem(id: "shop", root: library(.book(id: 8)))], "the pinned tab 'shop' has a module's identifier"),
            ([bookSeven, TabItem(id: "library.seven", root: library(.book(id: 7)))], "two tabs show library.book(id: 7)"),
            ([TabItem(id: "library", root: library(.book(id: 8)))], "the home tab 'library' shows its module's root"),
        ]
        for (items, reason) in refusals {
            #expect(throws: NavigationError.invalidTabs(items.map(\.id), reason: reason)) { try root.perform(.arrangeTabs(items)) }
        }
        #expect(root.state == before)
    }

    @Test func aPinnedTabAndItsStackAreSavedAndRestored() throws {
        let root = try pinnedRoot()
        try root.open(link: "app://library/7/search?q=sea")
        let saved = try root.saveState()
        #expect(String(decoding: saved, as: UTF8.self).contains(#""tabSet":["library","shop","library.book7"]"#))
        let other = try makeRoot()
        #expect(try other.restoreState(from: saved) == .restored)
        #expect(other.state == root.state)
        #expect(other.currentURL?.absoluteString == "app://library/7/search?q=sea")
    }

    @Test func aPinnedTabWhoseModuleThisAppLacksIsDroppedWithANote() throws {
        let root = try pinnedRoot()
        let saved = try root.saveState()
        let shopOnly = try RootCoordinator.testing(ShopModule(), schemes: ["app"])
        let outcome = try shopOnly.restoreState(from: saved)
        #expect(shopOnly.state.tabIDs == ["shop"])
        #expect(outcome.dropped.contains(DroppedScreen(tab: "library.book7", depth: nil, reason: .unknownTab("library.book7"))))
    }
}
