import CoordinatorKit
import CoordinatorKitTesting
import Testing

@MainActor
struct ScreenActionsTests {
    @MainActor
    final class Counter: ScreenModel {
        var taps = 0
        var title: String { "Counter" }
        var content: [String] { ["\(taps)"] }
        var actions: [ScreenAction] { [ScreenAction("Add one") { self.taps += 1 }] }
    }

    @Test func tappingPerformsTheActionWithThatTitle() throws {
        let counter = Counter()
        try counter.tap("Add one")
        try counter.tap("Add one")
        #expect(counter.taps == 2)
    }

    @Test func tappingAMissingActionIsATestIssue() {
        withKnownIssue {
            try Counter().tap("Subtract one")
        }
    }

    @Test func rootTapsItsTopScreen() throws {
        let root = try makeRoot()
        #expect(try root.requiredTopScreen().title == "shelf")
        withKnownIssue {
            try root.tap("Nothing here")
        }
        #expect(try root.topScreen(as: StandInScreen.self).title == "shelf")
    }
}
