import RecipesApp
import Testing

@MainActor
struct ShellTests {
    @Test func scriptedSessionEchoesEachCommandInPlaceOfThePrompt() async {
        let result = await run(["shell"], input: "open recipes://settings/allergies\nback\nquit\n")
        #expect(result.status == 0)
        #expect(result.output.contains("> open recipes://settings/allergies\n── Settings ▸ Allergies (push)"))
        #expect(result.output.contains("> back\n── Settings ▸ Settings (root)"))
        #expect(!result.output.contains("recipes-app shell —"))
        #expect(result.output.contains("── Settings ▸ Allergies (push)"))
        #expect(result.output.hasSuffix("── Settings ▸ Settings (root)\n   Account: signed out\n   1) Allergies\n   2) Profile settings\n   3) Notifications\n   4) Sign in\n> quit\n"))
    }

    @Test func aSlugLinkShowsItsRecipeOnceTheLookupHasAnswered() async {
        let result = await run(["shell"], input: "open recipes://r/shakshuka\nurl\nopen recipes://r/nosuch\nurl\n")
        #expect(result.status == 1)
        #expect(result.output.contains("> open recipes://r/shakshuka\n── Recipes ▸ Shakshuka (push)"))
        #expect(result.errors.contains("✘ Looking up 'nosuch' failed"))
        #expect(result.output.hasSuffix("> url\nrecipes://recipes/1\n"))
    }

    @Test func interactiveSessionPrompts() async {
        let console = BufferConsole(input: "quit\n", isInteractive: true)
        _ = await FrontEnd.run(["shell"], console: console)
        #expect(console.output.contains("> "))
    }

    @Test func numberedActionsNavigate() async {
        let result = await run([], input: "1\nurl\n")
        #expect(result.output.contains("── Recipes ▸ Shakshuka (push)"))
        #expect(result.output.contains("recipes://recipes/1\n"))
    }

    @Test func subscribingWhileThePaywallShowsLandsOnTheRecipeAndALapseBringsThePaywallBack() async {
        let result = await run(["shell"], input: "open recipes://recipes/42\nsubscribe\nstate\nunsubscribe\nurl\n")
        #expect(result.output.contains("> state\nurl: recipes://recipes/42\n"))
        #expect(result.output.contains("> url\nrecipes://recipes/42/paywall\n"))
    }

    @Test func aLinkOpenedDuringThePurchaseWaitsAndOpensOnceThePaywallHasGone() async {
        let result = await run(
            ["shell"], input: "open recipes://recipes/42\nopen recipes://settings/allergies\nurl\n1\nurl\n")
        #expect(result.output.contains("> open recipes://settings/allergies\n── Recipes ▸ Premium recipe (sheet)"))
        #expect(result.output.contains(
            "   ⏸ held: recipes://settings/allergies (opens when this screen has gone)\n> url\nrecipes://recipes/42/paywall\n"))
        #expect(result.output.contains("> 1\n── Settings ▸ Allergies (push)"))
        #expect(result.output.hasSuffix("> url\nrecipes://settings/allergies\n"))
    }

    @Test func aLinkHeldByThePaywallOpensWhenTheOfferIsDeclinedToo() async {
        let result = await run(["shell"], input: "open recipes://recipes/42\nopen recipes://settings\n2\nurl\n")
        #expect(result.output.contains("⏸ held: recipes://settings"))
        #expect(result.output.hasSuffix("> url\nrecipes://settings\n"))
    }

    @Test func signingInResumesThePendingLink() async {
        let result = await run(["shell"], input: "open recipes://profile/orders/17\nsignin\nurl\n")
        #expect(result.output.contains("⏳ pending: recipes://profile/orders/17 (waits for signedIn)"))
        #expect(result.output.contains("── Profile ▸ Order #17 (push)"))
        #expect(result.output.hasSuffix("recipes://profile/orders/17\n"))
    }

    @Test func signingOutLeavesGuardedScreens() async {
        let result = await run(["--signed-in", "shell"], input: "open recipes://profile/edit\nsignout\nstate\n")
        #expect(result.output.contains("▶ tab recipes (Recipes)"))
        #expect(!result.output.contains("push: Edit profile"))
    }

    @Test func subscribingOpensPremiumRecipes() async {
        let result = await run(["shell"], input: "subscribe\nopen recipes://recipes/42\n")
        #expect(result.output.contains("── Recipes ▸ Beef Wellington (push)"))
    }

    @Test func alertIsShownAndAnswered() async {
        let result = await run(["--signed-in", "shell"], input: "selectTab settings\n4\nanswerAlert signOut\nstate\n")
        #expect(result.output.contains("⚠︎ Sign out?"))
        #expect(result.output.contains("answerAlert 1 | signOut: Sign Out [destructive]"))
        #expect(result.output.contains("Account: signed out"))
        #expect(result.status == 0)
    }

    @Test func failedCommandsAreReportedAndTheSessionGoesOn() async {
        let result = await run(["shell"], input: "open recipes://nowhere\nfly\ntab cinema\nurl\n")
        #expect(result.status == 1)
        #expect(result.errors.contains("✘ invalid") || result.errors.contains("Unknown segment 'nowhere'"))
        #expect(result.errors.contains("unknown command 'fly'"))
        #expect(result.errors.contains("no tab 'cinema'"))
        #expect(result.output.hasSuffix("recipes://recipes\n"))
    }

    @Test func shortAliasesDoWhatTheRootVerbsDo() async {
        let verbs = await run(["--signed-in", "shell"], input: "selectTab settings\n1\ngoBack\n4\nanswerAlert 2\nurl\n")
        let aliases = await run(["--signed-in", "shell"], input: "tab settings\n1\nback\n4\nanswer 2\nurl\n")
        #expect(verbs.status == 0)
        func screens(_ output: String) -> [Substring] { output.split(separator: "\n").filter { !$0.hasPrefix("> ") } }
        #expect(screens(verbs.output) == screens(aliases.output))
        #expect(verbs.output.hasSuffix("recipes://settings\n"))
    }

    @Test func layerVerbsDismissAndPop() async {
        let result = await run(["shell"], input: "open recipes://recipes/1/settings/allergies\npopToRoot\nurl\ndismissAll\nurl\n")
        #expect(result.status == 0)
        #expect(result.output.hasSuffix("recipes://recipes\n"))
    }

    @Test func theSameShowTwiceShowsOneScreenAndReportsTheSecond() async {
        let result = await run(["shell"], input: "show recipes.detail(id: 12)\nshow recipes.detail\nurl\n")
        #expect(result.status == 1)
        #expect(result.errors == "✘ The top screen already shows recipes.detail(id: 12); it is not shown twice.\n")
        #expect(result.output.hasSuffix("recipes://recipes/12\n"))
    }

    @Test func theSameDismissTypedAgainWhileTheFirstStillPlaysIsDroppedAndReported() async {
        let script = "open recipes://recipes/42/auth/signin\nslow\ndismiss\ndismiss\nurl\nsettle\ndismiss\nurl\n"
        let result = await run(["shell"], input: script)
        #expect(result.status == 1)
        #expect(result.errors == "✘ 'dismiss' made the change still playing on screen; repeated, it was dropped.\n")
        #expect(result.output.contains("> dismiss\n── Recipes ▸ Premium recipe (sheet)\n"))
        #expect(result.output.contains("   ▶ still playing on screen (settle ends it)\n> dismiss\n> url\nrecipes://recipes/42/paywall\n"))
        #expect(result.output.hasSuffix("> url\nrecipes://recipes\n"))
    }

    @Test func backToAScreenGoesBackPastTheScreensAboveIt() async {
        let result = await run(
            ["shell"], input: "open recipes://recipes/1/settings/allergies\ngoBackTo recipes.detail\nurl\nback to recipes.list\nurl\n"
                + "back to recipes.list\n")
        #expect(result.status == 1)
        #expect(result.output.contains("> goBackTo recipes.detail\n── Recipes ▸ Shakshuka (push)\n"))
        #expect(result.output.contains("> url\nrecipes://recipes/1\n> back to recipes.list\n── Recipes ▸ Recipes (root)\n"))
        #expect(result.output.hasSuffix("> url\nrecipes://recipes\n> back to recipes.list\n"))
        #expect(result.errors == "✘ no screen 'recipes.list' below the top; below it: none\n")
    }

    @Test func backToTakesARouteAsStatePrintsIt() async {
        let result = await run(["shell"], input: "open recipes://recipes/12/settings/allergies\nbackto recipes/12\nurl\n")
        #expect(result.errors.isEmpty, "\(result.errors)")
        #expect(result.output.hasSuffix("> url\nrecipes://recipes/12\n"))
    }

    /// The number the shell gives the recipe list's "Avoid allergens…" action.
    private func avoidAllergensAction() async -> String? {
        let lines = await run(["shell"], input: "").output.split(separator: "\n")
        guard let line = lines.first(where: { $0.hasSuffix(") Avoid allergens…") }) else { return nil }
        return line.split(separator: ")").first?.trimmingCharacters(in: .whitespaces)
    }

    @Test func avoidingAllergensShowsTheAwaitedPickerAndFiltersByItsAnswer() async throws {
        let action = try #require(await avoidAllergensAction())
        let result = await run(["shell"], input: "\(action)\n1\n12\n")
        #expect(result.output.contains("── Recipes ▸ Pick allergens (popover(avoidAllergens, 360.0x520.0))"))
        #expect(result.output.contains("⇠ awaited: recipes waits for a Set<Allergen> (flow#1; answer here or cancelFlow)"))
        #expect(result.output.contains("   Avoiding: Gluten, Peanuts\n"))
        #expect(!result.output.hasSuffix("cancelFlow)\n"))
    }

    @Test func cancellingTheAwaitedPickerLeavesTheListUnfiltered() async throws {
        let action = try #require(await avoidAllergensAction())
        let result = await run(["shell"], input: "\(action)\ncancelFlow\n")
        #expect(result.output.contains("⇠ awaited: recipes waits for a Set<Allergen>"))
        #expect(!result.output.contains("Avoiding:"))
    }
}
