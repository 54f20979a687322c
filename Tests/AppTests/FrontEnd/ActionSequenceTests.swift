import CoordinatorKit
import CoordinatorKitTesting
import CoordinatorKitText
import Foundation
@testable import RecipesApp
import Testing

/// Seeded random sequences of what a user does in the demo app — tapping the top screen's
/// actions as the shell offers them, answering alerts, going back, dismissing, switching
/// tabs, opening links, signing in and out, subscribing — with the printed-link invariant
/// checked after every step: `currentLink` is `nil` or a link within the limits that,
/// opened now, rebuilds the selected tab's screens (never a wrong one).
@MainActor
struct ActionSequenceTests {
    static let links = [
        "recipes://recipes/42", "recipes://recipes/12", "recipes://recipes/83/paywall", "recipes://recipes/search?q=C++",
        "recipes://settings/allergies", "recipes://settings/profile", "recipes://profile/orders/17",
        "recipes://profile/edit", "recipes://products/product?id=\(productID)&count=2",
        "recipes://products/merch?id=\(merchID)&count=1", "recipes://auth/signin", "recipes://recipes/42/settings/allergies",
        "https://recipes.example.com/recipes/7", "recipes://nowhere", "recipes://recipes/x",
    ]

    enum Step: CaseIterable {
        case tapAction, tapAction2, tapAction3, answerAlert, goBack, dismiss, selectTab, openLink
        case signIn, signOut, subscribe, unsubscribe
    }

    @Test(arguments: [1, 2, 3, 4, 5, 6] as [UInt64])
    func printedLinkRebuildsTheSelectedTabAfterEveryStep(seed: UInt64) throws {
        var generator = SeededGenerator(seed: seed)
        let app = try AppComposition.make()
        var linksChecked = 0
        for number in 0..<200 {
            let step = Step.allCases.randomElement(using: &generator) ?? .goBack
            let done = try perform(step, in: app, using: &generator)
            if try checkPrintedLink(of: app, context: "seed \(seed), step \(number): \(done)") {
                linksChecked += 1
            }
        }
        // Most states have a link; a run that checked few would prove little.
        #expect(linksChecked > 100, "seed \(seed): only \(linksChecked) links checked")
    }

    @Test func subscribingWhileThePaywallShowsLandsOnTheRecipeWithItsLink() throws {
        let app = try AppComposition.make()
        try app.root.open(link: "recipes://recipes/42")
        #expect(app.root.currentLink?.path == "recipes/42/paywall")
        // Bought elsewhere (another device, the shell's `subscribe`): the paywall is decided
        // again and gives way to the recipe, as opening recipes/42 now would.
        app.subscribe?()
        try app.root.perform(.accessDidChange)
        #expect(app.root.state.currentTab?.top.route.description == "recipes.detail(id: 42)")
        #expect(app.root.currentLink?.path == "recipes/42")
        let fresh = try AppComposition.make(subscribed: true)
        try fresh.root.open(link: "recipes://recipes/42")
        #expect(fresh.root.state.currentTab == app.root.state.currentTab)
    }

    @Test(.timeLimit(.minutes(1)))
    func subscribingIsFollowedWithoutBeingToldThroughObservation() async throws {
        let app = try AppComposition.make()
        try app.root.open(link: "recipes://recipes/42")
        var changes = changeStream(of: app.root).makeAsyncIterator()
        app.subscribe?()                                  // no accessDidChange
        let change = try #require(await changes.next())
        #expect(change.cause == .command(.decideScreensAgain))
        #expect(app.root.currentLink?.path == "recipes/42")
    }

    /// The demo's choice when data goes the other way: a lapsed subscription while a premium
    /// recipe shows puts the paywall in its place, as opening its link now would.
    @Test(.timeLimit(.minutes(1)))
    func aLapsedSubscriptionWhileReadingAPremiumRecipeShowsItsPaywall() async throws {
        let app = try AppComposition.make(subscribed: true)
        try app.root.open(link: "recipes://recipes/42")
        #expect(app.root.state.currentTab?.top.route.description == "recipes.detail(id: 42)")
        var changes = changeStream(of: app.root).makeAsyncIterator()
        app.unsubscribe?()
        let change = try #require(await changes.next())
        #expect(change.cause == .command(.decideScreensAgain))
        #expect(app.root.state.currentTab?.top.route.description == "recipes.paywall(recipeID: 42)")
        #expect(app.root.currentLink?.path == "recipes/42/paywall")
    }

    /// Takes one step, as the shell would; returns what it did, for a failure's message.
    private func perform(_ step: Step, in app: AppEnvironment, using generator: inout SeededGenerator) throws -> String {
        let root = app.root
        switch step {
        case .tapAction, .tapAction2, .tapAction3:
            guard let action = root.topScreenText?.actions.randomElement(using: &generator) else { return "no action" }
            action.perform()
            return "tapped '\(action.title)'"
        case .answerAlert:
            guard let button = root.state.currentTab?.top.alert?.buttons.randomElement(using: &generator) else {
                return "no alert"
            }
            try? root.perform(.answerAlert(button.action))
            return "answered '\(button.title)'"
        case .goBack:
            try root.perform(.goBack)
            return "went back"
        case .dismiss:
            try root.perform(.dismiss)
            return "dismissed"
        case .selectTab:
            let tab = root.state.tabs.randomElement(using: &generator)?.id ?? "recipes"
            try? root.perform(.selectTab(tab))
            return "selected \(tab)"
        case .openLink:
            let link = Self.links.randomElement(using: &generator) ?? "recipes://"
            let before = root.state
            do {
                try root.open(link: link)
            } catch {
                #expect(root.state == before, "refused \(link) changed the state")
            }
            return "opened \(link)"
        case .signIn:
            _ = app.signIn?()
            try root.perform(.accessDidChange)
            return "signed in"
        case .signOut:
            app.signOut?()
            try root.perform(.accessDidChange)
            return "signed out"
        case .subscribe:
            app.subscribe?()
            try root.perform(.accessDidChange)
            return "subscribed"
        case .unsubscribe:
            app.unsubscribe?()
            try root.perform(.decideScreensAgain)
            return "subscription lapsed"
        }
    }

    /// Checks the printed link of the app's state with the explorer's check
    /// (``NavigationInvariants/printedLinkViolations(of:)``); returns whether there was one.
    private func checkPrintedLink(of app: AppEnvironment, context: String) throws -> Bool {
        guard app.root.currentLink != nil else { return false }
        let found = NavigationInvariants.printedLinkViolations(of: app.root)
        #expect(found.isEmpty, "\(found); \(context)")
        return true
    }
}
