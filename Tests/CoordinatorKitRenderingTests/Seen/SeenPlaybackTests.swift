import CoordinatorKit
import CoordinatorKitRendering
import CoordinatorKitTestModules
import CoordinatorKitTesting
import Testing

/// The screens both players report seen, played against the toolkit model: each event
/// comes when the transition that shows or hides its screen ends on the model's clock —
/// at the instant of the model's `viewDidAppear(_:)` or `viewDidDisappear(_:)` for a
/// presentation — and a change that waits for nothing is seen at once.
@MainActor
struct SeenPlaybackTests {
    /// The SwiftUI player against the model, its events as "time event" lines, the time
    /// counted from the start of the change.
    @MainActor
    private final class Played {
        let harness: ToolkitHarness
        private(set) var lines: [String] = []
        private var start: Duration = .zero

        init() throws {
            harness = try ToolkitHarness()
            harness.player.onSeen = { [unowned self] event in lines.append("\(harness.model.now - start) \(event)") }
        }

        /// The lines of `change`, played to its end.
        @discardableResult
        func play(_ change: () throws -> Void) rethrows -> [String] {
            let before = lines.count
            start = harness.model.now
            try change()
            harness.settle()
            return Array(lines[before...])
        }

        /// When, from the start of the change, the model's UIKit last said a presentation
        /// (`isBeingPresented`) or a dismissal (`isBeingDismissed`) ended.
        func lastEnd(ofPresentation isPresentation: Bool) -> Duration? {
            let end = harness.model.events.last { entry in
                switch entry.event {
                case .viewDidAppear(_, true): isPresentation
                case .viewDidDisappear(_, true): !isPresentation
                default: false
                }
            }
            return end.map { $0.time - start }
        }
    }

    @Test func theScreensShownAtTheStartAppearOnceTheCallbackIsSet() throws {
        let played = try Played()
        #expect(played.lines == ["0.0 seconds appeared library.shelf"])
    }

    @Test func aLinkCrossingLayersShowsItsCoverWhenThePresentationHasEnded() throws {
        let played = try Played()
        let lines = try played.play { try played.harness.root.open(link: "app://library/7/account/reset?email=a@b.c") }
        // The book is pushed under the cover in the same update: it is never on display.
        #expect(lines == ["0.35 seconds disappeared library.shelf", "0.35 seconds appeared account.reset"])
        #expect(played.lastEnd(ofPresentation: true) == .milliseconds(350))
        #expect(played.harness.problems == [])
    }

    @Test func aPushThatWaitsForNothingIsSeenAtOnce() throws {
        let played = try Played()
        let lines = try played.play { try played.harness.root.open(link: "app://library/7") }
        #expect(lines == ["0.0 seconds disappeared library.shelf", "0.0 seconds appeared book id=7"])
    }

    @Test func aSheetAppearsOverTheScreenWhichStaysOnDisplay() throws {
        let played = try Played()
        try played.play { try played.harness.root.open(link: "app://library/7") }
        let lines = try played.play { try played.harness.root.show(LibraryRoute.search(query: "s"), as: .sheet) }
        #expect(lines == ["0.35 seconds appeared library.search"])
        #expect(played.lastEnd(ofPresentation: true) == .milliseconds(350))
    }

    @Test func aCoverOverASheetHidesBothAndItsDismissalShowsWhatIsLeft() throws {
        let played = try Played()
        try played.play { try played.harness.root.open(link: "app://library/7") }
        try played.play { try played.harness.root.show(LibraryRoute.search(query: "s"), as: .sheet) }
        let covered = try played.play { try played.harness.root.show(AccountRoute.register, as: .fullScreenCover) }
        #expect(covered == [
            "0.35 seconds disappeared library.search", "0.35 seconds disappeared book id=7", "0.35 seconds appeared account.register",
        ])
        #expect(played.lastEnd(ofPresentation: true) == .milliseconds(350))
        let dismissed = try played.play { try played.harness.root.perform(.dismissAll) }
        #expect(dismissed == ["0.35 seconds disappeared account.register", "0.35 seconds appeared book id=7"])
        #expect(played.lastEnd(ofPresentation: false) == .milliseconds(350))
    }

    @Test func selectingAnotherTabIsSeenAtOnce() throws {
        let played = try Played()
        try played.play { try played.harness.root.open(link: "app://library/7") }
        let lines = try played.play { try played.harness.root.perform(.selectTab("shop")) }
        #expect(lines == ["0.0 seconds disappeared book id=7", "0.0 seconds appeared shop.catalog"])
    }

    @Test func aSheetTheUserSwipesDownDisappearsWhenItsDismissalHasEnded() throws {
        let played = try Played()
        try played.play { try played.harness.root.show(LibraryRoute.search(query: "s"), as: .sheet) }
        let lines = played.play { played.harness.model.userDismissesTopLayer() }
        #expect(lines == ["0.35 seconds disappeared library.search"])
        #expect(played.lastEnd(ofPresentation: false) == .milliseconds(350))
        #expect(played.harness.problems == [])
    }

    @Test func aRestoredStateIsSeenLayerByLayerAndNoScreenAppearsTwice() throws {
        let source = try makeRoot()
        try source.open(link: "app://library/7")
        try source.show(LibraryRoute.search(query: "s"), as: .sheet)
        let saved = try source.saveState()
        let played = try Played()
        let lines = try played.play { _ = try played.harness.root.restoreState(from: saved) }
        #expect(played.lines.first == "0.0 seconds appeared library.shelf")
        // One update pushes the book and presents the sheet: both are seen when the sheet is up.
        #expect(lines == [
            "0.35 seconds disappeared library.shelf", "0.35 seconds appeared book id=7", "0.35 seconds appeared library.search",
        ])
        #expect(played.lastEnd(ofPresentation: true) == .milliseconds(350))
    }

    // MARK: UIKit

    /// The UIKit player against the model's containers, and the lines of a change played
    /// to its end ("time event", the time counted from the start of the change).
    private func containers() throws -> (ContainerHarness, (() throws -> Void) throws -> [String]) {
        let harness = try ContainerHarness()
        var lines: [String] = []
        var start: Duration = .zero
        harness.player.onSeen = { event in lines.append("\(harness.model.now - start) \(event)") }
        return (harness, { change in
            lines = []
            start = harness.model.now
            try change()
            harness.settle()
            return lines
        })
    }

    @Test func theUIKitPlayerReportsTheScreensShownWhenItStartsAndNothingBefore() throws {
        let root = try makeRoot()
        let player = ContainerPlayer(following: root, scheduler: ToolkitModel())
        var lines: [String] = []
        player.onSeen = { lines.append("\($0)") }
        #expect(lines == [])
        player.perform = { _, _, completion in completion(.completed) }
        player.start()
        #expect(lines == ["appeared library.shelf"])
    }

    @Test func theUIKitPlayerShowsALinkCrossingLayersOperationByOperation() throws {
        let (harness, play) = try containers()
        let linked = try play { try harness.root.open(link: "app://library/7/account/reset?email=a@b.c") }
        // UIKit pushes the book, then presents the cover over it: each is seen when UIKit completes it.
        #expect(linked == [
            "0.35 seconds disappeared library.shelf", "0.35 seconds appeared book id=7",
            "0.7 seconds disappeared book id=7", "0.7 seconds appeared account.reset",
        ])
        let dismissed = try play { try harness.root.perform(.dismiss) }
        #expect(dismissed == ["0.35 seconds disappeared account.reset", "0.35 seconds appeared book id=7"])
        #expect(harness.violations == [])
    }

    @Test func theUIKitPlayerKeepsTheScreenUnderASheetOnDisplayAndSwitchesTabs() throws {
        let (harness, play) = try containers()
        let presented = try play { try harness.root.show(LibraryRoute.search(query: "s"), as: .sheet) }
        #expect(presented == ["0.35 seconds appeared library.search"])
        let switched = try play { try harness.root.perform(.selectTab("shop")) }
        #expect(switched.map { $0.split(separator: " ", maxSplits: 2).last.map(String.init) ?? $0 } == [
            "disappeared library.search", "disappeared library.shelf", "appeared shop.catalog",
        ])
    }
}
