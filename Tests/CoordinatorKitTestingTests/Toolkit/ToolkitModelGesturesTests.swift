import CoordinatorKit
import CoordinatorKitTestModules
import CoordinatorKitTesting
import Testing

/// The user's gestures the model acts out: what each changes, what it reports, and the
/// transitions it runs meanwhile.
@MainActor
struct ToolkitModelGesturesTests {
    private func model(showing change: (RootCoordinator) throws -> Void) throws -> (ToolkitModel, NavigationState) {
        let root = try makeRoot(gate: TestAccessGate(granted: [.signedIn]))
        try change(root)
        let model = ToolkitModel()
        model.render(root.state, animated: false)
        model.runUntilIdle()
        return (model, root.state)
    }

    @Test func aTabTapReachesTheRendererOnlyWhenNothingCoversTheTabBar() throws {
        let (model, _) = try model { _ in }
        #expect(model.userTapsTab("shop"))
        #expect(model.events.map(\.event) == [.tabTapped("shop")])
        let (covered, _) = try self.model { try $0.show(LibraryRoute.search(query: "a"), as: .sheet) }
        #expect(!covered.userTapsTab("shop"))
    }

    @Test func theBackButtonsMenuPopsToTheScreenPickedAndThePopAnimates() throws {
        let (model, state) = try model { try $0.open(link: "app://library/1/2/3") }
        let base = try #require(state.currentTab?.layers.first)
        #expect(model.userPicksFromBackMenu(keeping: 1))
        #expect(model.events.map(\.event) == [.pathShortened(Array(base.pathIDs.prefix(1)), of: base.id)])
        #expect(!model.userTapsBack(), "the pop still runs")
        model.runUntilIdle()
        #expect(model.userTapsBack())
    }

    @Test func aBackSwipeLetGoHalfwayChangesNothingAndKeepsTheStackBusyMeanwhile() throws {
        let (model, state) = try model { try $0.open(link: "app://library/1") }
        #expect(model.userSwipesBackHalfway())
        #expect(model.events.isEmpty)
        var next = state
        next[tab: "library"]?.stack.append(NavigationEntry(route: library(.search(query: "a")), presentation: .sheet))
        model.render(next)
        #expect(model.refusals.map(\.rule) == [.noPresentationDuringNavigationTransition])
    }

    @Test func aSheetDraggedHalfwayRefusesWhatIsPresentedOverItAndComesBackUp() throws {
        let root = try makeRoot(gate: TestAccessGate(granted: [.signedIn]))
        try root.show(LibraryRoute.search(query: "a"), as: .sheet)
        let sheet = root.state
        try root.perform(.showAlert(AlertState(id: .note, title: "Note", buttons: [.init("OK", action: .ok)])))
        let model = ToolkitModel()
        model.render(sheet)
        model.runUntilIdle()
        #expect(model.userDragsTopLayerHalfway())
        model.render(root.state)
        #expect(model.refusals.map(\.rule) == [.noPresentationDuringTransition])
        #expect(model.violations.isEmpty)
        model.runUntilIdle()
        #expect(model.shows(sheet), "back up, the alert not asked for again")
    }
}
