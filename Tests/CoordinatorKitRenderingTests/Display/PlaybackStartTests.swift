import CoordinatorKit
import CoordinatorKitRendering
import CoordinatorKitTestModules
import CoordinatorKitTesting
import Foundation
import Testing

/// A window's start as the SwiftUI root view runs it (`PlaybackStart`), played against the
/// toolkit model: the player exists before anything is restored or opened, so what a window
/// brings back is played layer by layer.
@MainActor
struct PlaybackStartTests {
    /// A root over the library, shop and account modules, signed in.
    private func makeSignedInRoot() throws -> RootCoordinator {
        try makeRoot(gate: TestAccessGate(granted: [.signedIn], grantingRoutes: [.signedIn: AccountRoute.signIn]))
    }

    /// What a window saved with a sheet, a cover over it and an alert on the cover.
    private func savedTwoLayersAndAnAlert() throws -> (data: Data, state: NavigationState) {
        let root = try makeSignedInRoot()
        try root.open(link: "app://library/7")
        try root.show(LibraryRoute.search(query: "tea"), as: .sheet)
        try root.show(AccountRoute.register, as: .fullScreenCover)
        try root.perform(.showAlert(AlertState(id: .note, title: "Saved", buttons: [.init("OK", action: .ok)])))
        return (try root.saveState(), root.state)
    }

    private func start(
        _ start: PlaybackStart<ToolkitPlayback>, root: RootCoordinator, saved: Data = Data(), link: URL? = nil
    ) -> ToolkitPlayback {
        start.start(root: root, saved: saved, link: link) { root in ToolkitPlayback(following: root) }
    }

    @Test func aRestoredWindowStartsWithNothingPresentedAndPlaysTwoLayersAndAnAlertOneAtATime() throws {
        let saved = try savedTwoLayersAndAnAlert()
        let root = try makeSignedInRoot()
        let playback = start(PlaybackStart(), root: root, saved: saved.data)
        playback.settle()
        #expect(playback.problems == [])
        #expect(root.state == saved.state)
        // The sheet (with the screen pushed under it), then the cover, then the alert: each
        // presented once the one below it has ended.
        #expect(playback.batches.map { $0.endings.map(\.kind) } == [[.layerPresented], [.layerPresented], [.alertPresented]])
    }

    @Test func aNewWindowsLinkCrossingTwoLayersIsPlayedOneLayerAtATime() throws {
        let root = try makeSignedInRoot()
        let link = try #require(URL(string: "app://library/vault/account/signin"))
        let starting = PlaybackStart<ToolkitPlayback>()
        let playback = start(starting, root: root, link: link)
        playback.settle()
        #expect(starting.windowStart == .opened(link))
        #expect(playback.problems == [])
        #expect(root.state.currentTab?.layers.count == 3)
        #expect(playback.model.presentedLayers.count == 2)
    }

    @Test(.timeLimit(.minutes(1)))
    func aLinkReceivedBeforeTheStartWinsOverTheSavedNavigation() async throws {
        let saved = try savedTwoLayersAndAnAlert()
        let root = try makeSignedInRoot()
        let starting = PlaybackStart<ToolkitPlayback>()
        let events = EventLog(root)
        try starting.open(try #require(URL(string: "app://shop/promo/X")))
        #expect(events.events.isEmpty)
        #expect(root.state.selectedTab == "library")

        let playback = start(starting, root: root, saved: saved.data)
        // Held until the start, then sent to the root's inbox after the restoration.
        await root.inbox.waitUntilDelivered()
        playback.settle()
        #expect(events.deliveries.map(\.link) == ["app://shop/promo/X"])
        #expect(events.deliveries.map(\.error) == [nil])
        #expect(events.changes.map(\.cause) == [.restoration, .command(.openLink("app://shop/promo/X"))])
        #expect(playback.problems == [])
        #expect(root.state.selectedTab == "shop")
        #expect(root.stackRoutes.map(\.description) == ["shop.promo(code: \"X\")"])
        // The link was opened over what was restored: the library tab kept its restored screen.
        #expect(root.state[tab: "library"]?.stack.first?.route == library(.book(id: 7)))
    }

    @Test func aRootNavigatedBeforeItsWindowStartsKeepsItsNavigation() throws {
        let saved = try savedTwoLayersAndAnAlert()
        let root = try makeSignedInRoot()
        try root.open(link: "app://shop/promo/Y")
        let starting = PlaybackStart<ToolkitPlayback>()
        let playback = start(starting, root: root, saved: saved.data)
        playback.settle()
        #expect(starting.windowStart == .alreadyNavigated)
        #expect(root.stackRoutes.map(\.description) == ["shop.promo(code: \"Y\")"])
        #expect(playback.problems == [])
    }

    @Test func startingAgainFindsThePlaybackAndRestoresNothingOverTheUsersNavigation() throws {
        let saved = try savedTwoLayersAndAnAlert()
        let root = try makeSignedInRoot()
        let starting = PlaybackStart<ToolkitPlayback>()
        var made = 0
        let make = { (root: RootCoordinator) -> ToolkitPlayback in
            made += 1
            return ToolkitPlayback(following: root)
        }
        #expect(!starting.isStarted)
        let playback = starting.start(root: root, saved: saved.data, link: nil, making: make)
        playback.settle()
        try root.perform(.dismissAll)
        playback.settle()
        // onAppear may run again: the same playback, and nothing restored over the user's navigation.
        let again = starting.start(root: root, saved: saved.data, link: nil, making: make)
        #expect(again === playback)
        #expect(made == 1)
        #expect(starting.isStarted)
        #expect(root.state.currentTab?.layers.count == 1)
    }

    @Test func anotherRootStartsItsOwnPlayback() throws {
        let starting = PlaybackStart<ToolkitPlayback>()
        let first = start(starting, root: try makeSignedInRoot())
        let second = start(starting, root: try makeSignedInRoot())
        #expect(first !== second)
    }

    @Test func linksHeldBeyondTheCapacityAreRefusedNotDroppedSilently() throws {
        let starting = PlaybackStart<ToolkitPlayback>()
        let url = try #require(URL(string: "app://shop"))
        for _ in 0..<LinkInbox.defaultCapacity {
            try starting.open(url)
        }
        #expect(throws: NavigationError.inboxFull(capacity: LinkInbox.defaultCapacity)) {
            try starting.open(url)
        }
    }
}
