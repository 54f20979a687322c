import CoordinatorKit
import CoordinatorKitTesting
import Testing

/// The inbox's article and doc comment, run: links sent from any thread.
@MainActor
struct LinkInboxSnippetsTests {
    @Test func linkSentOffTheMainActorIsOpenedOnIt() async throws {
        let root = try RootCoordinator.testing(NotesModule(), schemes: ["notes"])
        // snippet: link-inbox-send
        // Off the main actor: a push notification's delegate, a widget, a URLSession callback.
        let inbox = root.inbox
        let receipt = try await Task.detached {
            try inbox.send(link: "notes://notes/7")
        }.value

        await inbox.waitUntilDelivered()
        #expect(root.state.currentTab?.root.route.description == "notes.list")
        #expect(root.stackRoutes.map(\.description) == ["notes.note(id: 7)"])
        #expect(receipt.sequence == 1)
        // end
    }

    @Test func refusedLinkIsReportedToDeliveryObservers() async throws {
        let root = try RootCoordinator.testing(NotesModule(), schemes: ["notes"])
        // snippet: link-inbox-deliveries
        var refused: [String] = []
        root.observe { event in
            // No caller waits for a link from a push payload: report what the app refused.
            if case .delivered(let delivery) = event, let receipt = delivery.receipt, let error = delivery.error {
                refused.append("\(receipt) \(delivery.link): \(error)")
            }
        }
        try root.inbox.send(link: "notes://notes/seven")
        await root.inbox.waitUntilDelivered()
        // end
        #expect(refused.count == 1)
        #expect(refused.first?.hasPrefix("link #1 notes://notes/seven: ") == true)
    }
}
