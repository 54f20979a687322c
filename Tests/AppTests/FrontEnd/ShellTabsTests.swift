import RecipesApp
import Testing

/// The shell lists the tabs with their badges, reorders or hides them, and shows a tab
/// tapped again at its root.
@MainActor
struct ShellTabsTests {
    @Test func tabsListsEveryTabInOrderWithItsBadge() async {
        let result = await run(["shell"], input: "tabs\n")
        #expect(result.output.contains("> tabs\n▸ 1. Recipes [recipes]\n  2. Shop [products]\n  3. Profile [profile]\n  4. Settings [settings]  (1)\n"))
    }

    @Test func arrangeTabsReordersAndHidesKeepingEachStack() async {
        let result = await run(["shell"], input: "open recipes://recipes/1\narrangeTabs settings,recipes\ntabs\nurl\n")
        #expect(result.status == 0)
        #expect(result.output.contains("> tabs\n  1. Settings [settings]  (1)\n▸ 2. Recipes [recipes]\n  hidden: products, profile\n"))
        #expect(result.output.hasSuffix("> url\nrecipes://recipes/1\n"))
    }

    @Test func aHiddenTabsLinkIsPresentedOverTheSelectedTab() async {
        let result = await run(["shell"], input: "arrange recipes\nopen recipes://products\n")
        #expect(result.output.contains("── Recipes ▸ Shop (sheet)"))
    }

    @Test func anArrangementTheAppCannotShowIsRefused() async {
        let result = await run(["shell"], input: "arrange auth\narrange nothing\n")
        #expect(result.status == 1)
        #expect(result.errors.contains("✘ The tabs [auth] cannot be arranged: the module 'auth' has no tab."))
        #expect(result.errors.contains("✘ no module 'nothing'; modules with a tab: recipes, products, profile, settings"))
    }

    @Test func theSettingsBadgeFollowsTheAllergies() async {
        let result = await run(["shell"], input: "open recipes://settings/allergies\n1\ntabs\n")
        #expect(result.output.contains("▸ 4. Settings [settings]  (2)\n"))
    }

    @Test func selectingTheSelectedTabAtItsRootIsAReselection() async {
        let result = await run(["shell"], input: "tab recipes\nopen recipes://recipes/1\ntab recipes\n")
        #expect(result.output.contains("> tab recipes\n↺ recipes reselected at its root: its screen scrolls to the top\n"))
        let afterSecondTap = result.output.components(separatedBy: "> open recipes://recipes/1\n").last ?? ""
        #expect(afterSecondTap.contains("> tab recipes\n── Recipes ▸ Recipes (root)"), "away from its root, the tap pops")
        #expect(!afterSecondTap.contains("↺"))
    }
}
