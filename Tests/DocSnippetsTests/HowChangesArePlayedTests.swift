import CoordinatorKit
import CoordinatorKitTesting
import Testing

/// The code of "How changes are played": an app's chained change played against the
/// toolkit model in a plain test.
@MainActor
struct HowChangesArePlayedTests {
    @Test func aLinkOpeningABottomSheetOverAPushedNotePlaysWithinTheToolkitsRules() throws {
        let root = try RootCoordinator.testing(NotesModule(), schemes: ["notes"])
        // snippet: toolkit-playback
        let playback = ToolkitPlayback(following: root)
        try root.open(link: "notes://notes/7/share")
        playback.settle()                           // every transition and wait runs to its end
        #expect(playback.problems == [])           // no rule broken, no fallback, screen = state
        #expect(playback.batches.map(\.endings.count) == [1])
        // end
    }

    @Test func aChangeMadeWithoutAnimationIsPlayedWithoutAnimationStillWaitedFor() throws {
        let root = try RootCoordinator.testing(NotesModule(), schemes: ["notes"])
        // snippet: unanimated-change
        let playback = ToolkitPlayback(following: root)
        try root.performAsOneChange(animated: false) {     // an account reset, a test
            try root.open(link: "notes://notes/7/share")
        }
        playback.settle()
        #expect(playback.problems == [])
        #expect(playback.batches.map(\.isAnimated) == [false])       // played without animation…
        #expect(playback.batches.map(\.endings.count) == [1])        // …and still waited for
        // end
    }

    @Test func aCommandRepeatedWhileItsChangePlaysIsDroppedUntilTheChangeHasEnded() throws {
        let root = try RootCoordinator.testing(NotesModule(), schemes: ["notes"])
        // snippet: repeat-while-playing
        let playback = ToolkitPlayback(following: root)
        try root.open(link: "notes://notes/7/share")
        playback.settle()
        try root.perform(.goBack)                     // the sheet starts to go
        #expect(throws: NavigationError.repeatedWhilePlaying("goBack")) {
            try root.perform(.goBack)                 // a second tap before it has gone
        }
        playback.settle()                             // the sheet has gone
        try root.perform(.goBack)                     // a tap now goes back again
        // end
        #expect(root.state.currentTab?.stack.isEmpty == true)
        #expect(playback.problems == [])
    }
}
