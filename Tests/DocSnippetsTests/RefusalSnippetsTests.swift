import CoordinatorKit
import CoordinatorKitTesting
import Testing

// The vocabulary article's sample of how the root and a navigator report a refusal
// (CoordinatorKit.docc/Vocabulary.md): the same command, refused with the same error,
// thrown by the root, returned and reported by a navigator.

@MainActor
struct RefusalSnippetsTests {
    @Test func theRootThrowsWhatANavigatorReturnsAndReports() throws {
        let root = try RootCoordinator.testing(NotesModule(), schemes: ["notes"])
        let navigator = try Navigator<NotesRoute>(root: root)
        var refused: [NavigationError] = []
        let token = root.observe { event in
            if case .refused(let refusal) = event { refused.append(refusal.error) }
        }
        defer { root.removeObserver(token) }
        let before = root.state
        // snippet: root-throws-navigator-returns
        let unknown = NavigationError.invalidLink(.unknownSegment("nowhere", position: 0, expected: ["notes"]))
        #expect(throws: unknown) { try root.open(path: "nowhere") }   // the root throws it

        let refusal = navigator.open(path: "nowhere")                  // a navigator returns it
        #expect(refusal == unknown)
        #expect(refused == [unknown])                                  // and reports it (.refused)
        // end
        #expect(root.state == before)
    }

    @Test func anAwaitedFlowThatCannotBePresentedThrowsAFlowErrorAndReportsNothing() async throws {
        let root = try RootCoordinator.testing(NotesModule(), schemes: ["notes"])
        let navigator = try Navigator<NotesRoute>(root: root)
        var refusals = 0
        let token = root.observe { event in
            if case .refused = event { refusals += 1 }
        }
        defer { root.removeObserver(token) }
        await #expect(throws: FlowError.refused(.invalidLink(.unknownSegment("nowhere", position: 0, expected: ["notes"])))) {
            _ = try await navigator.open(FlowOffer<Int>(path: "nowhere"))
        }
        #expect(refusals == 0)
    }
}
