import RecipesApp
import Testing

/// The shell pins a section of the cookbook as a tab of its own, lands links in it, and
/// brings it back with its stack after a save and a restore (issue 36).
@MainActor
struct ShellPinnedTabTests {
    @Test func aPinnedCategoryAndItsStackComeBackAfterSavingAndRestoring() async {
        let script = """
            pin recipes?category=soup
            open recipes://recipes/12?category=soup
            save
            unpin soups
            restore
            tabs
            url

            """
        let result = await run(["shell"], input: script)
        #expect(result.status == 0, "\(result.errors)")
        #expect(result.output.contains("> open recipes://recipes/12?category=soup\n── Soups ▸ Tomato Basil Soup (push)\n"))
        #expect(result.output.contains("> restore\n── Soups ▸ Tomato Basil Soup (push)\n"))
        #expect(result.output.contains("  4. Settings [settings]  (1)\n▸ 5. Soups [recipes.soups] pinned: recipes?category=soup\n"))
        #expect(result.output.hasSuffix("> url\nrecipes://recipes/12?category=soup\n"))
    }

    @Test func anotherCategoryStillLandsInTheRecipesTab() async {
        let result = await run(["shell"], input: "pin recipes?category=soup\nopen recipes://recipes?category=dessert\n")
        #expect(result.output.contains("── Recipes ▸ Desserts (push)"))
    }

    @Test func unpinningRemovesTheTabAndItsStack() async {
        let result = await run(["shell"], input: "pin recipes?category=soup\nopen recipes://recipes?category=soup\nunpin soups\ntabs\n")
        #expect(result.output.hasSuffix("> tabs\n▸ 1. Recipes [recipes]\n  2. Shop [products]\n  3. Profile [profile]\n  4. Settings [settings]  (1)\n"))
    }

    @Test func whatCannotBePinnedOrUnpinnedIsRefused() async {
        let result = await run(["shell"], input: "pin recipes/12\nunpin recipes\nrestore\n")
        #expect(result.status == 1)
        #expect(result.errors.contains("✘ 'recipes/12' opens no screen its module offers as a tab (try recipes?category=soup)"))
        #expect(result.errors.contains("✘ no pinned tab 'recipes'; pinned: none"))
        #expect(result.errors.contains("✘ nothing saved yet; type 'save' first"))
    }

    @Test func aSidebarRowAndAnActionKeepTheirRolesThroughSavingAndRestoring() async {
        let script = """
            pin recipes?category=soup sidebar in Cookbook
            pin recipes?category=dessert action
            selectTab desserts
            open recipes://recipes/12?category=soup
            save
            unpin soups
            restore
            tabs

            """
        let result = await run(["shell"], input: script)
        #expect(result.status == 0, "\(result.errors)")
        #expect(result.output.contains("> selectTab desserts\n── Recipes ▸ Desserts (sheet)\n"))
        #expect(result.output.contains("> restore\n── Soups ▸ Tomato Basil Soup (push)\n"))
        #expect(
            result.output.hasSuffix("""
                ▸ 5. Soups [recipes.soups] pinned: recipes?category=soup — sidebarOnly in Cookbook
                  6. Desserts [recipes.desserts] pinned: recipes?category=dessert — action(sheet)

                """))
    }

    @Test func aRoleThatIsNoneIsRefused() async {
        let result = await run(["shell"], input: "pin recipes?category=soup floating\n")
        #expect(result.status == 1)
        #expect(result.errors.contains("✘ 'floating' is no role; say sidebar, search or action"))
    }
}
