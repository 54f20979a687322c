import CoordinatorKit
import CoordinatorKitRendering
import CoordinatorKitTestModules
import CoordinatorKitTesting
import Foundation
import Testing

/// Chained changes played by the player against the toolkit model, with completion
/// observed from the toolkit; each finding of the adapter as it was has its case here,
/// and the cases that the old signals got wrong are run with them too, to show the model
/// catches it.
@MainActor
struct ChainedPresentationTests {
    let note = AlertState(id: AlertState.ID(rawValue: "note"), title: "Note", buttons: [.init("OK", action: AlertState.Action(rawValue: "ok"))])

    @Test func aSheetOverASheetIsPresentedOnceTheFirstIsUp() throws {
        let harness = try ToolkitHarness()
        harness.gate.granted.insert(.signedIn)
        try harness.root.performAsOneChange {
            try harness.root.show(LibraryRoute.search(query: "a"), as: .sheet)
            try harness.root.show(LibraryRoute.vault)
        }
        harness.settle()
        #expect(harness.problems == [])
        #expect(harness.player.statistics.waits == 2)
    }

    @Test func onAppearAsTheSignalPresentsTheSecondSheetTooEarly() throws {
        let harness = try ToolkitHarness(signals: .inferred)
        harness.gate.granted.insert(.signedIn)
        try harness.root.performAsOneChange {
            try harness.root.show(LibraryRoute.search(query: "a"), as: .sheet)
            try harness.root.show(LibraryRoute.vault)
        }
        harness.settle()
        #expect(harness.model.violations.map(\.rule) == [.presentationEndsWithItsTransition])
    }

    @Test func anAlertWithANewSheetWaitsForTheSheetAndIsWaitedFor() throws {
        let harness = try ToolkitHarness()
        try harness.root.performAsOneChange {
            try harness.root.show(LibraryRoute.search(query: "a"), as: .sheet)
            try harness.root.perform(.showAlert(note))
        }
        harness.settle()
        #expect(harness.problems == [])
        // The alert's own presentation is waited for: a sheet over it must not come early.
        #expect(harness.player.statistics.waits == 2)
    }

    @Test func anAlertBatchThatDoesNotWaitLetsTheNextPresentationComeTooEarly() throws {
        let harness = try ToolkitHarness(signals: .inferred)
        // Each change lands in an update of its own, as taps a moment apart do.
        try harness.root.perform(.showAlert(note))
        harness.model.advance(by: .milliseconds(1))
        try harness.root.perform(.dismissAlert)
        harness.model.advance(by: .milliseconds(1))
        try harness.root.show(LibraryRoute.search(query: "a"), as: .sheet)
        harness.settle()
        #expect(!harness.model.violations.isEmpty)
    }

    @Test func answeringAnAlertThenPresentingWaitsForTheAlertToGo() throws {
        let harness = try ToolkitHarness()
        try harness.root.perform(.showAlert(note))
        harness.settle()
        harness.model.userAnswersAlert(buttonAt: 0)
        harness.model.advance(by: .milliseconds(10))
        try harness.root.show(LibraryRoute.search(query: "a"), as: .sheet)
        harness.settle()
        #expect(harness.problems == [])
        #expect(harness.root.state.currentTab?.alert == nil)
    }

    @Test func dismissingThenPresentingWaitsForTheDismissal() throws {
        let harness = try ToolkitHarness()
        try harness.root.show(LibraryRoute.search(query: "a"), as: .sheet)
        harness.settle()
        try harness.root.performAsOneChange {
            try harness.root.perform(.dismissAll)
            try harness.root.show(AccountRoute.register, as: .fullScreenCover)
        }
        harness.settle()
        #expect(harness.problems == [])
    }

    @Test func aTabChangeWaitsForTheDismissalOnTheTabItLeaves() throws {
        let harness = try ToolkitHarness()
        try harness.root.show(LibraryRoute.search(query: "a"), as: .sheet)
        harness.settle()
        try harness.root.performAsOneChange {
            try harness.root.perform(.selectTab("shop"))
            try harness.root.show(ShopRoute.promo(code: "X"), as: .sheet)
        }
        harness.settle()
        #expect(harness.problems == [])
        let first = try #require(harness.player.statistics.batches > 1 ? harness.player.statistics : nil)
        #expect(first.waits == 3)
    }

    @Test func aCoverOverASheetIsNotThatSheetLeaving() throws {
        let harness = try ToolkitHarness()
        try harness.root.show(LibraryRoute.search(query: "a"), as: .sheet)
        harness.settle()
        let sheet = try #require(harness.root.state.currentTab?.layers.last?.id)
        try harness.root.open(link: "app://library/vault")
        harness.settle()
        // The vault needs sign-in: the sign-in cover comes over the sheet, which disappears
        // without being dismissed; that is no dismissal to anyone waiting.
        #expect(harness.model.events.map(\.event).contains(.viewDidDisappear(sheet, isBeingDismissed: false)))
        harness.gate.granted.insert(.signedIn)
        try harness.root.perform(.accessDidChange)
        harness.settle()
        #expect(harness.problems == [])
        #expect(harness.root.state.currentTab?.top.route == library(.vault))
    }

    @Test func aRestoredStateWithLayersOverLayersIsPlayedOneLayerAtATime() throws {
        let saved = try makeRoot(gate: TestAccessGate(granted: [.signedIn]))
        try saved.show(LibraryRoute.search(query: "a"), as: .sheet)
        try saved.show(LibraryRoute.vault)
        try saved.show(LibraryRoute.book(id: 3), as: .push)
        let data = try saved.saveState()

        let harness = try ToolkitHarness()
        harness.gate.granted.insert(.signedIn)
        _ = try harness.root.restoreState(from: data)
        harness.settle()
        #expect(harness.problems == [])
        #expect(harness.model.presentedLayers.count == 2)
    }

    @Test func aLinkCrossingLayersFromASheetWithAnAlertPlaysWithoutAFallback() throws {
        let harness = try ToolkitHarness()
        harness.gate.granted.insert(.signedIn)
        try harness.root.open(link: "app://library/vault")
        try harness.root.perform(.showAlert(note))
        harness.settle()
        try harness.root.open(link: "app://shop/promo/X/account/register")
        harness.settle()
        #expect(harness.problems == [])
    }

    @Test func aSheetSwipedDownWhileTheNextChangeWaitsIsTakenAsIs() throws {
        let harness = try ToolkitHarness()
        try harness.root.show(LibraryRoute.search(query: "a"), as: .sheet)
        harness.settle()
        #expect(harness.model.userDismissesTopLayer())
        harness.model.advance(by: .milliseconds(100))
        try harness.root.show(LibraryRoute.book(id: 4), as: .push)
        harness.settle()
        #expect(harness.problems == [])
        #expect(harness.root.state.currentTab?.layers.count == 1)
    }
}
