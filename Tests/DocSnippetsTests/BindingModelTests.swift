import CoordinatorKit
import CoordinatorKitTesting
import Testing

/// The code of "The binding model": what the SwiftUI adapter does with the display and the
/// player, without SwiftUI (its calls are named in comments).
@MainActor
struct BindingModelTests {
    @Test func aTabTapIsWrittenBackToTheRoot() throws {
        let root = try RootCoordinator.testing(StandInModule.home, NotesModule(), schemes: ["notes"])
        let player = TransitionPlayer(following: root, scheduler: TaskTransitionScheduler())
        let display = player.display
        // snippet: binding-tab-selection
        if let selection = display.tabSelection(writingTo: root) {
            // TabView(selection: Binding(get: { selection.tab }, set: { selection.tab = $0 })) { … }
            selection.tab = "notes"                          // what a tap on the Notes tab sets
        }
        // end
        #expect(root.state.selectedTab == "notes")
        #expect(display.selectedTab == "notes")
    }

    @Test func aBatchCompletesOnceTheToolkitReportsItsPresentationHasEnded() throws {
        let root = try RootCoordinator.testing(NotesModule(), schemes: ["notes"])
        let player = TransitionPlayer(following: root, scheduler: TaskTransitionScheduler())
        var batches = 0
        // snippet: binding-batch-completion
        let completion = BatchCompletion(player: player)
        player.showBatch = { batch, update in
            completion.begin(batch)
            // SwiftUI: withAnimation { update() } completion: { completion.report(.animationsFinished(batch.id)) }
            update()
            completion.report(.animationsFinished(batch.id)) // the batch's own animations have ended
        }
        // end
        player.onBatch = { _ in batches += 1 }
        try root.open(link: "notes://notes/7")
        try root.open(link: "notes://notes/7/share")
        #expect(batches == 2)
        #expect(player.batchInFlight != nil)                 // the sheet is not up yet
        let sheet = try #require(player.display.tab("notes")?.layers.last?.id)
        completion.report(.layerPresented(sheet))            // its hosting controller's viewDidAppear
        #expect(player.batchInFlight == nil)
        #expect(player.displayed == root.state)
    }
}
