import CoordinatorKit
import CoordinatorKitRendering
import CoordinatorKitTestModules
import CoordinatorKitTesting
import Testing

@MainActor
struct StackPathSyncTests {
    /// A root on Recipes with two details pushed on its base layer, and a player following
    /// it that finishes every batch at once.
    private func rootWithTwoDetails() throws -> (RootCoordinator, TransitionPlayer, LayerModel) {
        let root = try makeRecipesRoot()
        try root.perform(.show(recipesStandIn.anyRoute("detail", id: 1)))
        try root.perform(.show(recipesStandIn.anyRoute("detail", id: 2)))
        let player = TransitionPlayer(following: root, scheduler: ManualScheduler())
        player.onBatch = { player.batchDidFinish($0.id) }
        let layer = try #require(player.display.tab("recipes")?.baseLayer)
        #expect(layer.path.count == 2)
        return (root, player, layer)
    }

    @Test func theStackFollowsTheDisplayedPath() throws {
        let (root, _, layer) = try rootWithTwoDetails()
        var stack = StackPathSync(layer: layer.id, displayed: layer.path)
        try root.perform(.show(recipesStandIn.anyRoute("detail", id: 3)))
        stack.show(layer.path)
        #expect(stack.path.count == 3)
        #expect(!stack.isAhead)
        #expect(stack.writeBack == nil)
    }

    @Test func aPopByTheUserIsWrittenBackOnceAndKept() throws {
        let (root, player, layer) = try rootWithTwoDetails()
        var stack = StackPathSync(layer: layer.id, displayed: layer.path)
        var written: [WriteBack] = []

        stack.path.removeLast()  // the back button
        #expect(stack.isAhead)
        stack.stackDidChange(writingBack: { written.append($0); root.writeBack($0) }, displayed: { layer.path })

        #expect(written == [.path(Array(layer.path), of: layer.id)])
        #expect(root.state[tab: "recipes"]?.stack.count == 1)
        #expect(player.isSettled)
        #expect(stack.path == layer.path)
        #expect(stack.path.count == 1)
        // The displayed path now equals the stack's: nothing more to write.
        stack.stackDidChange(writingBack: { written.append($0) }, displayed: { layer.path })
        #expect(written.count == 1)
    }

    @Test func aWriteBackTheRootIgnoresPutsTheStackBack() throws {
        let (root, _, layer) = try rootWithTwoDetails()
        let displayed = layer.path
        var stack = StackPathSync(layer: layer.id, displayed: displayed)
        let before = root.state

        // A path the root refuses (not a prefix of the layer's path: no pop gives it).
        stack.path = displayed.reversed()
        stack.stackDidChange(writingBack: root.writeBack, displayed: { layer.path })

        #expect(root.state == before)
        #expect(stack.path == displayed)
        #expect(!stack.isAhead)
    }

    @Test func aWriteBackIgnoredByAnyRootPutsTheStackBack() throws {
        let (_, _, layer) = try rootWithTwoDetails()
        var stack = StackPathSync(layer: layer.id, displayed: layer.path)
        stack.path = []
        var written = 0
        stack.stackDidChange(writingBack: { _ in written += 1 }, displayed: { layer.path })
        #expect(written == 1)
        #expect(stack.path == layer.path)
        #expect(stack.path.count == 2)
    }
}
