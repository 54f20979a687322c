import CoordinatorKit
import CoordinatorKitTesting
import Testing

/// The link the "Follow a link" article follows, opened as an app opens it.
@MainActor
struct FollowALinkSnippetsTests {
    @Test func aLinkIsParsedResolvedDecidedAdmittedAndCommittedInOneChange() throws {
        let root = try RootCoordinator.testing(NotesModule(), schemes: ["notes"])
        var changes: [NavigationChange] = []
        let token = root.observe { event in
            if case .changed(let change) = event { changes.append(change) }
        }
        // snippet: follow-a-link
        try root.open(link: "notes://notes/7")
        // Parsed, resolved to `NotesRoute.note(id: 7)`, decided by the Notes coordinator,
        // admitted (it needs nothing), committed: one change, which observers hear.
        #expect(root.state.topEntry?.route.as(NotesRoute.self) == .note(id: 7))
        #expect(root.currentURL?.absoluteString == "notes://notes/7")
        // end
        root.removeObserver(token)
        #expect(changes.count == 1)
        #expect(changes.first?.newLink == "notes://notes/7")
    }

    @Test func aMalformedLinkStopsAtTheParserAndLeavesTheStateAsItWas() throws {
        let root = try RootCoordinator.testing(NotesModule(), schemes: ["notes"])
        try root.open(link: "notes://notes/7")
        let before = root.state
        #expect(throws: NavigationError.self) { try root.open(link: "notes://notes/%zz") }
        #expect(root.state == before)
    }
}
