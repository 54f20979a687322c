import CoordinatorKit
import CoordinatorKitTesting
import Testing

// snippet: testing-in-isolation
/// The Notes module tested alone: the app's Auth module is a stand-in, so the test
/// imports neither Auth nor any other feature.
@MainActor
struct NotesModuleTests {
    @Test func everySampleRouteRoundTripsThroughItsLink() {
        #expect(roundTripProblems(of: NotesModule()).isEmpty)
    }

    @Test func shareLinkOpensTheShareSheetOverTheList() throws {
        let root = try RootCoordinator.testing(NotesModule(), schemes: ["notes"])
        try root.open(link: "notes://notes/7/share")
        #expect(root.state.currentTab?.root.route == root.registry.anyRoute(for: NotesRoute.list))
        #expect(root.stackRoutes == [try #require(root.registry.anyRoute(for: NotesRoute.share(id: 7)))])
        #expect(root.state.topEntry?.presentation == .bottomSheet(detents: [.medium, .large]))
    }

    @Test func archiveWaitsForSignInBehindTheStandInAuthModule() throws {
        let gate = TestAccessGate(grantingRoutes: [.signedIn: StandInModule.auth.route("signIn")])
        let root = try RootCoordinator.testing(NotesModule(), StandInModule.auth, schemes: ["notes"], gate: gate)
        try root.open(link: "notes://notes/archive")
        #expect(root.state.pending?.requirement == .signedIn)

        gate.granted = [.signedIn]
        try root.perform(.accessDidChange)
        #expect(root.currentURL?.absoluteString == "notes://notes/archive")
    }
}
// end

extension NotesModuleTests {
    // snippet: testing-with-dependencies
    @Test func noteShowsTheTitleFromTheStoreTheTestHandsIn() throws {
        let dependencies = Dependencies()
        dependencies[NoteStoreKey.self] = InMemoryNoteStore(titles: [7: "Groceries"])  // a fake for the module's key
        let root = try RootCoordinator.testing(NotesModule(), schemes: ["notes"], dependencies: dependencies)
        try root.open(link: "notes://notes/7")
        #expect(try root.topScreen(as: NoteViewModel.self).title == "Groceries")
    }
    // end
}

extension NotesModuleTests {
    // snippet: testing-event-log
    @Test func aLinkIsOneChangeAndARefusedCommandIsReportedInOrder() throws {
        let root = try RootCoordinator.testing(NotesModule(), schemes: ["notes"])
        let events = EventLog(root)                     // every event from here on, in order
        try root.open(link: "notes://notes/7")
        #expect(events.changes.map(\.cause) == [.command(.openLink("notes://notes/7"))])
        let coordinator = try #require(root.coordinator(of: NotesCoordinator.self, for: "notes"))
        coordinator.handle(.noteTapped(id: 7))          // on top already: its navigator is refused
        #expect(events.refusals.map(\.error) == [.alreadyShowing(try root.wrap(NotesRoute.note(id: 7)))])
        #expect(events.deliveries.isEmpty && events.reselections.isEmpty)
    }
    // end
}
