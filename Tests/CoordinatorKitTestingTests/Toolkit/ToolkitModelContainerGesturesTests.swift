import CoordinatorKit
import CoordinatorKitTestModules
import CoordinatorKitTesting
import Testing

/// The user's gestures on the model's UIKit containers: acted out as UIKit does them, and
/// reported as the UIKit renderer reports them, at the moment UIKit tells it.
@MainActor
struct ToolkitModelContainerGesturesTests {
    /// A model showing `link`'s state, set up as a renderer sets up its containers.
    private func model(showing link: String) throws -> (RootCoordinator, ToolkitModel) {
        let root = try makeRoot()
        try root.open(link: link)
        let model = ToolkitModel()
        model.setUp(ContainerTree(root.state))
        return (root, model)
    }

    @Test func theBackButtonPopsTheStackOnScreenAndIsReportedWhenItsTransitionEnds() throws {
        let (root, model) = try model(showing: "app://library/1/2")
        var reports: [ToolkitModel.ContainerReport] = []
        #expect(model.userGoesBack { reports.append($0) })
        #expect(reports.isEmpty)
        model.runUntilIdle()
        let base = try #require(root.state.currentTab?.layers.first?.id)
        #expect(reports == [.writeBack(.path([root.state.selectedStack[1]], of: base))])
    }

    @Test func theBackButtonsMenuGoesBackToAnEarlierScreen() throws {
        let (root, model) = try model(showing: "app://library/1/2")
        var reports: [ToolkitModel.ContainerReport] = []
        #expect(model.userGoesBack(keeping: 1) { reports.append($0) })
        model.runUntilIdle()
        let base = try #require(root.state.currentTab?.layers.first?.id)
        #expect(reports == [.writeBack(.path([], of: base))])
        #expect(!model.userGoesBack(keeping: 1) { reports.append($0) })
    }

    @Test func aBackSwipeLetGoHalfWayChangesAndReportsNothing() throws {
        let (_, model) = try model(showing: "app://library/1")
        let before = model.displayedContainers
        #expect(model.userCancelsBackSwipe())
        model.runUntilIdle()
        #expect(model.displayedContainers == before)
    }

    @Test func aScreenThatAsksBeforeItLeavesIsNotPoppedAndTheBackIsReported() throws {
        let (root, model) = try model(showing: "app://library/1")
        model.bindLeaveGuards([try #require(root.state.selectedStack.last)])
        var reports: [ToolkitModel.ContainerReport] = []
        #expect(!model.userGoesBack { reports.append($0) })
        #expect(reports == [.command(.goBack)])
        #expect(model.refusals.map(\.rule) == [.guardedPushedScreenCannotBeSwipedBack])
    }

    @Test func aTabBarTapIsReportedAndChangesNothingOnScreen() throws {
        let (_, model) = try model(showing: "app://library/1")
        let before = model.displayedContainers
        #expect(model.userTapsTabBarItem(at: 1) == .tabBar(.tapped(.tab("shop"))))
        #expect(model.userTapsTabBarItem(at: 2) == nil)
        #expect(model.displayedContainers == before)
    }

    @Test func aRowOfMoreIsChosenOnlyWhileTheListShows() throws {
        let model = ToolkitModel()
        let more = MoreContainer(tabs: ["e", "f"], isSelected: false, screens: [])
        model.setUp(ContainerTree(selectedTab: "a", tabs: ["a", "b", "c", "d"], stacks: [:], more: more, presented: []))
        #expect(model.userChoosesMoreRow(at: 1) == nil)
        #expect(model.userTapsTabBarItem(at: 4) == .tabBar(.tapped(.more)))
        model.perform(.showMore([])) {}
        #expect(model.userChoosesMoreRow(at: 1) == .tabBar(.chose("f")))
    }

    @Test func aSheetSwipedDownIsReportedOnceItHasGone() throws {
        let (root, model) = try model(showing: "app://library/1")
        try root.show(LibraryRoute.search(query: "s"), as: .sheet)
        let tree = ContainerTree(root.state)
        model.perform(.present(try #require(tree.presented.first), at: 0)) {}
        model.runUntilIdle()
        var reports: [ToolkitModel.ContainerReport] = []
        #expect(model.userSwipesDownTopSheet { reports.append($0) })
        model.runUntilIdle()
        let layer = try #require(root.state.currentTab?.layers.last?.id)
        #expect(reports == [.writeBack(.layerDismissed(layer))])
        #expect(model.displayedContainers.presented.isEmpty)
    }

    @Test func anAlertAnsweredIsReportedOnceItHasGone() throws {
        let (root, model) = try model(showing: "app://library/1")
        let alert = AlertState(id: .a, title: "A", buttons: [.init("OK", action: .ok)])
        try root.perform(.showAlert(alert))
        model.perform(.present(try #require(ContainerTree(root.state).presented.first), at: 0)) {}
        model.runUntilIdle()
        var reports: [ToolkitModel.ContainerReport] = []
        #expect(model.userAnswersContainerAlert(buttonAt: 0) { reports.append($0) })
        #expect(reports.isEmpty)
        model.runUntilIdle()
        let shown = try #require(root.state.currentTab?.alertID)
        #expect(reports == [.writeBack(.alertAnswered(shown, action: .ok))])
    }
}
