import CoordinatorKit
import Testing

struct FittingSheetHeightTests {
    @Test func aSheetTakesItsScreenAndChromeRoundedUpToWholePoints() {
        let fitting = FittingSheetHeight(content: 212.4, chrome: 90, limit: 480)
        #expect(fitting.height == 303)
        #expect(!fitting.exceedsLimit)
    }

    @Test func aSheetStopsAtItsLimitAndSaysItsScreenScrolls() {
        let fitting = FittingSheetHeight(content: 900, chrome: 90, limit: 480)
        #expect(fitting.height == 480)
        #expect(fitting.exceedsLimit)
    }

    @Test func anUnmeasuredScreenRestsAtTheLimitRatherThanAtNothing() {
        // Before the first layout pass (or for a screen that reports nothing), a sheet at
        // zero height would be blank: it rests at its limit instead.
        for content in [0, -4, .nan, .infinity] as [Double] {
            let fitting = FittingSheetHeight(content: content, chrome: 90, limit: 480)
            #expect(!fitting.isMeasured)
            #expect(fitting.height == 480)
            #expect(!fitting.exceedsLimit)
        }
    }

    @Test func aListThatFillsTheRoomItIsGivenStaysAtTheLimit() {
        // A List or Form takes the room the sheet gives it: limit minus chrome. Measured
        // there, the sheet keeps its height: no feedback shrinking it.
        let fitting = FittingSheetHeight(content: 480 - 90.33, chrome: 90.33, limit: 480)
        #expect(fitting.height == 480)
        #expect(!fitting.exceedsLimit)
    }
}
