import CoordinatorKit
import CoordinatorKitTesting
import Foundation
import Testing

// snippet: session-gate
/// A sign-in the snippets grant and revoke: the app's real gate reads its session.
@MainActor
final class SessionGate: AccessGate {
    var isSignedIn = false

    // Met now? Answer from state at hand; the app performs `.accessDidChange` when it changes.
    func isGranted(_ requirement: AccessRequirement) -> Bool {
        requirement == .signedIn && isSignedIn
    }

    // The screen that grants it, as the granting module's route (here Auth's sign-in,
    // `AuthRoute.signIn` in the demo); `nil` refuses the navigation as access denied.
    func grantingRoute(for requirement: AccessRequirement) -> (any Route)? {
        requirement == .signedIn ? StandInModule.auth.route("signIn") : nil
    }
}
// end

/// Each test runs the code an article shows, between its `snippet` markers.
@MainActor
struct ArticleSnippetsTests {
    @Test func gettingStartedRegistersAModuleAndOpensALink() throws {
        // snippet: register-and-open
        var registry = ModuleRegistry()
        try registry.register(NotesModule())
        let root = RootCoordinator(
            registry: registry,
            configuration: DeepLinkConfiguration(schemes: ["notes"], universalLinkHosts: ["notes.example.com"]))

        try root.open(link: "notes://notes/7/share")
        // The Notes tab is selected: its list, with note 7's share sheet over it.
        // end
        #expect(root.state.currentTab?.root.route.description == "notes.list")
        #expect(root.stackRoutes.map(\.description) == ["notes.share(id: 7)"])
        #expect(root.currentURL?.absoluteString == "notes://notes/7/share")
    }

    @Test func deepLinksResolveUniversalLinksAndExplainErrors() throws {
        let root = try RootCoordinator.testing(NotesModule(), schemes: ["notes"], hosts: ["notes.example.com"])
        // snippet: universal-link-and-error
        try root.open(link: "https://notes.example.com/notes/7")
        #expect(root.currentURL?.absoluteString == "notes://notes/7")

        #expect(throws: NavigationError.invalidLink(
            .invalidParameter(name: "id", value: "seven", position: 1, expected: "Int"))) {
            try root.open(link: "notes://notes/seven")
        }
        // end
    }

    @Test func aGuardedLinkWaitsForSignInAndResumes() throws {
        // snippet: pending-link
        let gate = SessionGate()
        let root = try RootCoordinator.testing(NotesModule(), StandInModule.auth, schemes: ["notes"], gate: gate)

        try root.open(link: "notes://notes/archive")
        #expect(root.state.pending != nil)               // the link waits for `signedIn`…
        #expect(root.state.topEntry?.route.module == "auth")  // …behind the sign-in cover

        gate.isSignedIn = true
        try root.perform(.accessDidChange)                          // the pending link resumes
        #expect(root.state.pending == nil)
        #expect(root.currentURL?.absoluteString == "notes://notes/archive")
        // end
    }

    @Test func aDestructiveConfirmationIsAnsweredThroughTheCoordinator() throws {
        let root = try RootCoordinator.testing(NotesModule(), schemes: ["notes"])
        try root.open(link: "notes://notes/7")
        let coordinator = try #require(root.coordinator(of: NotesCoordinator.self, for: "notes"))
        // snippet: answer-alert
        coordinator.handle(.deleteTapped(id: 7))
        #expect(root.state.topEntry?.alert?.id.rawValue == NotesAlert.deleteNote.rawValue)

        try root.perform(.answerAlert(NotesAlert.action(.delete)))  // the coordinator pops the note
        #expect(coordinator.deleted == [7])
        #expect(root.currentURL?.absoluteString == "notes://notes")
        // end
    }

    @Test func observersSeeOneChangePerActionWithItsCauseAndLinks() throws {
        let root = try RootCoordinator.testing(NotesModule(), schemes: ["notes"])
        // snippet: observe-changes
        var screenViews: [String] = []
        let token = root.observe { event in
            // Analytics: one screen view per change, with the link it came from.
            guard case .changed(let change) = event else { return }
            screenViews.append("\(change.cause): \(change.oldLink ?? "-") → \(change.newLink ?? "-")")
        }
        try root.open(link: "notes://notes/7")
        try root.perform(.goBack)
        root.removeObserver(token)
        // end
        #expect(screenViews.count == 2)
        #expect(screenViews.last?.hasSuffix("notes://notes/7 → notes://notes") == true)
    }

    @Test func stateIsSavedAndRestored() throws {
        let root = try RootCoordinator.testing(NotesModule(), schemes: ["notes"])
        try root.open(link: "notes://notes/7/share")
        // snippet: save-and-restore
        let data = try root.saveState()                  // on scenePhase == .background

        let relaunched = try RootCoordinator.testing(NotesModule(), schemes: ["notes"])
        try relaunched.restoreState(from: data)          // at launch, before the first frame
        #expect(relaunched.state == root.state)
        // end
    }

    @Test func aMigrationRewritesPathsOfAnOlderRelease() throws {
        // Release 1 linked notes as `notes/note/<id>`; release 2 as `notes/<id>`.
        let old = #"{"format":"CoordinatorKit.navigation","version":2,"linkVersion":1,"#
            + #""selectedTab":"notes","tabs":[{"id":"notes","root":"notes","stack":["notes/note/7"]}]}"#
        let root = try RootCoordinator.testing(NotesModule(), schemes: ["notes"])
        // snippet: state-migration
        root.stateMigration = StateMigration(linkVersion: 2) { path, version in
            version < 2 ? path.replacingOccurrences(of: "notes/note/", with: "notes/") : path
        }
        let outcome = try root.restoreState(from: Data(old.utf8))
        // end
        #expect(outcome == .restored)
        #expect(root.currentURL?.absoluteString == "notes://notes/7")
    }

    @Test func severalActionsAreOneChange() throws {
        let root = try RootCoordinator.testing(NotesModule(), schemes: ["notes"])
        try root.open(link: "notes://notes/7/share")
        var changes = 0
        root.observe { event in
            if case .changed = event { changes += 1 }
        }
        // snippet: perform-as-one-change
        try root.performAsOneChange {
            try root.perform(.dismiss)
            try root.show(NotesRoute.note(id: 8))
        }
        // end
        #expect(changes == 1)
        #expect(root.currentURL?.absoluteString == "notes://notes/8")
    }

    @Test func commandsArePerformedByTheRoot() throws {
        let root = try RootCoordinator.testing(NotesModule(), SettingsModule(), schemes: ["notes"])
        // snippet: perform-command
        try root.perform(.openLink("notes://notes/7"))
        try root.perform(.pop)
        try root.perform(.selectTab("settings"))
        // end
        #expect(root.state.selectedTab == "settings")
        #expect(root.state[tab: "notes"]?.stack.isEmpty == true)
    }

    @Test func theScreenOnTopIsNotShownTwiceAndGoingBackToAScreenCrossesItsLayers() throws {
        let root = try RootCoordinator.testing(NotesModule(), schemes: ["notes"])
        var causes: [NavigationCommand.Verb] = []
        root.observe { event in
            if case .changed(let change) = event, case .command(let command) = change.cause { causes.append(command.verb) }
        }
        // snippet: single-top-and-back-to
        try root.open(link: "notes://notes/7/share")
        do throws(NavigationError) {
            try root.show(NotesRoute.share(id: 7))
        } catch .alreadyShowing(let route) {
            print("\(route) is on screen already")
        }
        try root.perform(.goBackTo(root.wrap(NotesRoute.list)))
        // end
        #expect(causes == [.openLink, .goBackTo])
        #expect(root.state.currentTab?.stack.isEmpty == true)
    }

    @Test func aTypedRouteIsShownThroughTheRootsConvenience() throws {
        let root = try RootCoordinator.testing(NotesModule(), schemes: ["notes"])
        // snippet: show-route
        try root.show(NotesRoute.note(id: 7))
        // end
        #expect(root.currentURL?.absoluteString == "notes://notes/7")
    }

    @Test func everyEventReachesOneObserver() throws {
        let root = try RootCoordinator.testing(NotesModule(), schemes: ["notes"])
        var log: [String] = []
        // snippet: observe-events
        let token = root.observe { event in
            switch event {
            case .changed(let change): log.append("\(change.cause) → \(change.newLink ?? "no link")")
            case .refused(let refusal): log.append("refused \(refusal.command): \(refusal.error)")
            case .delivered(let delivery): log.append("delivered \(delivery.link)")
            case .reselected(let reselection): log.append("\(reselection)")
            }
        }
        try root.perform(.openLink("notes://notes/7"))
        root.removeObserver(token)
        #expect(log == ["command openLink notes://notes/7 → notes://notes/7"])
        // end
    }
}
