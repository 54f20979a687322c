import CoordinatorKit
import CoordinatorKitRendering
import Testing

struct FittingSheetHeightTests {
    @Test func aSheetTakesItsScreenAndChromeRoundedUpWithAPointToSpare() {
        let fitting = FittingSheetHeight(content: 212.4, room: 389, chrome: 90, limit: 480)
        #expect(fitting.height == 304)
        #expect(!fitting.screenScrolls)
    }

    @Test func aSheetStopsAtItsLimitAndSaysItsScreenScrolls() {
        let fitting = FittingSheetHeight(content: 900, chrome: 90, limit: 480)
        #expect(fitting.height == 480)
        #expect(fitting.screenScrolls)
    }

    @Test func anUnmeasuredScreenRestsAtTheLimitRatherThanAtNothing() {
        // Before the first layout pass (or for a screen that reports nothing), a sheet at
        // zero height would be blank: it rests at its limit instead.
        for content in [0, -4, .nan, .infinity] as [Double] {
            let fitting = FittingSheetHeight(content: content, room: 390, chrome: 90, limit: 480)
            #expect(!fitting.isMeasured)
            #expect(fitting.height == 480)
            #expect(!fitting.screenScrolls)
        }
    }

    @Test func aListThatFillsTheRoomItIsGivenRestsAtTheLimitWhateverTheChromeReads() {
        // A List takes whatever room the sheet gives it. Wherever the sheet is, and whatever
        // the chrome reads (0 included), the sheet goes to its limit and stays there.
        for room in [120, 300, 389.67, 480] as [Double] {
            for chrome in [0, 44, 90.33] as [Double] {
                let fitting = FittingSheetHeight(content: room, room: room, chrome: chrome, limit: 480)
                #expect(fitting.fillsItsRoom)
                #expect(fitting.height == 480)
                #expect(fitting.screenScrolls)
            }
        }
    }

    @Test func aListMeasuredAgainAndAgainDoesNotPumpWhenTheChromeReadsWrong() {
        // Played as a renderer plays it: measure in the room the sheet's height leaves, set
        // the height, measure again. With a navigation bar of 56 points read as 0, a List's
        // sheet taken as "content plus chrome" would lose 56 points at every pass.
        let bar = 56.0
        var height = 480.0
        for _ in 0..<10 {
            let room = height - bar
            height = FittingSheetHeight(content: room, room: room, chrome: 0, limit: 480).height
        }
        #expect(height == 480)
    }

    @Test func aScreenThatFitsSettlesAtItsHeightAndIsNotMistakenForAList() {
        // A VStack of 212.4 points, measured again in the room its own height leaves: the
        // point to spare keeps it from filling that room, so the height does not flip back
        // to the limit.
        let chrome = 56.0
        var height = 480.0
        var heights: [Double] = []
        for _ in 0..<4 {
            let room = height - chrome
            height = FittingSheetHeight(content: min(212.4, room), room: room, chrome: chrome, limit: 480).height
            heights.append(height)
        }
        #expect(heights == [270, 270, 270, 270])
    }

    @Test func aScreenMeasuredAtItsIdealHeightHasNoRoomToFill() {
        // UIKit's preferred content size is the screen's ideal height, whatever its sheet.
        let fitting = FittingSheetHeight(content: 300, chrome: 56, limit: 480)
        #expect(!fitting.fillsItsRoom)
        #expect(fitting.height == 357)
    }

    @Test func aScreenThatScrollsRestsAtTheLimitWhereItScrolls() {
        // A table or collection controller has no height of its own: whatever the bar reads,
        // its sheet takes the limit and the screen scrolls there.
        for chrome in [0, 44, 90.33, .nan] as [Double] {
            let fitting = FittingSheetHeight.scrolling(chrome: chrome, limit: 480)
            #expect(fitting.fillsItsRoom)
            #expect(fitting.height == 480)
            #expect(fitting.screenScrolls)
        }
    }

    @Test func aScrollingScreenUnderABarTallerThanItsLimitStillRestsAtTheLimit() {
        let fitting = FittingSheetHeight.scrolling(chrome: 90, limit: 60)
        #expect(fitting.height == 60)
    }
}
