import CoordinatorKit
import CoordinatorKitRendering
import CoordinatorKitTestModules
import CoordinatorKitTesting
import Foundation
import Testing

/// The SwiftUI player when the toolkit does not do what a batch asks, played against the
/// toolkit model through the shipped entry points: a window's start (`PlaybackStart`) with
/// a player made before the first frame, a presentation that begins late, one a screen's
/// own share sheet refuses, one that lands while a push animates.
@MainActor
struct RecoveringPlaybackTests {
    private let saved = AlertState(id: .note, title: "Saved", buttons: [.init("OK", action: .ok)])

    private func makeSignedInRoot() throws -> RootCoordinator {
        try makeRoot(gate: TestAccessGate(granted: [.signedIn], grantingRoutes: [.signedIn: AccountRoute.signIn]))
    }

    /// What a window saved with a screen pushed, two sheets over it and an alert on the top one.
    private func savedTwoSheetsAndAnAlert() throws -> (data: Data, state: NavigationState) {
        let root = try makeSignedInRoot()
        try root.open(link: "app://library/7")
        try root.show(LibraryRoute.search(query: "tea"), as: .sheet)
        try root.show(AccountRoute.register, as: .sheet)
        try root.perform(.showAlert(saved))
        return (try root.saveState(), root.state)
    }

    /// A window started as the SwiftUI root view starts it: the playback made before the
    /// first frame, then what the window saved restored.
    private func coldLaunch(_ root: RootCoordinator, restoring data: Data) -> ToolkitPlayback {
        PlaybackStart<ToolkitPlayback>().start(root: root, saved: data, link: nil) { root in
            ToolkitPlayback(following: root, startsAtOnce: false)
        }
    }

    @Test func aColdLaunchRestoringTwoSheetsAndAnAlertWithASlowFirstPresentationEndsShowingAllOfThem() throws {
        let window = try savedTwoSheetsAndAnAlert()
        let root = try makeSignedInRoot()
        let playback = coldLaunch(root, restoring: window.data)
        // The launch is busy: the first sheet begins 0.9 s after it is asked for, then takes 0.4 s.
        playback.model.slowsNextPresentations(1, beginningAfter: .milliseconds(900), taking: .milliseconds(400))
        playback.settle()
        #expect(playback.batches.isEmpty, "nothing is presented before the first frame")
        #expect(playback.model.shownPresentations == ShownPresentations())
        playback.model.advance(by: .milliseconds(700))
        playback.model.showWindow()
        playback.settle()
        #expect(root.state == window.state)
        #expect(playback.model.shows(root.state))
        #expect(playback.problems == [])
        #expect(playback.model.presentedLayers.count == 2)
        #expect(playback.batches.map { $0.endings.map(\.kind) } == [[.layerPresented], [.layerPresented], [.alertPresented]])
    }

    @Test(arguments: [true, false])
    func aDeadlineStartsAgainWhenThePresentationBegins(reportsTheBeginning: Bool) throws {
        let playback = ToolkitPlayback(following: try makeSignedInRoot())
        // A renderer that cannot read what is shown relies on the beginning alone.
        playback.player.readShown = nil
        let renderer = playback.model.onEvent
        playback.model.onEvent = { event in
            if case .viewWillAppear = event, !reportsTheBeginning { return }
            renderer?(event)
        }
        // Up 1.2 s after it was asked for, though its own transition takes 0.4 s.
        playback.model.slowsNextPresentations(1, beginningAfter: .milliseconds(800), taking: .milliseconds(400))
        try playback.root.show(LibraryRoute.search(query: "tea"), as: .sheet)
        try playback.root.show(AccountRoute.register, as: .sheet)
        playback.settle()
        if reportsTheBeginning {
            #expect(playback.problems == [])
        } else {
            // Counted from the drawing, the deadline takes the sheet as up while it comes.
            #expect(playback.model.violations.map(\.rule) == [.presentationEndsWithItsTransition])
        }
    }

    @Test func withoutReadingWhatIsShownAfterADeadlineTheLateSheetIsBelievedAndWhatFollowsIsNeverShown() throws {
        let window = try savedTwoSheetsAndAnAlert()
        let root = try makeSignedInRoot()
        let playback = coldLaunch(root, restoring: window.data)
        playback.player.readShown = nil
        playback.model.slowsNextPresentations(1, beginningAfter: .milliseconds(200), taking: .milliseconds(1800))
        playback.model.showWindow()
        playback.settle()
        #expect(!playback.model.shows(root.state))
        #expect(!playback.model.violations.isEmpty)
    }

    @Test func aRestoredWindowReportsNoLaunchScreenItsStateCovered() throws {
        let source = try makeSignedInRoot()
        try source.open(link: "app://shop/promo/X")
        try source.show(LibraryRoute.search(query: "tea"), as: .sheet)
        let root = try makeSignedInRoot()
        let start = PlaybackStart<ToolkitPlayback>()
        var seen: [String] = []
        let playback = start.start(root: root, saved: try source.saveState(), link: nil) { root in
            let playback = ToolkitPlayback(following: root, startsAtOnce: false)
            playback.player.onSeen = { seen.append("\($0)") }
            return playback
        }
        playback.settle()
        #expect(seen == [], "nothing is on screen before the first frame")
        #expect(playback.player.displayed.selectedTab == "shop", "the first frame shows the restored tab")
        playback.model.showWindow()
        playback.settle()
        #expect(seen == ["appeared shop.promo", "appeared library.search"])
        #expect(playback.problems == [])
    }

    @Test func aRestorationIsPresentedWithoutAnimationAndALaterLinkWithIt() throws {
        let window = try savedTwoSheetsAndAnAlert()
        let root = try makeSignedInRoot()
        let playback = coldLaunch(root, restoring: window.data)
        playback.model.showWindow()
        playback.settle()
        #expect(playback.batches.count == 3)
        #expect(playback.batches.allSatisfy { !$0.isAnimated })
        try root.perform(.dismissAll)
        playback.settle()
        #expect(playback.batches.last?.isAnimated == true)
    }

    @Test func aLinkArrivingWhileAScreensOwnShareSheetIsUpIsShownOnceTheShareSheetGoes() throws {
        let playback = ToolkitPlayback(following: try makeSignedInRoot())
        let root = playback.root
        #expect(playback.model.screenPresentsItsOwn("share sheet"))
        playback.model.advance(by: .milliseconds(500))
        try root.open(link: "app://library/7/account/register")
        playback.model.advance(by: .seconds(5))
        #expect(!playback.model.shows(root.state), "the share sheet is still up")
        #expect(playback.model.refusals.map(\.rule).contains(.foreignPresentationBlocksThePresenter))
        #expect(playback.player.displayed.currentTab?.layers.count == 1, "what was refused is not taken as shown")
        #expect(playback.model.userDismissesForeignPresentation())
        playback.settle()
        #expect(playback.model.shows(root.state))
        #expect(playback.problems == [])
        #expect(!playback.retried.isEmpty)
    }

    @Test func aSheetAskedForWhileAPushStillAnimatesIsRefusedAndPresentedAgain() throws {
        let playback = ToolkitPlayback(following: try makeSignedInRoot())
        let root = playback.root
        try root.open(link: "app://library/7")
        playback.model.advance(by: .milliseconds(100))
        try root.show(LibraryRoute.search(query: "tea"), as: .sheet)
        playback.settle()
        #expect(playback.model.refusals.map(\.rule) == [.noPresentationDuringNavigationTransition])
        #expect(playback.model.shows(root.state))
        #expect(playback.problems == [])
        #expect(playback.retried.count == 1)
    }

    @Test func aPresentationStillComingAtItsDeadlineIsWaitedFor() throws {
        let playback = ToolkitPlayback(following: try makeSignedInRoot())
        playback.model.slowsNextPresentations(1, beginningAfter: .zero, taking: .milliseconds(2500))
        try playback.root.show(LibraryRoute.search(query: "tea"), as: .sheet)
        try playback.root.show(AccountRoute.register, as: .sheet)
        playback.settle()
        #expect(playback.problems == [])
        #expect(playback.retried.isEmpty)
        #expect(playback.player.statistics.waits == 2)
    }
}
