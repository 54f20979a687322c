import CoordinatorKit
import CoordinatorKitTestModules
import CoordinatorKitTesting
import Testing

/// Roots over one gate instance are one app's windows: a change of access performed in one
/// reaches the others in the same call, without applying their pending navigation.
@MainActor
struct RootCoordinatorWindowsTests {
    let gate = TestAccessGate(granted: [.signedIn], grantingRoutes: [.signedIn: AccountRoute.signIn])

    @Test func signingOutInOneWindowLeavesTheSignedInScreensOfAnother() throws {
        let first = try makeRoot(gate: gate)
        let second = try makeRoot(gate: gate)
        try second.open(link: "app://library/1/vault")
        let events = EventLog(second)
        gate.granted.remove(.signedIn)
        try first.perform(.accessDidChange)
        #expect(second.stackRoutes == [library(.book(id: 1))])
        #expect(events.changes.map(\.cause) == [.command(.accessDidChangeInAnotherWindow)])
    }

    @Test func signingInInOneWindowLeavesAnotherWindowsPendingLinkWaiting() throws {
        gate.granted = []
        let first = try makeRoot(gate: gate)
        let second = try makeRoot(gate: gate)
        try first.open(link: "app://library/1/vault")
        try second.open(link: "app://library/2/vault")
        let before = second.state
        gate.granted.insert(.signedIn)
        try first.perform(.finishFlow(of: "account"))
        #expect(first.stackRoutes == [library(.book(id: 1)), library(.vault)])
        #expect(second.state == before, "the user signed in in the first window")
        #expect(second.state.pending?.request == "app://library/2/vault")
    }

    @Test func aGrantingFlowFinishedInOneWindowReachesTheOthers() throws {
        gate.granted = []
        let first = try makeRoot(gate: gate)
        let second = try makeRoot(gate: gate)
        try first.open(link: "app://library/vault")
        try second.open(link: "app://library/2")
        try #require(second.coordinator(of: LibraryCoordinator.self, for: "library")).redirects[.book(id: 2)] = .book(id: 3)
        gate.granted.insert(.signedIn)
        try first.perform(.finishFlow(of: "account"))
        #expect(second.stackRoutes == [library(.book(id: 3))], "decided again, as a change of access does")
    }

    @Test func aRootOverAnotherGateIsNotReached() throws {
        let otherGate = TestAccessGate(granted: [.signedIn])
        let first = try makeRoot(gate: gate)
        let elsewhere = try makeRoot(gate: otherGate)
        try elsewhere.open(link: "app://library/1/vault")
        let before = elsewhere.state
        gate.granted = []
        otherGate.granted = []
        try first.perform(.accessDidChange)
        #expect(elsewhere.state == before)
    }

    @Test func theOtherWindowsPlayTheChangeAsTheWindowThatMadeIt() throws {
        let first = try makeRoot(gate: gate)
        let second = try makeRoot(gate: gate)
        try second.open(link: "app://library/1/vault")
        let events = EventLog(second)
        try first.performAsOneChange(animated: false) {
            gate.granted = []
            try first.perform(.accessDidChange)
            try first.perform(.popEveryTabToRoot)
        }
        #expect(events.changes.map(\.isAnimated) == [false])
        #expect(second.stackRoutes == [library(.book(id: 1))])
    }

    @Test func aClosedWindowsRootIsNotKept() throws {
        weak var closed: RootCoordinator?
        do {
            let second = try makeRoot(gate: gate)
            try second.open(link: "app://library/1/vault")
            closed = second
        }
        #expect(closed == nil, "the windows over a gate are held weakly")
    }
}
