import CoordinatorKit
import CoordinatorKitTestModules
import CoordinatorKitTesting
import Testing

/// A route that asks to be shown without the tab bar (`Route.hidesTabBar`) is only drawn so:
/// its state and going back are those of any pushed screen.
@MainActor
struct HiddenTabBarTests {
    @Test func routesKeepTheTabBarUnlessTheyAsk() {
        #expect(!LibraryRoute.book(id: 1).hidesTabBar)
        #expect(LibraryRoute.chapter(book: 1, number: 2).hidesTabBar)
    }

    @Test func aScreenThatHidesTheTabBarIsPushedAndGoneBackFromLikeAnyOther() throws {
        let root = try makeRoot()
        try root.open(link: "app://library/1")
        let before = root.state
        try root.show(LibraryRoute.chapter(book: 1, number: 2))
        #expect(root.state.currentTab?.stack.last?.presentation == .push)
        #expect(root.state.currentTab?.stack.count == before.currentTab.map { $0.stack.count + 1 })
        try root.perform(.goBack)
        #expect(root.state == before)
    }
}
