import CoordinatorKit
import CoordinatorKitTesting
import CoordinatorKitText
import Foundation
import Testing
@testable import Recipes

/// The coordinator's decisions, as route values, and the state each event leads to.
@MainActor
struct RecipesCoordinatorTests {
    private func coordinator(of root: RootCoordinator) throws -> RecipesCoordinator {
        try #require(root.coordinator(of: RecipesCoordinator.self, for: "recipes"))
    }

    // MARK: Premium decisions as route values

    @Test func premiumRecipeBecomesItsPaywallWhenNotSubscribed() throws {
        let (root, _) = try makeRoot(subscribed: false)
        let coordinator = try coordinator(of: root)
        #expect(coordinator.destination(for: .detail(id: 42)) == .paywall(recipeID: 42))
        #expect(coordinator.destination(for: .detail(id: 23)) == .paywall(recipeID: 23))
        #expect(coordinator.destination(for: .paywall(recipeID: 42)) == .paywall(recipeID: 42))
    }

    @Test func freeRecipeStaysTheRecipeWhenNotSubscribed() throws {
        let (root, _) = try makeRoot(subscribed: false)
        let coordinator = try coordinator(of: root)
        #expect(coordinator.destination(for: .detail(id: 12)) == .detail(id: 12))
        #expect(coordinator.destination(for: .paywall(recipeID: 12)) == .detail(id: 12))
        #expect(coordinator.destination(for: .detail(id: 999)) == .detail(id: 999))
    }

    @Test func premiumRecipeStaysTheRecipeWhenSubscribed() throws {
        let (root, _) = try makeRoot(subscribed: true)
        let coordinator = try coordinator(of: root)
        #expect(coordinator.destination(for: .detail(id: 42)) == .detail(id: 42))
        #expect(coordinator.destination(for: .paywall(recipeID: 42)) == .detail(id: 42))
    }

    @Test func otherRoutesAreLeftAsAsked() throws {
        let (root, _) = try makeRoot()
        let coordinator = try coordinator(of: root)
        for route: RecipesRoute in [.list, .search(query: "soup"), .category(.main)] {
            #expect(coordinator.destination(for: route) == route)
        }
    }

    @Test func subscriptionSetByTheCompositionAtLaunchUnlocksPremiumRecipes() throws {
        let dependencies = Dependencies()
        dependencies[SubscriptionStoreKey.self].isSubscribed = true
        let root = try RootCoordinator.testing(RecipesModule(), schemes: ["recipes"], dependencies: dependencies)
        try root.open(link: "recipes://recipes/42")
        #expect(root.stackRoutes == [recipes(.detail(id: 42))])
    }

    // MARK: Events from the list

    @Test func tappingAFreeRecipePushesIt() throws {
        let (root, _) = try makeRoot()
        try root.tap("Open Shakshuka")
        #expect(root.state.currentTab?.stack == [NavigationEntry(route: recipes(.detail(id: 1)), presentation: .push)])
    }

    @Test func tappingAPremiumRecipeOpensPaywallSheetWhenNotSubscribed() throws {
        let (root, _) = try makeRoot(subscribed: false)
        try root.tap("Open Beef Wellington")
        #expect(root.state.currentTab?.stack == [NavigationEntry(route: recipes(.paywall(recipeID: 42)), presentation: .sheet)])
    }

    @Test func tappingAPremiumRecipePushesItWhenSubscribed() throws {
        let (root, _) = try makeRoot(subscribed: true)
        try root.tap("Open Beef Wellington")
        #expect(root.stackRoutes == [recipes(.detail(id: 42))])
    }

    @Test func browsingASectionPushesItAndItsPremiumRecipeOpensThePaywall() throws {
        let (root, _) = try makeRoot()
        try root.tap("Browse Desserts")
        #expect(root.stackRoutes == [recipes(.category(.dessert))])
        try root.tap("Open Lemon Tart")
        #expect(root.state.currentTab?.stack.map(\.presentation) == [.push, .sheet])
        #expect(root.stackRoutes == [recipes(.category(.dessert)), recipes(.paywall(recipeID: 64))])
    }

    @Test func searchingFromTheListPushesTheResults() throws {
        let (root, _) = try makeRoot()
        let list = try root.topScreen(as: RecipeListViewModel.self)
        list.searchQuery = "  soup "
        list.submitSearch()
        #expect(root.stackRoutes == [recipes(.search(query: "soup"))])
    }

    @Test func tappingASearchResultPushesIt() throws {
        let (root, _) = try makeRoot()
        try root.open(link: "recipes://recipes/search?q=soup")
        try root.tap("Open Miso Soup")
        #expect(root.stackRoutes == [recipes(.search(query: "soup")), recipes(.detail(id: 15))])
    }

    // MARK: The paywall

    @Test func subscribingReplacesThePaywallWithTheRecipe() throws {
        let (root, store) = try makeRoot(subscribed: false)
        try root.tap("Open Beef Wellington")
        let probe = ObservationProbe(root)
        try root.tap("Subscribe for $4.99 a month")
        #expect(store.isSubscribed)
        #expect(root.state.currentTab?.stack == [NavigationEntry(route: recipes(.detail(id: 42)), presentation: .push)])
        #expect(root.topScreenText?.title == "Beef Wellington")
        #expect(probe.changeCount == 1)
    }

    @Test func subscribingKeepsWhatTheUserBrowsedBelowThePaywall() throws {
        let (root, _) = try makeRoot(subscribed: false)
        try root.open(link: "recipes://recipes/search?q=mushroom")
        try root.tap("Open Beef Wellington")
        #expect(root.stackRoutes == [recipes(.search(query: "mushroom")), recipes(.paywall(recipeID: 42))])
        try root.tap("Subscribe for $4.99 a month")
        #expect(root.stackRoutes == [recipes(.search(query: "mushroom")), recipes(.detail(id: 42))])
        #expect(root.state.currentTab?.stack.map(\.presentation) == [.push, .push])
    }

    @Test func subscribingFromAPaywallLinkLandsOnTheRecipe() throws {
        let (root, _) = try makeRoot(subscribed: false)
        try root.open(link: "recipes://recipes/42")
        try root.tap("Subscribe for $4.99 a month")
        #expect(root.stackRoutes == [recipes(.detail(id: 42))])
        #expect(root.currentURL?.absoluteString == "recipes://recipes/42")
    }

    @Test func notNowDismissesThePaywall() throws {
        let (root, store) = try makeRoot(subscribed: false)
        try root.open(link: "recipes://recipes?category=main")
        try root.tap("Open Thai Green Curry")
        try root.tap("Not now")
        #expect(root.stackRoutes == [recipes(.category(.main))])
        #expect(!store.isSubscribed)
    }

    @Test func failedPurchaseShowsAnAlertOnThePaywall() throws {
        let (root, store) = try makeRoot(store: InMemorySubscriptionStore(nextPurchaseError: .paymentDeclined))
        try root.open(link: "recipes://recipes/42")
        try root.tap("Subscribe for $4.99 a month")
        #expect(!store.isSubscribed)
        #expect(root.stackRoutes == [recipes(.paywall(recipeID: 42))])
        let alert = try #require(root.state.topEntry?.alert)
        let english = Locale(identifier: "en")
        #expect(alert.title.localized(in: english) == "Could not unlock “Beef Wellington”")
        #expect(alert.message?.localized(in: english) == SubscriptionError.paymentDeclined.description)
        #expect(alert.buttons.map(\.action) == [RecipesAlert.action(.retry), .cancel])
    }

    @Test func tryingAgainAfterAFailedPurchaseShowsTheRecipe() throws {
        let (root, store) = try makeRoot(store: InMemorySubscriptionStore(nextPurchaseError: .storeUnavailable))
        try root.open(link: "recipes://recipes/42")
        try root.tap("Subscribe for $4.99 a month")
        try root.perform(.answerAlert(RecipesAlert.action(.retry)))
        #expect(store.isSubscribed)
        #expect(store.purchaseAttempts == 2)
        #expect(root.stackRoutes == [recipes(.detail(id: 42))])
        #expect(root.state.topEntry?.alert == nil)
    }

    @Test func cancellingAfterAFailedPurchaseKeepsThePaywall() throws {
        let (root, store) = try makeRoot(store: InMemorySubscriptionStore(nextPurchaseError: .paymentDeclined))
        try root.open(link: "recipes://recipes/42")
        try root.tap("Subscribe for $4.99 a month")
        try root.perform(.answerAlert(.cancel))
        #expect(store.purchaseAttempts == 1)
        #expect(root.stackRoutes == [recipes(.paywall(recipeID: 42))])
        #expect(root.state.topEntry?.alert == nil)
    }

    // MARK: Allergies, across modules by link

    @Test func checkingAllergiesPushesTheSettingsAllergiesOnTheRecipesTab() throws {
        let (root, _) = try makeRoot()
        try root.open(link: "recipes://recipes/12")
        try root.tap("Check my allergies")
        #expect(root.state.selectedTab == "recipes")
        #expect(root.stackRoutes == [recipes(.detail(id: 12)), settings("allergies")])
        #expect(root.state[tab: "settings"]?.stack.isEmpty == true)
        #expect(root.currentURL?.absoluteString == "recipes://recipes/12/settings/allergies")
    }

    @Test func checkingAllergiesInAnAppWithoutSettingsShowsAnAlert() throws {
        let (root, _) = try makeRoot(withSettings: false)
        try root.open(link: "recipes://recipes/12")
        try root.tap("Check my allergies")
        #expect(root.stackRoutes == [recipes(.detail(id: 12))])
        #expect(root.state.topEntry?.alert?.title.localized(in: Locale(identifier: "en")) == "Allergies unavailable")
    }

    // MARK: Back to recipes

    @Test func backToRecipesFromADeepStackLandsOnTheListInOneChange() throws {
        let (root, _) = try makeRoot(subscribed: false)
        try root.open(link: "recipes://recipes/search?q=mushroom")
        try root.tap("Open Beef Wellington")
        try root.tap("Subscribe for $4.99 a month")
        #expect(root.stackRoutes == [recipes(.search(query: "mushroom")), recipes(.detail(id: 42))])
        let probe = ObservationProbe(root)
        try root.tap("Back to recipes")
        #expect(root.stackRoutes == [])
        #expect(root.topScreenText?.title == "Recipes")
        #expect(probe.changeCount == 1)
    }

    @Test func backToRecipesFromARecipeOnAnotherTabOpensTheRecipesTabAtItsList() throws {
        let (root, _) = try makeRoot()
        try root.open(link: "recipes://recipes/12")
        try root.perform(.selectTab("settings"))
        try root.open(path: "recipes/15", placement: .currentTab)
        #expect(root.state.selectedTab == "settings")
        try root.tap("Back to recipes")
        #expect(root.state.selectedTab == "recipes")
        #expect(root.stackRoutes == [])
    }

    @Test func tappingARecipeTwiceBeforeItsPushEndsPushesItOnce() throws {
        let (root, _) = try makeRoot()
        // The list's action, kept as a second tap reaches the list while the push still plays.
        let open = try #require(root.topScreenText?.actions.first { $0.title == "Open Shakshuka" })
        var refusals: [NavigationError] = []
        root.observe { if case .refused(let refusal) = $0 { refusals.append(refusal.error) } }
        open.perform()
        open.perform()
        #expect(root.stackRoutes == [recipes(.detail(id: 1))])
        #expect(refusals == [.alreadyShowing(recipes(.detail(id: 1)))])
    }
}
