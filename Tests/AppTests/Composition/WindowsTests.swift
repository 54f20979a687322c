import CoordinatorKit
import CoordinatorKitTesting
import CoordinatorKitTooling
import Foundation
import RecipesApp
import Testing

/// Every window its own navigation: roots made from one composition share the app's
/// services and nothing of each other's navigation.
@MainActor
struct WindowsTests {
    private func twoWindows(signedIn: Bool = false) throws -> (AppServices, RootCoordinator, RootCoordinator) {
        let services = try AppComposition.makeServices(signedIn: signedIn)
        return (services, services.makeWindow().root, services.makeWindow().root)
    }

    @Test func twoWindowsShareServicesAndNotNavigation() throws {
        let (services, first, second) = try twoWindows()
        #expect(first !== second)
        #expect(first.dependencies === services.dependencies && second.dependencies === services.dependencies)
        #expect(first.gate === second.gate)
        #expect(first.inbox !== second.inbox)
        #expect(first.state == second.state)
    }

    @Test func aLinkInOneWindowLeavesTheOthersStateEqual() throws {
        let (_, first, second) = try twoWindows()
        try second.open(link: "recipes://settings/allergies")
        let before = second.state
        try first.open(link: "recipes://recipes/1")
        try first.open(link: "recipes://products")
        try first.perform(.writeBack(.tabSelected("recipes")))
        #expect(second.state == before)
        #expect(first.state != second.state)
    }

    @Test func signingInResumesThePendingLinkOfItsOwnWindowOnly() throws {
        let (services, first, second) = try twoWindows()
        try first.open(link: "recipes://profile")
        try second.open(link: "recipes://profile")
        #expect(first.state.pending != nil && second.state.pending != nil)
        let secondBefore = second.state

        #expect(services.signIn?() == true)
        try first.perform(.accessDidChange)  // the window where the user signed in

        #expect(first.state.pending == nil)
        #expect(first.state.selectedTab == "profile")
        #expect(first.state.currentTab?.stack.isEmpty == true)
        #expect(second.state == secondBefore, "the other window still waits on its own sign-in screen")
    }

    @Test func signingOutInOneWindowLeavesGuardedScreensInEvery() throws {
        let (services, first, second) = try twoWindows(signedIn: true)
        try first.open(link: "recipes://profile/edit")
        try second.open(link: "recipes://profile/edit")
        try first.open(link: "recipes://settings")
        try first.tap("Sign out")
        try first.perform(.answerAlert(AlertState.Action(rawValue: "signOut")))

        #expect(services.gate?.isGranted(.signedIn) == false)
        for root in [first, second] {
            #expect(root.state[tab: "profile"]?.stack.isEmpty == true)
            #expect(root.state.selectedTab != "profile")
        }
    }

    @Test func signingOutThroughTheServicesReachesAWindowShowingAGuardedScreen() throws {
        let (services, first, second) = try twoWindows(signedIn: true)
        try second.open(link: "recipes://profile/edit")
        services.signOut?()
        try first.perform(.accessDidChange)
        #expect(second.state.selectedTab != "profile")
        #expect(second.state[tab: "profile"]?.stack.isEmpty == true)
    }

    @Test func savedStateOfOneWindowRestoresIntoItsOwnRootOnly() throws {
        let services = try AppComposition.makeServices()
        let first = services.makeWindow().root
        let second = services.makeWindow().root
        try first.open(link: "recipes://recipes/2")
        try second.open(link: "recipes://settings/allergies")
        let savedFirst = try first.saveState()
        let secondBefore = second.state

        let reopened = services.makeWindow().root
        #expect(try reopened.restoreState(from: savedFirst) == .restored)
        #expect(reopened.state == first.state)
        #expect(second.state == secondBefore)
    }

    @Test func aWindowOfOneModuleIsASingleStackWhoseOtherLinksArePresented() throws {
        let services = try AppComposition.makeServices()
        let recipe = services.makeWindow(tabs: ["recipes"]).root
        #expect(recipe.state.tabIDs == ["recipes"])
        #expect(NavigationLayout.automatic.drawn(tabCount: recipe.state.tabs.count, isHorizontallyCompact: false) == .singleStack)
        try recipe.open(link: "recipes://recipes/1")
        #expect(recipe.state.currentTab?.stack.count == 1)
        try recipe.open(link: "recipes://settings/allergies")
        #expect(recipe.state.selectedTab == "recipes")
        #expect(recipe.state.currentTab?.stack.last?.route.module == "settings")
        #expect(recipe.state.currentTab?.layers.count == 2)
    }

    @Test func theSettingsBadgeFollowsTheAllergiesInEveryWindow() throws {
        let (_, first, second) = try twoWindows()
        #expect(first.badge(ofTab: "settings") == .count(1))
        try first.open(link: "recipes://settings/allergies")
        let before = try first.requiredTopScreenText().actions.map(\.title)
        let toggle = try #require(before.first { $0.contains("Gluten") || $0.contains("gluten") })
        try first.tap(toggle)
        #expect(first.badge(ofTab: "settings") == .count(2))
        #expect(second.badge(ofTab: "settings") == .count(2))
    }

    @Test func aClosedWindowsRootIsLetGo() throws {
        let services = try AppComposition.makeServices(signedIn: true)
        let kept = services.makeWindow().root
        weak var closed: RootCoordinator?
        do {
            closed = services.makeWindow().root
        }
        #expect(closed == nil)
        try kept.open(link: "recipes://profile/edit")
        services.signOut?()
        try kept.perform(.accessDidChange)
        #expect(kept.state[tab: "profile"]?.stack.isEmpty == true)
    }

    @Test func aWindowOfAnotherAppIsNotReached() throws {
        let (services, first, _) = try twoWindows(signedIn: true)
        let other = try AppComposition.makeServices(signedIn: true).makeWindow().root
        try other.open(link: "recipes://profile/edit")
        let before = other.state
        services.signOut?()
        try first.perform(.accessDidChange)
        #expect(other.state == before, "another composition has its own session and gate")
    }
}

/// The one place the demo decides where a link opens, and what a window opened for a link
/// shows.
@MainActor
struct LinkWindowTests {
    @Test func aRecipesOwnLinkFromOutsideOpensInANewWindow() throws {
        for text in ["recipes://recipes/42", "https://recipes.example.com/recipes/42"] {
            #expect(AppComposition.linkWindow(for: try #require(URL(string: text))) == .newWindow, "\(text)")
        }
    }

    @Test func everyOtherLinkOpensInTheWindowThatReceivedIt() throws {
        for text in ["recipes://recipes", "recipes://settings/allergies", "recipes://recipes/42/paywall", "other://recipes/1", "recipes://recipes/x"] {
            #expect(AppComposition.linkWindow(for: try #require(URL(string: text))) == .receivingWindow, "\(text)")
        }
    }

    @Test func aWindowOpenedForALinkShowsThatLinkAloneWithTheAppsServices() throws {
        let services = try AppComposition.makeServices()
        let link = try #require(URL(string: "recipes://recipes/2"))
        let window = services.makeWindow().root
        #expect(WindowStart.start(window, saved: Data(), link: link, placement: .alone) == .opened(link))
        #expect(window.state.tabIDs == ["recipes.alone"])
        #expect(window.state.currentTab?.root.route.description == "recipes.detail(id: 2)")
        #expect(window.dependencies === services.dependencies)
        #expect(window.currentURL == link)
    }

    @Test func aNewRecipeWindowStartsAtItsLinkAndARestoredOneWhereItWasLeft() throws {
        let services = try AppComposition.makeServices()
        let link = try #require(URL(string: "recipes://recipes/2"))
        let window = services.makeWindow().root
        #expect(WindowStart.start(window, saved: Data(), link: link, placement: .alone) == .opened(link))
        try window.open(link: "recipes://recipes/search?q=soup")
        let saved = try window.saveState()

        let reopened = services.makeWindow().root
        #expect(WindowStart.start(reopened, saved: saved, link: link, placement: .alone) == .restored(.restored))
        #expect(reopened.state == window.state)
        #expect(reopened.currentURL?.absoluteString == "recipes://recipes/2/search?q=soup")
    }

    @Test func aWindowStartRefusedKeepsTheLaunchState() throws {
        let services = try AppComposition.makeServices()
        let window = services.makeWindow().root
        let launch = window.state
        #expect(WindowStart.start(window, saved: Data(), link: nil) == .launchState)
        guard case .refused = WindowStart.start(window, saved: Data("garbage".utf8), link: nil) else {
            Issue.record("garbage was restored")
            return
        }
        let refused = WindowStart.start(window, saved: Data(), link: URL(string: "recipes://nowhere"))
        #expect(refused != .launchState)
        #expect(window.state == launch)
    }
}

/// An app, or a window, of a module without a tab shows that module's root and stack.
@MainActor
struct SingleStackAppTests {
    @Test func anAppOfAuthAloneOpensEveryLinkOfAuthInItsStack() throws {
        let app = try AppComposition.make(including: ["Auth"])
        let root = app.root
        #expect(root.state.tabIDs == ["auth"])
        let auth = try #require(root.registry.module(withID: "auth"))
        for route in auth.sampleRoutes {
            let path = try #require(root.registry.linkPath(for: route))
            try root.open(link: "recipes://\(path)")
            #expect(root.state.selectedTab == "auth", "\(path)")
            #expect(root.state.currentTab?.top.route == route, "\(path)")
            #expect(root.currentURL?.absoluteString == "recipes://\(path)", "\(path)")
        }
    }
}
