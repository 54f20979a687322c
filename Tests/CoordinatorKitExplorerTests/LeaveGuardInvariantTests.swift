import CoordinatorKit
import CoordinatorKitTestModules
import CoordinatorKitTesting
import Testing

/// A screen marked to ask before it leaves goes only with its answer: "leave anyway", a
/// change that cleared its mark, or a change its coordinator lets go.
@MainActor
struct LeaveGuardInvariantTests {
    /// A root whose pushed book is marked, the marked state, and the root after a pop its
    /// coordinator let go.
    private func poppedMarkedBook() throws -> (RootCoordinator, NavigationState, LibraryCoordinator) {
        let root = try makeRoot()
        try root.show(LibraryRoute.book(id: 1))
        try root.perform(.askBeforeLeaving(true))
        let marked = root.state
        try root.perform(.pop)
        let coordinator = try #require(root.coordinator(of: LibraryCoordinator.self, for: "library"))
        return (root, marked, coordinator)
    }

    @Test func aMarkedScreenItsCoordinatorLetsGoLeavesWithoutAViolation() throws {
        let (root, marked, _) = try poppedMarkedBook()
        #expect(root.stackRoutes == [])
        #expect(NavigationInvariants.leaveGuardViolations(from: marked, in: root, causes: [.command(.pop)], answeredLeaveAnyway: false) == [])
    }

    @Test func aMarkedScreenGoneByAChangeItsCoordinatorWouldHoldIsAViolation() throws {
        let (root, marked, coordinator) = try poppedMarkedBook()
        coordinator.leaveAnswer = .stay
        let found = NavigationInvariants.leaveGuardViolations(from: marked, in: root, causes: [.command(.pop)], answeredLeaveAnyway: false)
        #expect(found.map(\.invariant) == [.markedScreenLeftUnanswered])
        #expect(found.first?.message == "library.book(id: 1) left the state by command pop without its answer")
    }

    @Test func leaveAnywayOrAChangeThatClearsTheMarkFirstIsTheAnswer() throws {
        let (root, marked, coordinator) = try poppedMarkedBook()
        coordinator.leaveAnswer = .stay
        #expect(NavigationInvariants.leaveGuardViolations(from: marked, in: root, causes: [.command(.pop)], answeredLeaveAnyway: true) == [])
        let saved = NavigationChange.Cause.commands([.askBeforeLeaving(false), .pop])
        #expect(NavigationInvariants.leaveGuardViolations(from: marked, in: root, causes: [saved], answeredLeaveAnyway: false) == [])
    }
}
