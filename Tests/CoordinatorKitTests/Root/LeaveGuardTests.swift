import CoordinatorKit
import CoordinatorKitTestModules
import CoordinatorKitTesting
import Foundation
import Testing

/// Leave guards: a screen marked with `askBeforeLeaving(true)` is asked about every change
/// that would take it away or hide it, and its coordinator's answer decides.
@MainActor
struct LeaveGuardTests {
    static let discard = AlertState(
        id: AlertState.ID(rawValue: "discard"), title: "Discard?",
        buttons: [AlertState.Button("Discard", role: .destructive, action: .leaveAnyway), AlertState.Button("Keep", action: .cancel)])

    /// A root on `library/1/2` whose top screen asks before leaving, its coordinator asking with `discard`.
    private func guardedRoot(_ link: String = "app://library/1/2", answer: LeaveAnswer = .ask(discard))
        throws -> (RootCoordinator, LibraryCoordinator)
    {
        let root = try makeRoot(gate: TestAccessGate(granted: [.signedIn]))
        try root.open(link: link)
        try root.perform(.askBeforeLeaving(true))
        let coordinator = try #require(root.coordinator(of: LibraryCoordinator.self, for: "library"))
        coordinator.leaveAnswer = answer
        return (root, coordinator)
    }

    nonisolated static let exits: [NavigationCommand] = [
        .pop, .goBack, .popToRoot, .popEveryTabToRoot, .goBackTo(library(.shelf)), .selectTab("shop"),
        .openLink("app://shop"), .openLink("app://library/3"), .openPath("/"),
    ]

    @Test(arguments: exits)
    func everyExitAsksFirstAndKeepingChangesNothingButTheAlert(_ exit: NavigationCommand) throws {
        let (root, coordinator) = try guardedRoot()
        let before = root.state
        try root.perform(exit)
        #expect(root.stackRoutes == before.currentTab?.stack.map(\.route))
        #expect(root.state.selectedTab == "library")
        #expect(root.state.currentTab?.alert == Self.discard)
        #expect(coordinator.leavingAsked == ["book(id: 2) by command \(exit)"])
        try root.perform(.answerAlert(.cancel))
        #expect(root.state == before)
    }

    @Test(arguments: exits)
    func discardingGoesOnWithTheHeldChangeAsOneChangeOfItsCause(_ exit: NavigationCommand) throws {
        let (root, _) = try guardedRoot()
        let unguarded = try makeRoot(gate: TestAccessGate(granted: [.signedIn]))
        try unguarded.open(link: "app://library/1/2")
        try unguarded.perform(exit)
        try root.perform(exit)
        var causes: [NavigationChange.Cause] = []
        root.observe { if case .changed(let change) = $0 { causes.append(change.cause) } }
        try root.perform(.answerAlert(.leaveAnyway))
        #expect(root.state == unguarded.state)
        #expect(root.state.leaveGuards.isEmpty)
        #expect(causes == [.command(exit)])
    }

    @Test func aSheetSwipedDownAndADismissAreHeldLikeABack() throws {
        let (root, coordinator) = try guardedRoot("app://library/vault")
        let sheet = try #require(root.state.currentTab?.layers.last?.id)
        try root.perform(.writeBack(.layerDismissed(sheet)))
        try root.perform(.dismiss)
        #expect(root.stackRoutes == [library(.vault)])
        #expect(coordinator.leavingAsked.count == 2)
    }

    @Test func signingOutUnderAGuardedScreenAsksAndDiscardingLeavesIt() throws {
        let gate = TestAccessGate(granted: [.signedIn])
        let root = try makeRoot(gate: gate)
        try root.open(link: "app://library/vault")
        try root.perform(.askBeforeLeaving(true))
        let coordinator = try #require(root.coordinator(of: LibraryCoordinator.self, for: "library"))
        coordinator.leaveAnswer = .ask(Self.discard)
        gate.granted = []
        try root.perform(.accessDidChange)
        #expect(root.stackRoutes == [library(.vault)])
        try root.perform(.answerAlert(.leaveAnyway))
        #expect(root.stackRoutes == [])
    }

    @Test func aSignOutKeptByTheGuardTakesItsScreensAwayOnceTheGuardEnds() throws {
        let gate = TestAccessGate(granted: [.signedIn])
        let root = try makeRoot(gate: gate)
        try root.open(link: "app://library/vault")
        try root.show(LibraryRoute.book(id: 1))
        try root.perform(.askBeforeLeaving(true))
        let coordinator = try #require(root.coordinator(of: LibraryCoordinator.self, for: "library"))
        coordinator.leaveAnswer = .ask(Self.discard)
        gate.granted = []
        try root.perform(.accessDidChange)
        try root.perform(.answerAlert(.cancel))
        #expect(root.stackRoutes == [library(.vault), library(.book(id: 1))])
        try root.perform(.askBeforeLeaving(false))
        #expect(root.stackRoutes == [])
    }

    @Test func restoringOverAGuardedScreenAsksFirst() throws {
        let (root, _) = try guardedRoot()
        let saved = try makeRoot().saveState()
        try root.restoreState(from: saved)
        #expect(root.stackRoutes == [library(.book(id: 1)), library(.book(id: 2))])
        try root.perform(.answerAlert(.leaveAnyway))
        #expect(root.stackRoutes == [])
    }

    @Test func stayingDropsTheChangeAndReportsItAsARefusal() throws {
        let (root, _) = try guardedRoot(answer: .stay)
        let before = root.state
        var refusals: [NavigationError] = []
        root.observe { if case .refused(let refusal) = $0 { refusals.append(refusal.error) } }
        try root.perform(.goBack)
        #expect(root.state == before)
        #expect(refusals == [.staying(try #require(before.leaveGuards.first))])
    }

    @Test func stayingDropsSeveralCommandsMadeAsOneChangeAndReportsEachAsARefusal() throws {
        let (root, _) = try guardedRoot(answer: .stay)
        let before = root.state
        var refused: [NavigationCommand.Verb] = []
        root.observe { if case .refused(let refusal) = $0 { refused.append(refusal.command.verb) } }
        root.performAsOneChange {
            try? root.perform(.goBack)
            try? root.perform(.popToRoot)
        }
        #expect(root.state == before)
        #expect(refused == [.goBack, .popToRoot])
    }

    @Test func goingLetsTheChangeGoWithoutAnAlert() throws {
        let (root, _) = try guardedRoot(answer: .go)
        try root.perform(.goBack)
        #expect(root.stackRoutes == [library(.book(id: 1))])
        #expect(root.state.leaveGuards.isEmpty)
    }

    @Test func aScreenPushedOverAGuardedScreenLeavesFreelyAndTheGuardStays() throws {
        let (root, coordinator) = try guardedRoot()
        try root.show(LibraryRoute.book(id: 3))
        try root.perform(.goBack)
        #expect(root.stackRoutes == [library(.book(id: 1)), library(.book(id: 2))])
        #expect(coordinator.leavingAsked.isEmpty)
        #expect(root.state.leaveGuards.count == 1)
    }

    @Test func clearingTheMarkWithTheChangeLetsItGoUnasked() throws {
        let (root, coordinator) = try guardedRoot()
        try root.performAsOneChange {
            try root.perform(.askBeforeLeaving(false))
            try root.perform(.goBack)
        }
        #expect(root.stackRoutes == [library(.book(id: 1))])
        #expect(coordinator.leavingAsked.isEmpty)
    }

    @Test func aTabLeftAfterDiscardingKeepsItsScreenWithoutTheMark() throws {
        let (root, coordinator) = try guardedRoot()
        try root.perform(.selectTab("shop"))
        try root.perform(.answerAlert(.leaveAnyway))
        try root.perform(.selectTab("library"))
        try root.perform(.selectTab("shop"))
        #expect(root.state.selectedTab == "shop")
        #expect(root.state[tab: "library"]?.stack.count == 2)
        #expect(coordinator.leavingAsked.count == 1)
    }

    @Test func theMarkIsNeitherSavedNorRestored() throws {
        let (root, _) = try guardedRoot()
        let restored = try makeRoot(gate: TestAccessGate(granted: [.signedIn]))
        try restored.restoreState(from: root.saveState())
        #expect(restored.stackRoutes == root.stackRoutes)
        #expect(restored.state.leaveGuards.isEmpty)
    }

    @Test func aNavigatorMarksOnlyItsOwnModulesTopScreen() throws {
        let root = try makeRoot()
        try root.open(link: "app://library/1")
        #expect(try Navigator<ShopRoute>(root: root).perform(.askBeforeLeaving(true)) == nil)
        #expect(root.state.leaveGuards.isEmpty)
        #expect(try Navigator<LibraryRoute>(root: root).perform(.askBeforeLeaving(true)) == nil)
        #expect(root.state.leaveGuards.count == 1)
    }

    /// "Save draft": an answer whose handling saves and clears the mark lets the held
    /// change go on, as "leave anyway" does; an answer that keeps the mark drops it.
    @Test(arguments: [NavigationCommand.selectTab("shop"), .openLink("app://library/3"), .pop])
    func anAnswerThatSavesAndClearsTheMarkLetsTheHeldChangeGoOn(_ exit: NavigationCommand) throws {
        let saveOrKeep = AlertState(
            TestAlert.leave, title: "Save your draft?",
            buttons: [.init("Save", action: .save), .init("Keep editing", role: .cancel, action: .cancel)])
        let (root, coordinator) = try guardedRoot(answer: .ask(saveOrKeep))
        coordinator.whenAnswered = { action in
            if action == .save { try? root.perform(.askBeforeLeaving(false)) }
        }
        let unguarded = try makeRoot(gate: TestAccessGate(granted: [.signedIn]))
        try unguarded.open(link: "app://library/1/2")
        try unguarded.perform(exit)
        try root.perform(exit)
        try root.perform(.answerAlert(.save))
        #expect(coordinator.alertAnswers == ["leave:save@book(id: 2)"])
        #expect(root.state == unguarded.state)
    }

    @Test func anAnswerWrittenBackThatSavesLetsTheHeldChangeGoOnToo() throws {
        let saveOrKeep = AlertState(TestAlert.leave, title: "Save your draft?", buttons: [.init("Save", action: .save)])
        let (root, coordinator) = try guardedRoot(answer: .ask(saveOrKeep))
        coordinator.whenAnswered = { _ in try? root.perform(.askBeforeLeaving(false)) }
        try root.perform(.selectTab("shop"))
        let alert = try #require(root.state.currentTab?.alertID)
        try root.perform(.writeBack(.alertAnswered(alert, action: .save)))
        #expect(root.state.selectedTab == "shop")
    }
}
