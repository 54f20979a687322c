import CoordinatorKit
import CoordinatorKitTesting
import Foundation
import RecipesApp
import Testing

/// The demo's app window on an iPhone: six tabs (recipes, the "New recipe" action, products,
/// profile, settings, the soups), so the tab bar shows four items and the framework's More,
/// which lists settings and the soups. Through both players, each against the toolkit
/// model, whose tab bar never gets more items than its capacity: links into the fifth and
/// sixth tabs, back, a re-tap, More, a restoration.
@MainActor
struct SixTabsOnAnIPhoneTests {
    enum Renderer: CaseIterable {
        case uiKit, swiftUI
    }

    /// A player of one renderer following an app window, with what the user can do to its
    /// tab bar and More.
    @MainActor
    protocol Played: AnyObject {
        var root: RootCoordinator { get }
        /// More shows its list rather than the selected tab.
        var isShowingMoreList: Bool { get }
        /// The routes of the screens More shows above its list.
        var moreRoutes: [String] { get }
        func tap(_ item: TabBarOverflow.Item)
        func choose(_ tab: TabID)
        /// The user goes back in More to its first `count` screens (`nil`: one back).
        func backInMore(keeping count: Int?)
        /// Lets everything end; what went wrong.
        func settle() -> [String]
    }

    /// The UIKit player: a `ContainerPlayer` whose operations the model's UIKit performs.
    final class UIKitPlayed: Played {
        let root: RootCoordinator
        let model = ToolkitModel()
        let player: ContainerPlayer
        private var seen = SeenCount()

        init(_ root: RootCoordinator) {
            self.root = root
            player = ContainerPlayer(following: root, scheduler: model)
            model.setUp(player.displayed)
            player.perform = { [model] operation, _, completion in
                if case .present(_, let position) = operation, model.presenterIsBusy(at: position) {
                    return completion(.refused)
                }
                model.perform(operation) { completion(.completed) }
            }
            player.readDisplayed = { [model] in model.displayedContainers }
            player.onSeen = { [weak self] in self?.seen.note($0) }
            root.observe { [model] event in
                if case .changed(let change) = event { model.bindLeaveGuards(change.state.leaveGuards) }
            }
            player.start()
            model.runUntilIdle()
        }

        var isShowingMoreList: Bool { player.isShowingMoreList }
        var moreRoutes: [String] { model.displayedContainers.more?.screens.map(\.route.description) ?? [] }

        func tap(_ item: TabBarOverflow.Item) {
            let items = model.displayedContainers.tabs.map(TabBarOverflow.Item.tab) + [.more]
            deliver(items.firstIndex(of: item).flatMap(model.userTapsTabBarItem(at:)))
        }

        func choose(_ tab: TabID) {
            deliver(model.displayedContainers.more?.tabs.firstIndex(of: tab).flatMap(model.userChoosesMoreRow(at:)))
        }

        func backInMore(keeping count: Int?) {
            model.userGoesBack(keeping: count) { [weak self] in self?.deliver($0) }
        }

        func settle() -> [String] {
            model.runUntilIdle()
            var problems = model.violations.map(\.description)
            let wanted = ContainerTree(root.state, isShowingMoreList: player.isShowingMoreList)
            if !model.showsContainers(wanted) || !player.isSettled { problems.append("shows \(model.displayedContainers)") }
            return problems + seen.problems(against: root.state.seenScreens(showingMoreList: player.isShowingMoreList))
        }

        private func deliver(_ report: ToolkitModel.ContainerReport?) {
            switch report {
            case .writeBack(let writeBack): try? root.perform(.writeBack(writeBack))
            case .tabBar(let gesture): player.take(gesture)
            case .command(let command): try? root.perform(command)
            case nil: break
            }
        }
    }

    /// The SwiftUI player: a `TransitionPlayer` against the model, the tab view drawn as
    /// `TabsView` draws it and the user's taps handed to the display as it hands them.
    final class SwiftUIPlayed: Played {
        let playback: ToolkitPlayback
        private var seen = SeenCount()

        init(_ root: RootCoordinator) {
            playback = ToolkitPlayback(following: root)
            playback.player.onSeen = { [weak self] in self?.seen.note($0) }
        }

        var root: RootCoordinator { playback.root }
        var display: NavigationDisplay { playback.player.display }
        var isShowingMoreList: Bool { display.isShowingMoreList }
        var moreRoutes: [String] { display.tabBar(capacity: .iOS).moreScreens.map(\.route.description) }

        func tap(_ item: TabBarOverflow.Item) {
            display.take(.tapped(item), capacity: .iOS, writingTo: root)
        }

        func choose(_ tab: TabID) {
            display.take(.chose(tab), capacity: .iOS, writingTo: root)
        }

        func backInMore(keeping count: Int?) {
            let screens = display.tabBar(capacity: .iOS).moreScreens
            display.take(.poppedInMore(to: Array(screens.prefix(count ?? screens.count - 1))), capacity: .iOS, writingTo: root)
        }

        func settle() -> [String] {
            playback.settle()
            playback.model.drawTabBar(display.tabBar(capacity: .iOS).barItems)
            return playback.problems + seen.problems(against: root.state.seenScreens(showingMoreList: display.isShowingMoreList))
        }
    }

    /// The screens reported on display: each appears before it disappears, once at a time.
    struct SeenCount {
        private(set) var onDisplay: [EntryID] = []
        private var mistakes: [String] = []

        mutating func note(_ event: SeenEvent) {
            switch event.change {
            case .appeared:
                if onDisplay.contains(event.screen) { mistakes.append("\(event) twice") }
                onDisplay.append(event.screen)
            case .disappeared:
                if !onDisplay.contains(event.screen) { mistakes.append("\(event) never appeared") }
                onDisplay.removeAll { $0 == event.screen }
            }
        }

        func problems(against shown: [EntryID]) -> [String] {
            mistakes + (Set(onDisplay) == Set(shown) ? [] : ["seen \(onDisplay), on display \(shown)"])
        }
    }

    private func played(_ renderer: Renderer, _ root: RootCoordinator) -> any Played {
        switch renderer {
        case .uiKit: UIKitPlayed(root)
        case .swiftUI: SwiftUIPlayed(root)
        }
    }

    private func appWindow(_ renderer: Renderer) throws -> any Played {
        played(renderer, try AppComposition.makeServices().makeAppWindow().root)
    }

    @Test(arguments: Renderer.allCases)
    func theTabBarShowsFourItemsAndAMoreListingSettingsAndTheSoups(renderer: Renderer) throws {
        let played = try appWindow(renderer)
        let bar = played.root.state.tabBar(capacity: .iOS, isShowingMoreList: false)
        #expect(bar.items == ["recipes", "recipes.new", "products", "profile"])
        #expect(bar.moreTabs == ["settings", "recipes.soups"])
        #expect(played.settle() == [])
    }

    @Test(arguments: Renderer.allCases)
    func aLinkIntoTheFifthTabShowsItsScreensInsideMore(renderer: Renderer) throws {
        let played = try appWindow(renderer)
        try played.root.open(link: "recipes://settings/allergies")
        #expect(played.settle() == [])
        #expect(played.root.state.selectedTab == "settings")
        #expect(played.moreRoutes == ["settings.main", "settings.allergies"])
    }

    @Test(arguments: Renderer.allCases)
    func aLinkIntoTheSixthTabWhileMoreShowsItsListLeavesTheListForTheTab(renderer: Renderer) throws {
        let played = try appWindow(renderer)
        played.tap(.more)
        #expect(played.settle() == [])
        #expect(played.isShowingMoreList)
        try played.root.open(link: "recipes://recipes?category=soup")
        #expect(played.settle() == [])
        #expect(played.root.state.selectedTab == "recipes.soups")
        #expect(!played.isShowingMoreList)
        #expect(played.moreRoutes == ["recipes.category(Recipes.RecipeCategory.soup)"])
    }

    @Test(arguments: Renderer.allCases)
    func backInMoreIsTheTabsPopAndBackFromItsRootShowsTheList(renderer: Renderer) throws {
        let played = try appWindow(renderer)
        try played.root.open(link: "recipes://settings/allergies")
        #expect(played.settle() == [])
        played.backInMore(keeping: nil)
        #expect(played.settle() == [])
        #expect(played.root.state.currentTab?.stack.isEmpty == true)
        #expect(played.moreRoutes == ["settings.main"])
        played.backInMore(keeping: 0)
        #expect(played.settle() == [])
        #expect(played.isShowingMoreList)
        #expect(played.root.state.selectedTab == "settings")
    }

    @Test(arguments: Renderer.allCases)
    func reTappingMoreShowsTheListAndItsRowShowsTheTabAgainAsItWas(renderer: Renderer) throws {
        let played = try appWindow(renderer)
        try played.root.open(link: "recipes://settings/allergies")
        #expect(played.settle() == [])
        let state = played.root.state
        played.tap(.more)
        #expect(played.settle() == [])
        #expect(played.isShowingMoreList)
        played.tap(.more)
        #expect(played.settle() == [])
        #expect(played.isShowingMoreList)
        played.choose("settings")
        #expect(played.settle() == [])
        #expect(played.root.state == state)
        #expect(played.moreRoutes == ["settings.main", "settings.allergies"])
    }

    @Test(arguments: Renderer.allCases)
    func reTappingAVisibleTabPopsItToItsRootButNotWhenMoreShowsItsListOverIt(renderer: Renderer) throws {
        let played = try appWindow(renderer)
        try played.root.open(link: "recipes://recipes/12")
        #expect(played.settle() == [])
        played.tap(.more)
        played.tap(.tab("recipes"))
        #expect(played.settle() == [])
        #expect(played.root.state.currentTab?.stack.count == 1)
        played.tap(.tab("recipes"))
        #expect(played.settle() == [])
        #expect(played.root.state.currentTab?.stack.isEmpty == true)
    }

    @Test(arguments: Renderer.allCases)
    func moreFromAVisibleTabListsTheRestAndARowSelectsItsTab(renderer: Renderer) throws {
        let played = try appWindow(renderer)
        played.tap(.more)
        #expect(played.settle() == [])
        #expect(played.root.state.selectedTab == "recipes")
        played.choose("recipes.soups")
        #expect(played.settle() == [])
        #expect(played.root.state.selectedTab == "recipes.soups")
        #expect(played.moreRoutes == ["recipes.category(Recipes.RecipeCategory.soup)"])
    }

    @Test(arguments: Renderer.allCases)
    func aRestoredWindowWithTheSixthTabSelectedShowsItsStackInsideMore(renderer: Renderer) throws {
        let services = try AppComposition.makeServices()
        let first = services.makeAppWindow().root
        try first.open(link: "recipes://recipes?category=soup")
        try first.tap("Open Miso Soup")
        let saved = try first.saveState()
        let window = services.makeWindow().root
        #expect(try window.restoreState(from: saved) == .restored)
        let played = played(renderer, window)
        #expect(played.settle() == [])
        #expect(played.root.state.selectedTab == "recipes.soups")
        #expect(played.moreRoutes.count == 2)
        #expect(!played.isShowingMoreList)
    }
}
