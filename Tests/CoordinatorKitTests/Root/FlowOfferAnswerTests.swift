import CoordinatorKit
import CoordinatorKitTestModules
import CoordinatorKitTesting
import Testing

/// A module answers the flow it offers only when the flow it answers shows the offer's screen.
@MainActor
struct FlowOfferAnswerTests {
    static let signIn = FlowOffer<String>(path: "account/signin")

    @Test func anOfferAnswersTheFlowItOpened() throws {
        let root = try makeRoot()
        let library = try Navigator<LibraryRoute>(root: root)
        let account = try Navigator<AccountRoute>(root: root)
        let outcomes = FlowOutcomes<String>()
        library.open(Self.signIn, then: outcomes.completion)
        account.finishFlow(Self.signIn, returning: "alice")
        #expect(outcomes.isOnly(value: "alice"))
        #expect(root.awaitedFlows.isEmpty)
    }

    @Test func anOfferDoesNotAnswerAFlowOfAnotherScreenAndSaysSo() throws {
        let root = try makeRoot()
        let account = try Navigator<AccountRoute>(root: root)
        let events = EventLog(root)
        let own = FlowOutcomes<String>()
        account.show(.register, expecting: String.self, then: own.completion)
        let before = root.state
        account.finishFlow(Self.signIn, returning: "alice")
        #expect(own.received.isEmpty)
        #expect(root.state == before)
        #expect(events.refusals.map(\.error) == [.notAwaited(offer: "account/signin", module: "account")])
    }
}
