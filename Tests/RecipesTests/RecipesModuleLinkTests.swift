import CoordinatorKit
import CoordinatorKitTesting
import CoordinatorKitText
import Testing
@testable import Recipes

/// Every link the Recipes module owns lands where its table says, prints back to itself,
/// and a bad one is refused with a typed reason and changes nothing.
@MainActor
struct RecipesModuleLinkTests {
    // MARK: The link table

    @Test func moduleLinkShowsTheListAtTheRootOfTheRecipesTab() throws {
        let (root, _) = try makeRoot()
        try root.open(link: "recipes://settings/allergies")
        try root.open(link: "recipes://recipes")
        #expect(root.state.selectedTab == "recipes")
        #expect(root.state.currentTab?.root.route == recipes(.list))
        #expect(root.stackRoutes.isEmpty)
        #expect(root.topScreenText?.title == "Recipes")
    }

    @Test func freeRecipeLinkPushesTheRecipe() throws {
        let (root, _) = try makeRoot()
        try root.open(link: "recipes://recipes/12")
        #expect(root.state.selectedTab == "recipes")
        #expect(root.state.currentTab?.stack == [NavigationEntry(route: recipes(.detail(id: 12)), presentation: .push)])
        #expect(root.topScreenText?.title == "Tomato Basil Soup")
    }

    @Test func premiumRecipeLinkOpensPaywallSheetWhenNotSubscribed() throws {
        let (root, _) = try makeRoot(subscribed: false)
        try root.open(link: "recipes://recipes/42")
        #expect(root.state.selectedTab == "recipes")
        #expect(root.state.currentTab?.stack == [NavigationEntry(route: recipes(.paywall(recipeID: 42)), presentation: .sheet)])
        #expect(root.topScreenText?.lines.first == "Beef Wellington is for subscribers.")
    }

    @Test func premiumRecipeLinkPushesTheRecipeWhenSubscribed() throws {
        let (root, _) = try makeRoot(subscribed: true)
        try root.open(link: "recipes://recipes/42")
        #expect(root.state.currentTab?.stack == [NavigationEntry(route: recipes(.detail(id: 42)), presentation: .push)])
        #expect(root.topScreenText?.title == "Beef Wellington")
    }

    @Test func searchLinkPushesResultsForItsQuery() throws {
        let (root, _) = try makeRoot()
        try root.open(link: "recipes://recipes/search?q=soup")
        #expect(root.state.currentTab?.root.route == recipes(.list))
        #expect(root.stackRoutes == [recipes(.search(query: "soup"))])
        #expect(root.topScreenText?.title == "Results for “soup”")
        #expect(root.topScreenText?.actions.map(\.title)
            == ["Open Tomato Basil Soup", "Open Miso Soup", "Open Chicken Noodle Soup"])
    }

    @Test func recipeThenAllergiesLinkStacksBothOnTheRecipesTab() throws {
        let (root, _) = try makeRoot(subscribed: true)
        try root.open(link: "recipes://recipes/42/settings/allergies")
        #expect(root.state.selectedTab == "recipes")
        #expect(root.state.currentTab?.stack == [
            NavigationEntry(route: recipes(.detail(id: 42)), presentation: .push),
            NavigationEntry(route: settings("allergies"), presentation: .push),
        ])
        #expect(root.currentURL?.absoluteString == "recipes://recipes/42/settings/allergies")
    }

    @Test func recipeThenAllergiesLinkWorksForAFreeRecipeWithoutSubscription() throws {
        let (root, _) = try makeRoot(subscribed: false)
        try root.open(link: "recipes://recipes/12/settings/allergies")
        #expect(root.stackRoutes == [recipes(.detail(id: 12)), settings("allergies")])
    }

    @Test func premiumRecipeThenAllergiesLinkShowsAllergiesInsideThePaywallWhenNotSubscribed() throws {
        // destination(for:) sees one route, not the rest of the link, so the segments after
        // a redirected recipe land inside the paywall's sheet (see Docs/Modules/Recipes.md).
        let (root, _) = try makeRoot(subscribed: false)
        try root.open(link: "recipes://recipes/42/settings/allergies")
        #expect(root.state.currentTab?.stack == [
            NavigationEntry(route: recipes(.paywall(recipeID: 42)), presentation: .sheet),
            NavigationEntry(route: settings("allergies"), presentation: .push),
        ])
        #expect(root.currentURL?.absoluteString == "recipes://recipes/42/paywall/settings/allergies")
    }

    @Test func paywallLinkOpensThePaywallSheet() throws {
        let (root, _) = try makeRoot()
        try root.open(link: "recipes://recipes/42/paywall")
        #expect(root.state.currentTab?.stack == [NavigationEntry(route: recipes(.paywall(recipeID: 42)), presentation: .sheet)])
    }

    @Test func paywallLinkShowsTheRecipeToASubscriber() throws {
        let (root, _) = try makeRoot(subscribed: true)
        try root.open(link: "recipes://recipes/42/paywall")
        #expect(root.state.currentTab?.stack == [NavigationEntry(route: recipes(.detail(id: 42)), presentation: .push)])
    }

    @Test func paywallLinkForAFreeRecipeShowsTheRecipe() throws {
        let (root, _) = try makeRoot(subscribed: false)
        try root.open(link: "recipes://recipes/12/paywall")
        #expect(root.stackRoutes == [recipes(.detail(id: 12))])
    }

    @Test func categoryLinkPushesThatSection() throws {
        let (root, _) = try makeRoot()
        try root.open(link: "recipes://recipes?category=dessert")
        #expect(root.stackRoutes == [recipes(.category(.dessert))])
        #expect(root.topScreenText?.title == "Desserts")
        #expect(root.currentURL?.absoluteString == "recipes://recipes?category=dessert")
    }

    @Test func universalLinkLandsLikeTheCustomSchemeLink() throws {
        let (root, _) = try makeRoot()
        try root.open(link: "https://recipes.example.com/recipes/search?q=soup")
        #expect(root.stackRoutes == [recipes(.search(query: "soup"))])
    }

    // MARK: Round trips

    @Test func everyRuleRoundTrips() {
        #expect(roundTripProblems(of: RecipesModule()) == [])
    }

    @Test(arguments: [
        "recipes://recipes",
        "recipes://recipes/12",
        "recipes://recipes/42/paywall",
        "recipes://recipes/search?q=tomato%20soup",
        "recipes://recipes?category=dessert",
        "recipes://recipes/15?category=soup",
        "recipes://recipes/42/settings/allergies",
    ])
    func linkPrintsBackToItselfAndResolvesToTheSameState(link: String) throws {
        let (root, _) = try makeRoot(subscribed: link.contains("settings"))
        try root.open(link: link)
        let state = root.state
        #expect(root.currentURL?.absoluteString == link)
        let (other, _) = try makeRoot(subscribed: link.contains("settings"))
        try other.open(link: try #require(root.currentURL?.absoluteString))
        #expect(other.state == state)
    }

    @Test func premiumRecipeLinkPrintsAsItsPaywallWhenNotSubscribed() throws {
        let (root, _) = try makeRoot(subscribed: false)
        try root.open(link: "recipes://recipes/42")
        #expect(root.currentURL?.absoluteString == "recipes://recipes/42/paywall")
    }

    // MARK: Bad links

    @Test(arguments: [
        ("recipes://recipes/abc",
         NavigationError.invalidLink(.invalidParameter(name: "id", value: "abc", position: 1, expected: "Int"))),
        ("recipes://recipes/search",
         NavigationError.invalidLink(.missingQueryItem(key: "q", route: "search"))),
        ("recipes://recipes/search?q=%20%20",
         NavigationError.invalidLink(.rejected(route: "search", reason: "the query 'q' has no words to search for"))),
        ("recipes://recipes?category=pizza",
         NavigationError.invalidLink(.invalidQueryValue(
            key: "category", value: "pizza", expected: "one of breakfast, soup, main, dessert"))),
        ("recipes://recipes/12/reviews",
         NavigationError.invalidLink(.unknownSegment(
            "reviews", position: 2, expected: ["new", "search", "{id: Int}", "recipes", "settings"]))),
    ])
    func badLinkThrowsTypedErrorAndLeavesStateUnchanged(link: String, expected: NavigationError) throws {
        let (root, _) = try makeRoot()
        try root.open(link: "recipes://recipes/15")
        let before = root.state
        let probe = ObservationProbe(root)
        #expect(throws: expected) { try root.open(link: link) }
        #expect(root.state == before)
        #expect(probe.changeCount == 0)
    }
}
