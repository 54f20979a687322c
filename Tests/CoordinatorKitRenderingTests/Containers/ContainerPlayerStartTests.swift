import CoordinatorKit
import CoordinatorKitRendering
import CoordinatorKitTestModules
import CoordinatorKitTesting
import Testing

/// A UIKit window's start: the containers set up with the restored tabs and stacks, then,
/// once they have appeared, the restored layers and alert presented one at a time.
@MainActor
struct ContainerPlayerStartTests {
    @Test func aRestoredStateIsPresentedWithoutAnimationOnceTheContainersHaveAppeared() throws {
        let source = try makeRoot(gate: TestAccessGate(granted: [.signedIn]))
        try source.open(link: "app://library/7")
        try source.show(LibraryRoute.search(query: "tea"), as: .sheet)
        try source.perform(.showAlert(AlertState(id: .note, title: "Saved", buttons: [.init("OK", action: .ok)])))
        let root = try makeRoot(gate: TestAccessGate(granted: [.signedIn]))
        _ = try root.restoreState(from: try source.saveState())

        let model = ToolkitModel()
        let player = ContainerPlayer(following: root, scheduler: model)
        model.setUp(player.displayed)
        var handedOut: [(operation: ContainerOperation, animated: Bool)] = []
        player.perform = { operation, animated, completion in
            handedOut.append((operation, animated))
            model.perform(operation) { completion(.completed) }
        }
        player.start()
        model.runUntilIdle()
        #expect(model.showsContainers(ContainerTree(root.state)))
        #expect(model.violations.isEmpty)
        // The sheet, then its alert: neither animated.
        #expect(handedOut.count == 2)
        #expect(handedOut.allSatisfy { !$0.animated })

        try root.perform(.dismissAll)
        model.runUntilIdle()
        #expect(handedOut.last?.animated == true)
    }
}
