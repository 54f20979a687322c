import CoordinatorKit
import CoordinatorKitRendering
import CoordinatorKitTestModules
import CoordinatorKitTesting
import Testing

/// A route that asks to be shown without the tab bar (`Route.hidesTabBar`; the test
/// library's chapters do): one rule, `EntryID.hidesTabBar(onTabStack:)`, that both
/// renderers bind, and that the toolkit model checks under both toolkits' readings.
@MainActor
struct TabBarVisibilityTests {
    /// Which screens of the selected tab hide the tab bar, as the SwiftUI renderer binds
    /// them: every screen pushed in every displayed layer.
    private func hiddenInSwiftUI(_ state: NavigationState) -> [String] {
        let display = NavigationDisplay(state: state)
        let layers = display.tab(state.selectedTab ?? "")?.layers ?? []
        return layers.flatMap { layer in
            let stack = layer.presentation == nil ? [layer.root] + layer.path : nil
            return layer.path.filter { $0.hidesTabBar(onTabStack: stack) }.map(\.route.description)
        }
    }

    /// The same, as the UIKit renderer binds them: every screen of every navigation
    /// controller.
    private func hiddenInUIKit(_ state: NavigationState) -> [String] {
        let tree = ContainerTree(state)
        let tab = tree.selectedTab ?? ""
        let stack = tree.screens(of: tree.stack(ofTab: tab))
        let onTab = stack.filter { $0.hidesTabBar(onTabStack: stack) }
        let presented = tree.presented.compactMap(\.layer).flatMap(\.screens).filter { $0.hidesTabBar(onTabStack: nil) }
        return (onTab + presented).map(\.route.description)
    }

    @Test func aPushedScreenWhoseRouteAsksHidesTheTabBarInBothRenderers() throws {
        let root = try makeRoot()
        try root.open(link: "app://library/1/chapters/2")
        #expect(hiddenInSwiftUI(root.state) == ["library.chapter(book: 1, number: 2)"])
        #expect(hiddenInUIKit(root.state) == hiddenInSwiftUI(root.state))
    }

    @Test func aScreenPushedAboveOneThatHidesTheTabBarHidesItTooInBothRenderers() throws {
        let root = try makeRoot()
        try root.open(link: "app://library/1/chapters/2")
        try root.show(LibraryRoute.book(id: 3))
        #expect(hiddenInSwiftUI(root.state) == ["library.chapter(book: 1, number: 2)", "library.book(id: 3)"])
        #expect(hiddenInUIKit(root.state) == hiddenInSwiftUI(root.state))
    }

    @Test func theToolkitModelSeesOneTabBarAboveAHidingScreenUnderBothReadings() throws {
        let root = try makeRoot()
        try root.open(link: "app://library/1/chapters/2")
        try root.show(LibraryRoute.book(id: 3))
        let model = ToolkitModel()
        model.checkTabBar(over: root.state.selectedStack)
        #expect(model.violations.isEmpty)
    }

    @Test func aScreenThatDoesNotAskKeepsTheTabBar() throws {
        let root = try makeRoot()
        try root.open(link: "app://library/1")
        #expect(hiddenInSwiftUI(root.state) == [])
        #expect(hiddenInUIKit(root.state) == [])
    }

    @Test func aScreenInAPresentedLayerHasNoTabBarToHide() throws {
        let root = try makeRoot()
        try root.show(LibraryRoute.search(query: "a"), as: .sheet)
        try root.show(LibraryRoute.chapter(book: 1, number: 2))
        #expect(root.state.currentTab?.layers.count == 2)
        #expect(hiddenInSwiftUI(root.state) == [])
        #expect(hiddenInUIKit(root.state) == [])
    }

    @Test func aTabsRootKeepsTheTabBarEvenWhenItsRouteAsks() {
        let chapter = AnyRoute(LibraryRoute.chapter(book: 1, number: 2), uncheckedModule: "library")
        let root = EntryID(tab: "library", depth: 0, route: chapter, presentation: .push)
        let pushed = EntryID(tab: "library", depth: 1, route: chapter, presentation: .push)
        #expect(!root.hidesTabBar(onTabStack: [root, pushed]))
        #expect(pushed.hidesTabBar(onTabStack: [root, pushed]))
    }
}
