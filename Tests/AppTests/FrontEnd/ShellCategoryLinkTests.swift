import RecipesApp
import Testing

/// The demo's category link pushes the category over the cookbook's list, as tapping a
/// section does, rather than setting the category in place of the list (issue 35,
/// Docs/Modules/Recipes.md): Back returns to the whole cookbook, and the link prints back.
@MainActor
struct ShellCategoryLinkTests {
    @Test func aCategoryLinkPushesOverTheListAndBackReturnsToIt() async {
        let script = """
            open recipes://recipes/12
            open recipes://recipes?category=soup
            url
            back
            url

            """
        let result = await run(["shell"], input: script)
        #expect(result.status == 0, "\(result.errors)")
        #expect(result.output.contains("> open recipes://recipes?category=soup\n── Recipes ▸ Soups (push)\n"))
        #expect(result.output.contains("> url\nrecipes://recipes?category=soup\n"))
        #expect(result.output.hasSuffix("> url\nrecipes://recipes\n"))
    }
}
