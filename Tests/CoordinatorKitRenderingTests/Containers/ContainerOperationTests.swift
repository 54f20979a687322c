import CoordinatorKit
import CoordinatorKitRendering
import CoordinatorKitTestModules
import CoordinatorKitTesting
import Testing

/// The operations the container player plays for single changes, and its handling of
/// completions, write-backs and changes that arrive mid-operation.
@MainActor
struct ContainerOperationTests {
    private func tree(_ root: RootCoordinator) -> ContainerTree {
        ContainerTree(root.state)
    }

    /// The operations a player whose containers show `before` performs to show `state`,
    /// each completed by UIKit at once.
    private func played(from before: ContainerTree, to state: NavigationState) -> [ContainerOperation] {
        let player = ContainerPlayer(displayed: before, heading: state, scheduler: ManualScheduler())
        var performed: [ContainerOperation] = []
        player.perform = { operation, _, completion in
            performed.append(operation)
            if performed.count < 50 { completion(.completed) }
        }
        player.start()
        #expect(player.isSettled)
        return performed
    }

    @Test func aPushInsideAKeptSheetIsOnePushOntoTheSheetsStack() throws {
        let root = try makeRoot()
        try root.perform(.show(library(.search(query: "s")), as: .sheet))
        let before = tree(root)
        try root.perform(.show(library(.book(id: 3))))
        let operations = played(from: before, to: root.state)
        guard case .layer(let sheet)? = before.presented.first, let pushed = tree(root).presented.first?.layer?.screens.last
        else {
            Issue.record("no sheet")
            return
        }
        #expect(operations == [.push(pushed, onto: .layer(sheet.id))])
    }

    @Test func anAlertIsDismissedBeforeItsScreenIsPopped() throws {
        let root = try makeRoot()
        try root.perform(.show(library(.book(id: 3))))
        try root.perform(.showAlert(AlertState(id: .a, title: "A", buttons: [.init("OK", action: .ok)])))
        let before = tree(root)
        try root.perform(.pop)
        let operations = played(from: before, to: root.state)
        #expect(operations.count == 2)
        #expect(operations.first == .dismiss(from: 0))
        if case .pop(let screen, .tab("library"))? = operations.last {
            #expect(screen.depth == 0)
        } else {
            Issue.record("expected a pop, got \(operations)")
        }
    }

    @Test func aTabAboutToBeSelectedGetsItsStackBeforeItIsSelected() throws {
        let root = try makeRoot()
        let before = tree(root)
        try root.open(link: "app://shop/promo/X")
        let operations = played(from: before, to: root.state)
        #expect(operations.map(\.description).first?.hasPrefix("setStack tab shop") == true)
        #expect(operations.last == .selectTab("shop"))
        if case .setStack(_, _, let animated)? = operations.first { #expect(!animated) }
    }

    @Test func aSheetDraggedThenRestoredToAnotherDetentIsMovedNotPresentedAgain() throws {
        let root = try makeRoot(gate: TestAccessGate(granted: [.signedIn]))
        try root.perform(.show(library(.vault)))
        guard let layer = root.state.currentTab?.layers.last else {
            Issue.record("no sheet")
            return
        }
        try root.perform(.writeBack(.detentSelected(.large, of: layer.id)))
        let saved = try root.saveState()
        try root.perform(.writeBack(.detentSelected(.medium, of: layer.id)))
        let before = tree(root)
        try root.restoreState(from: saved)
        #expect(played(from: before, to: root.state) == [.selectDetent(.large, of: layer.id)])
    }

    @Test func aSheetOverAReplacedScreenStaysPresentedWhileTheStackBelowItIsSet() throws {
        let root = try makeRoot(gate: TestAccessGate(granted: [.signedIn]))
        try root.open(link: "app://library/3/vault")
        let before = tree(root)
        try root.open(link: "app://library/7/vault")
        let stack = try #require(tree(root).stacks["library"])
        #expect(tree(root).presented == before.presented)
        #expect(played(from: before, to: root.state) == [.setStack(stack, of: .tab("library"), animated: true)])
    }

    @Test func anotherShowingOfTheAlertIsDismissedAndPresentedAgain() throws {
        let root = try makeRoot()
        let alert = AlertState(id: .a, title: "A", buttons: [.init("OK", action: .ok)])
        try root.perform(.showAlert(alert))
        var again = root.state
        again[tab: "library"]?.root.alert = alert
        let shown = try #require(ContainerTree(again).presented.first)
        #expect(played(from: tree(root), to: again) == [.dismiss(from: 0), .present(shown, at: 0)])
    }

    @Test func aWriteBackIsTakenIntoTheDisplayedTreeWithoutAnOperation() throws {
        let root = try makeRoot()
        let model = ToolkitModel()
        let player = ContainerPlayer(following: root, scheduler: model)
        model.setUp(player.displayed)
        player.perform = { operation, _, completion in model.perform(operation) { completion(.completed) } }
        player.start()
        try root.perform(.show(library(.search(query: "s")), as: .sheet))
        model.runUntilIdle()
        let count = player.statistics.operations
        guard let layer = root.state.currentTab?.layers.last else {
            Issue.record("no sheet")
            return
        }
        try root.perform(.writeBack(.layerDismissed(layer.id)))
        #expect(player.displayed.presented.isEmpty)
        #expect(player.isSettled)
        #expect(player.statistics.operations == count)
    }

    @Test func changesArrivingMidOperationArePlannedFromWhatIsDisplayedWhenItCompletes() throws {
        let root = try makeRoot()
        let model = ToolkitModel()
        let player = ContainerPlayer(following: root, scheduler: model)
        model.setUp(player.displayed)
        var performed: [ContainerOperation] = []
        player.perform = { operation, _, completion in
            performed.append(operation)
            model.perform(operation) { completion(.completed) }
        }
        player.start()
        try root.perform(.show(library(.search(query: "s")), as: .sheet))
        model.advance(by: .milliseconds(100))
        try root.perform(.dismissAll)
        try root.perform(.show(account(.register), as: .fullScreenCover))
        model.advance(by: .milliseconds(100))
        #expect(performed.count == 1)
        model.runUntilIdle()
        #expect(model.violations.isEmpty)
        #expect(model.showsContainers(ContainerTree(root.state)))
        #expect(performed.map(\.description).map { $0.prefix(7) } == ["present", "dismiss", "present"])
    }

    @Test func aTreeShowsTheSelectedTabsLayersThenItsAlertAndEveryTabsStack() throws {
        let root = try makeRoot(gate: TestAccessGate(granted: [.signedIn]))
        try root.open(link: "app://library/7/vault")
        try root.perform(.showAlert(AlertState(id: .note, style: .confirmationDialog, title: "D", buttons: [.init("OK", action: .ok)])))
        let containers = tree(root)
        #expect(containers.presented.map(\.style) == [.bottomSheet(detents: [.medium, .large]), .actionSheet])
        #expect(containers.stacks["library"]?.map(\.depth) == [0, 1])
        #expect(containers.stacks["shop"]?.map(\.depth) == [0])
        #expect(containers.withoutPresentations.presented.isEmpty)
    }

    @Test func aPopoverAndAFormSheetArePresentedWithTheirAnchorAndSize() throws {
        let root = try makeRoot(gate: TestAccessGate(granted: [.signedIn]))
        let size = PresentationSize(width: 320, height: 400)
        try root.perform(.show(library(.search(query: "s")), as: .popover(anchor: "filter", size: size)))
        try root.perform(.show(account(.register), as: .formSheet()))
        #expect(tree(root).presented.map(\.style) == [.popover(anchor: "filter", size: size), .formSheet(size: nil)])
    }

    @Test func aBackSwipeIsTakenAsTheStackItLeavesAndATabTapWaitsForTheRoot() throws {
        let root = try makeRoot()
        try root.perform(.show(library(.book(id: 3))))
        try root.perform(.show(library(.book(id: 4))))
        let tree = ContainerTree(root.state)
        guard let base = root.state.currentTab?.layers.first, let kept = base.pathIDs.first else {
            Issue.record("no stack")
            return
        }
        let popped = tree.applying(.path([kept], of: base.id))
        #expect(popped.stacks["library"] == [base.rootID, kept])
        #expect(tree.applying(.tabSelected("shop")) == tree)
    }

    @Test func anAnsweredAlertLeavesTheDisplayedTree() throws {
        let root = try makeRoot()
        try root.perform(.showAlert(AlertState(id: .a, title: "A", buttons: [.init("OK", action: .ok)])))
        let tree = ContainerTree(root.state)
        guard let alert = root.state.currentTab?.alertID else {
            Issue.record("no alert")
            return
        }
        #expect(tree.presented.count == 1)
        #expect(tree.applying(.alertAnswered(alert, action: .ok)).presented.isEmpty)
    }
}
