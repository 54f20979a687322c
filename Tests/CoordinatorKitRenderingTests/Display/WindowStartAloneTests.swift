import CoordinatorKit
import CoordinatorKitRendering
import CoordinatorKitTestModules
import CoordinatorKitTesting
import Foundation
import Testing

/// A one-screen window's start (`WindowStart.start(_:saved:link:placement:)` with
/// `.alone`), as a SwiftUI window opened for a link runs it: the link's screens are all
/// the root shows, and the window brought back by the system restores what it showed.
@MainActor
struct WindowStartAloneTests {
    @Test func aOneScreenWindowShowsItsLinkAsItsOnlyTab() throws {
        let root = try makeRoot()
        let link = try #require(URL(string: "app://library/8/search?q=sea"))
        #expect(WindowStart.start(root, saved: Data(), link: link, placement: .alone) == .opened(link))
        #expect(root.state.tabIDs == ["library.alone"])
        #expect(root.state.currentTab?.root.route == library(.book(id: 8)))
        #expect(root.stackRoutes == [library(.search(query: "sea"))])
    }

    @Test func aOneScreenWindowBroughtBackRestoresItsScreenAloneRatherThanTheLink() throws {
        let first = try makeRoot()
        let link = try #require(URL(string: "app://library/8"))
        _ = WindowStart.start(first, saved: Data(), link: link, placement: .alone)
        try first.open(link: "app://library/search?q=sea")
        let saved = try first.saveState()
        let again = try makeRoot()
        #expect(WindowStart.start(again, saved: saved, link: link, placement: .alone) == .restored(.restored))
        #expect(again.state == first.state)
        #expect(again.state.tabIDs == ["library.alone"])
    }

    @Test func aWindowWithoutAPlacementStillLandsItsLinkInTheOwningTab() throws {
        let root = try makeRoot()
        let link = try #require(URL(string: "app://library/8"))
        #expect(WindowStart.start(root, saved: Data(), link: link) == .opened(link))
        #expect(root.state.tabIDs.count > 1)
        #expect(root.state.selectedTab == "library")
    }

    @Test func aOneScreenWindowsPlaybackStartOpensItsLinkAlone() throws {
        let root = try makeRoot()
        let link = try #require(URL(string: "app://account/register"))
        let starting = PlaybackStart<ToolkitPlayback>()
        let playback = starting.start(root: root, saved: Data(), link: link, placement: .alone) { root in
            ToolkitPlayback(following: root)
        }
        playback.settle()
        #expect(starting.windowStart == .opened(link))
        #expect(playback.problems == [])
        #expect(root.state.tabIDs == ["account.alone"])
        #expect(root.state.currentTab?.root.route == account(.register))
    }

    @Test func anEmptyLinkForAOneScreenWindowIsRefusedAndTheRootKeepsItsLaunchState() throws {
        let root = try makeRoot()
        let before = root.state
        let link = try #require(URL(string: "app://"))
        guard case .refused = WindowStart.start(root, saved: Data(), link: link, placement: .alone) else {
            Issue.record("an empty link was shown alone")
            return
        }
        #expect(root.state == before)
    }
}
