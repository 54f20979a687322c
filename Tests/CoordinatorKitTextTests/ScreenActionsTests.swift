import CoordinatorKit
import CoordinatorKitTestModules
import CoordinatorKitTesting
import CoordinatorKitText
import Testing

@MainActor
struct ScreenActionsTests {
    @MainActor
    final class Counter: ScreenTextDescribing {
        var taps = 0
        var screenText: ScreenText {
            ScreenText(title: "Counter", lines: ["\(taps)"], actions: [ScreenAction("Add one") { self.taps += 1 }])
        }
    }

    @Test func tappingPerformsTheActionWithThatTitle() throws {
        let counter = Counter()
        try counter.tap("Add one")
        try counter.screenText.tap("Add one")
        #expect(counter.taps == 2)
        #expect(counter.screenText.lines == ["2"])
    }

    @Test func tappingAMissingActionIsATestIssue() {
        withKnownIssue {
            try Counter().tap("Subtract one")
        }
    }

    @Test func rootTapsItsTopScreen() throws {
        let root = try RootCoordinator.testing(StandInModule.home, schemes: ["app"])
        #expect(try root.requiredTopScreenText().title == "feed")
        withKnownIssue {
            try root.tap("Nothing here")
        }
        #expect(try root.topScreen(as: StandInScreen.self).title == "feed")
        #expect(try root.requiredTopScreen(of: StandInModule<StandInTag.Home>.self).title == "feed")
    }

    @Test func topScreenAsAViewModelLooksInsideTheScreensCase() throws {
        let root = try RootCoordinator.testing(GardenModule(), schemes: ["app"])
        let bed = try root.topScreen(as: BedModel.self)
        #expect(bed.name == "roses")
        withKnownIssue {
            _ = try root.topScreen(as: StandInScreen.self)
        }
    }
}
