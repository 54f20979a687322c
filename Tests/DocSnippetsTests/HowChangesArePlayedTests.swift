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
}
