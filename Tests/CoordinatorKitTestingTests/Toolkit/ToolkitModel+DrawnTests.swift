import CoordinatorKit
import CoordinatorKitTestModules
import CoordinatorKitTesting
import Testing

/// What is drawn above presented controllers: only a window above is over them.
@MainActor
struct ToolkitModelDrawnTests {
    let note = AlertState(TestAlert.note, title: "Note", buttons: [.init("OK", action: .ok)])

    @Test func aViewOfTheWindowIsCoveredByTheSheetPresentedOverItFromItsFirstFrame() throws {
        let root = try makeRoot()
        let base = try #require(root.state.currentTab?.layers.first?.id)
        let model = ToolkitModel()
        model.render(root.state)
        #expect(model.isSeen(at: .layer(base)))
        try root.show(LibraryRoute.search(query: "a"), as: .sheet)
        let sheet = try #require(root.state.currentTab?.layers.last?.id)
        model.render(root.state)
        #expect(!model.isSeen(at: .layer(base)))
        model.runUntilIdle()
        #expect(!model.isSeen(at: .layer(base)))
        #expect(model.isSeen(at: .layer(sheet)))
        #expect(model.isSeen(at: .windowAbove))
    }

    @Test func aLayerIsCoveredByItsAlertAndByAScreensOwnPresentation() throws {
        let root = try makeRoot()
        try root.show(LibraryRoute.search(query: "a"), as: .sheet)
        let sheet = try #require(root.state.currentTab?.layers.last?.id)
        let model = ToolkitModel()
        model.render(root.state)
        model.runUntilIdle()
        try root.perform(.showAlert(note))
        model.render(root.state)
        model.runUntilIdle()
        #expect(!model.isSeen(at: .layer(sheet)))
        try root.perform(.dismissAlert)
        model.render(root.state)
        model.runUntilIdle()
        #expect(model.isSeen(at: .layer(sheet)))
        model.screenPresentsItsOwn("a share sheet")
        #expect(!model.isSeen(at: .layer(sheet)))
        #expect(model.isSeen(at: .windowAbove))
    }

    @Test func aLayerNotOnDisplayIsNotSeen() throws {
        let root = try makeRoot()
        let shop = try #require(root.state[tab: "shop"]?.layers.first?.id)
        let model = ToolkitModel()
        model.render(root.state)
        #expect(!model.isSeen(at: .layer(shop)))
    }

    @Test func uikitContainersCoverTheRootControllersViewAlike() throws {
        let root = try makeRoot()
        let base = try #require(root.state.currentTab?.layers.first?.id)
        let model = ToolkitModel()
        model.setUp(ContainerTree(root.state))
        #expect(model.isSeen(at: .layer(base)))
        try root.show(LibraryRoute.search(query: "a"), as: .sheet)
        let tree = ContainerTree(root.state)
        let sheet = try #require(tree.presented.first)
        model.perform(.present(sheet, at: 0)) {}
        model.runUntilIdle()
        #expect(!model.isSeen(at: .layer(base)))
        #expect(model.isSeen(at: .layer(try #require(sheet.layer?.id))))
        #expect(model.isSeen(at: .windowAbove))
    }
}
