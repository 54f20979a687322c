import CoordinatorKit
import CoordinatorKitTestModules
import CoordinatorKitTesting
import Testing

/// A module's alerts as its own type (`ModuleAlert`): built from it, answered typed, and
/// restored only while the module still declares them.
@MainActor
struct TypedAlertTests {
    private let quit = AlertState(
        TestAlert.quit, title: "Leave?",
        buttons: [.init("Leave", action: TestAlert.action(.leave)), .init("Cancel", role: .cancel, action: .cancel)])

    @Test func anAlertBuiltFromAModuleAlertStoresItsKeys() {
        #expect(quit.id.rawValue == "quit")
        #expect(quit.buttons.map(\.action.rawValue) == ["leave", "cancel"])
    }

    @Test func aModuleActionReachesTheCoordinatorTyped() throws {
        let root = try makeRoot()
        let coordinator = try #require(root.coordinator(of: LibraryCoordinator.self, for: "library"))
        try root.perform(.showAlert(quit))
        try root.perform(.answerAlert(TestAlert.action(.leave)))
        #expect(coordinator.alertAnswers == ["quit:leave@shelf"])
    }

    @Test func cancelDismissesWithoutReachingTheCoordinator() throws {
        let root = try makeRoot()
        let coordinator = try #require(root.coordinator(of: LibraryCoordinator.self, for: "library"))
        try root.perform(.showAlert(quit))
        try root.perform(.answerAlert(.cancel))
        #expect(root.state.currentTab?.alert == nil)
        #expect(coordinator.alertAnswers.isEmpty)
    }

    @Test func anAlertTheModuleDeclaresIsRestored() throws {
        let source = try makeRoot()
        try source.open(link: "app://library/42")
        try source.perform(.showAlert(quit))
        let root = try makeRoot()
        #expect(try root.restoreState(from: try source.saveState()) == .restored)
        #expect(root.state.currentTab?.alert == quit)
    }

    @Test func anAlertTheModuleNoLongerDeclaresIsLeftOutWithANoteAndItsScreenStays() throws {
        let source = try makeRoot()
        try source.open(link: "app://library/42")
        try source.perform(.showAlert(AlertState(id: AlertState.ID(rawValue: "gone"), title: "Old", buttons: [])))
        let root = try makeRoot()
        let outcome = try root.restoreState(from: try source.saveState())
        #expect(outcome.dropped == [DroppedScreen(tab: "library", depth: 1, reason: .unknownAlert(AlertState.ID(rawValue: "gone")))])
        #expect(root.state.currentTab?.stack.map(\.route) == [library(.book(id: 42))])
        #expect(root.state.currentTab?.alert == nil)
    }

    @Test func anAlertWithAnActionTheModuleNoLongerDeclaresIsLeftOut() throws {
        let source = try makeRoot()
        try source.perform(.showAlert(AlertState(
            TestAlert.quit, title: "Leave?", buttons: [.init("Archive", action: AlertState.Action(rawValue: "archive"))])))
        let root = try makeRoot()
        let outcome = try root.restoreState(from: try source.saveState())
        #expect(outcome.dropped.map(\.reason) == [.unknownAlert(AlertState.ID(rawValue: "quit"))])
        #expect(root.state.currentTab?.alert == nil)
    }

    @Test func aModuleWithoutAlertsRestoresNone() throws {
        let source = try makeSocialRoot()  // its coordinators' `Alert` is the default, `NoAlert`
        try source.perform(.showAlert(quit))
        let root = try makeSocialRoot()
        let outcome = try root.restoreState(from: try source.saveState())
        #expect(outcome.dropped.map(\.reason) == [.unknownAlert(AlertState.ID(rawValue: "quit"))])
    }
}
