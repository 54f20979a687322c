import CoordinatorKit
import CoordinatorKitTestModules
import CoordinatorKitTesting
import Testing

/// System alerts' animation: the renderer's own alert controller animates as its call asks,
/// whatever SwiftUI's transaction; an unanimated change must ask for none.
@MainActor
struct ToolkitModelAlertAnimationTests {
    let note = AlertState(TestAlert.note, title: "Note", buttons: [.init("OK", action: .ok)])

    /// The library with a sheet up, the model showing it.
    private func sheetShown() throws -> (RootCoordinator, ToolkitModel) {
        let root = try makeRoot()
        try root.show(LibraryRoute.search(query: "a"), as: .sheet)
        let model = ToolkitModel()
        model.render(root.state)
        model.runUntilIdle()
        return (root, model)
    }

    @Test func anAlertPresentedAnimatedInAnUnanimatedUpdateBreaksTheRule() throws {
        let (root, model) = try sheetShown()
        try root.perform(.showAlert(note))
        model.render(root.state, animated: false, alertsAnimated: true)
        #expect(model.violations.map(\.rule) == [.systemAlertAnimatesAsItsCallAsks])
    }

    @Test func anAlertThatComesAndGoesAsItsUpdateBreaksNothing() throws {
        let (root, model) = try sheetShown()
        try root.perform(.showAlert(note))
        model.render(root.state, animated: false, alertsAnimated: false)
        model.runUntilIdle()
        try root.perform(.dismissAlert)
        model.render(root.state, animated: false, alertsAnimated: false)
        model.runUntilIdle()
        try root.perform(.showAlert(note))
        model.render(root.state, animated: true, alertsAnimated: true)
        model.runUntilIdle()
        #expect(model.violations == [])
        #expect(model.shows(root.state))
    }

    @Test func anAlertDismissedAnimatedInAnUnanimatedUpdateBreaksTheRule() throws {
        let (root, model) = try sheetShown()
        try root.perform(.showAlert(note))
        model.render(root.state)
        model.runUntilIdle()
        try root.perform(.dismissAlert)
        model.render(root.state, animated: false, alertsAnimated: true)
        #expect(model.violations.map(\.rule) == [.systemAlertAnimatesAsItsCallAsks])
    }

    @Test func anAlertLeavingWithItsLayerIsNotDismissedOnItsOwn() throws {
        let (root, model) = try sheetShown()
        try root.perform(.showAlert(note))
        model.render(root.state)
        model.runUntilIdle()
        try root.perform(.dismiss)
        model.render(root.state, animated: false, alertsAnimated: true)
        #expect(model.violations == [])
    }
}
