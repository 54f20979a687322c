import CoordinatorKit
import CoordinatorKitTesting
import Testing

// Compiled for the article "Asking before a screen leaves".

// snippet: notes-leaving
extension NotesCoordinator {
    /// A note being edited asks first, however it would leave.
    func leaving(_ route: NotesRoute, by cause: NavigationChange.Cause) -> LeaveAnswer {
        guard case .note = route else { return .go }
        return .ask(AlertState(
            NotesAlert.discardChanges, title: "Discard your changes?",
            buttons: [.init("Discard", role: .destructive, action: .leaveAnyway), .init("Keep editing", role: .cancel, action: .cancel)]))
    }
}
// end

@MainActor
struct LeaveGuardSnippetsTests {
    @Test func aNoteBeingEditedAsksBeforeItLeavesAndOnlyDiscardGoesOn() throws {
        let root = try RootCoordinator.testing(NotesModule(), schemes: ["notes"])
        try root.open(link: "notes://notes/7")
        // snippet: ask-before-leaving
        try root.perform(.askBeforeLeaving(true))       // the note has unsaved changes
        try root.perform(.goBack)                        // held: its coordinator asks
        #expect(root.state.topEntry?.alert?.title == "Discard your changes?")
        try root.perform(.answerAlert(.cancel))          // "Keep editing": nothing changes
        #expect(root.currentURL?.absoluteString == "notes://notes/7")

        try root.perform(.openLink("notes://notes"))     // a link is held the same way
        try root.perform(.answerAlert(.leaveAnyway))     // "Discard": the link goes on
        #expect(root.currentURL?.absoluteString == "notes://notes")
        // end
    }

    @Test func aSavedNoteClearsItsMarkAndLeavesInOneChangeWithoutAsking() throws {
        let root = try RootCoordinator.testing(NotesModule(), schemes: ["notes"])
        try root.open(link: "notes://notes/7")
        let coordinator = try #require(root.coordinator(of: NotesCoordinator.self, for: "notes"))
        // snippet: saved-leaves-without-asking
        try root.perform(.askBeforeLeaving(true))        // edited: every way out asks
        coordinator.noteSaved()                           // saved: the mark and the note go together
        #expect(root.state.topEntry?.alert == nil)
        #expect(root.currentURL?.absoluteString == "notes://notes")
        // end
    }
}
