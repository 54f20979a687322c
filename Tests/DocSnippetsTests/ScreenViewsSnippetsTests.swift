import CoordinatorKit
import CoordinatorKitTesting
import Testing

// snippet: analytics-name
extension NotesRoute {
    /// A note is counted by its id; the other screens by their module and case (`notes.list`).
    var analyticsName: AnalyticsName? {
        guard case .note(let id) = self else { return nil }
        return AnalyticsName("note_detail", parameters: ["id": "\(id)"])
    }
}
// end

/// The code of "Send screen views to your analytics": the screens a player reports seen,
/// named for analytics, once their transitions have ended.
@MainActor
struct ScreenViewsSnippetsTests {
    @Test func aNoteAndItsShareSheetSendAScreenViewEachOnceOnDisplay() throws {
        let root = try RootCoordinator.testing(NotesModule(), schemes: ["notes"])
        // snippet: screen-views
        let playback = ToolkitPlayback(following: root)      // in an app: the renderer's player
        var screenViews: [String] = []
        playback.player.onSeen = { event in                   // the screens on display appear at once
            guard event.change == .appeared else { return }
            screenViews.append("\(event)")                    // analytics.log(event.analyticsName)
        }
        try root.open(link: "notes://notes/7")                // a push waits for nothing: seen at once
        try root.show(NotesRoute.share(id: 7))
        playback.settle()                                     // the bottom sheet is up: seen now
        #expect(screenViews == ["appeared notes.list", "appeared note_detail id=7", "appeared notes.share"])
        // end
    }
}
