import Foundation
import RecipesApp
import Testing

@MainActor
struct OpenCommandTests {
    @Test func openPrintsTheStateTree() async {
        let result = await run(["open", "recipes://settings/allergies"])
        #expect(result.status == 0)
        #expect(result.output.contains("▶ tab settings (Settings)"))
        #expect(result.output.contains("push: Allergies  [settings/allergies]"))
        #expect(result.output.contains("url: recipes://settings/allergies"))
    }

    @Test func rejectedLinkIsReportedAndLaterLinksStillApply() async {
        let result = await run(["open", "recipes://nowhere", "recipes://settings/allergies"])
        #expect(result.status == 1)
        #expect(result.errors.contains("✘ rejected recipes://nowhere: Unknown segment 'nowhere' at position 0"))
        #expect(result.output.contains("✔ opened recipes://settings/allergies"))
        #expect(result.output.contains("url: recipes://settings/allergies"))
    }

    @Test func aLinkThatNeedsALookupIsReportedWhenTheLookupHasAnswered() async {
        let result = await run(["open", "recipes://r/shakshuka", "recipes://r/nosuch"])
        #expect(result.status == 1)
        #expect(result.output.contains("✔ opened recipes://r/shakshuka"))
        #expect(result.errors.contains("✘ rejected recipes://r/nosuch: Looking up 'nosuch' failed"))
        // The found recipe stays: a failed lookup leaves the state as it was.
        #expect(result.output.contains("url: recipes://recipes/1\n"))
    }

    @Test func openShowsPendingLinksAndTheSignInCover() async {
        let result = await run(["open", "recipes://profile/edit"])
        #expect(result.output.contains("fullScreenCover: Sign in"))
        #expect(result.output.contains("pending: recipes://profile/edit (waits for signedIn)"))
    }

    @Test func jsonReportsEachLinkAndTheState() async throws {
        let result = await run(["open", "--json", "recipes://nowhere", "recipes://recipes/search?q=soup"])
        let report = try JSONDecoder().decode(OpenReport.self, from: Data(result.output.utf8))
        #expect(report.schema == "recipes-app/open")
        #expect(report.links.map(\.isAccepted) == [false, true])
        #expect(report.links.first?.error?.contains("nowhere") == true)
        #expect(report.state.schema == "recipes-app/state")
        #expect(report.state.version == 1)
        #expect(report.state.selectedTab == "recipes")
        #expect(report.state.url == "recipes://recipes/search?q=soup")
    }

    /// Every row of the demo app's link table, through `open --json`, decoded with the
    /// documented schema: the selected tab, and the link paths of the screens above its root.
    @Test(arguments: [
        ("recipes:///", [], "recipes", [String]()),
        ("recipes://recipes", [], "recipes", []),
        ("recipes://recipes/42", ["--subscribed"], "recipes", ["recipes/42"]),
        ("recipes://recipes/42", [], "recipes", ["recipes/42/paywall"]),
        ("recipes://recipes/search?q=soup", [], "recipes", ["recipes/search?q=soup"]),
        ("recipes://settings", [], "settings", []),
        ("recipes://settings/allergies", [], "settings", ["settings/allergies"]),
        ("recipes://settings/profile", [], "settings", ["settings/profile"]),
        ("recipes://auth/signin", [], "recipes", ["auth/signin"]),
        ("recipes://auth/signup", [], "recipes", ["auth/signup"]),
        ("recipes://auth/forgot-password?email=a@b.c", [], "recipes", ["auth/forgot-password?email=a@b.c"]),
        ("recipes://profile", ["--signed-in"], "profile", []),
        ("recipes://profile/edit", ["--signed-in"], "profile", ["profile/edit"]),
        // An order's link stands on the orders.
        ("recipes://profile/orders/17", ["--signed-in"], "profile", ["profile/orders", "profile/orders/17"]),
        ("recipes://profile/orders/17", [], "recipes", ["auth/signin"]),
        ("recipes://products", [], "products", []),
        ("recipes://products/product?id=\(productID)&count=5", [], "products", ["products/product?id=\(productID)&count=5"]),
        ("recipes://products/merch?id=\(merchID)&count=7", [], "products", ["products/merch?id=\(merchID)&count=7"]),
        ("recipes://product?id=\(productID)&count=5", [], "products", ["products/product?id=\(productID)&count=5"]),
        ("recipes://products/promo/SPRING", [], "products", ["products/promo/SPRING"]),
        ("recipes://recipes/42/settings/allergies", ["--subscribed"], "recipes", ["recipes/42", "settings/allergies"]),
        ("https://recipes.example.com/settings/allergies", [], "settings", ["settings/allergies"]),
    ] as [(String, [String], String, [String])])
    func everyDemoLinkLandsWhereTheTableSays(link: String, flags: [String], tab: String, paths: [String]) async throws {
        let result = await run(flags + ["open", "--json", link])
        #expect(result.status == 0, "\(result.errors)")
        let report = try JSONDecoder().decode(OpenReport.self, from: Data(result.output.utf8))
        #expect(report.state.selectedTab == tab)
        let selected = try #require(report.state.tabs.first { $0.isSelected })
        #expect(selected.stack.compactMap(\.path) == paths)
    }

    @Test func pendingLinkAppearsInTheJSON() async throws {
        let result = await run(["open", "--json", "recipes://profile/edit"])
        let report = try JSONDecoder().decode(OpenReport.self, from: Data(result.output.utf8))
        #expect(report.state.pending?.request == "recipes://profile/edit")
        #expect(report.state.pending?.requirement == "signedIn")
        let cover = try #require(report.state.tabs.first { $0.isSelected }?.stack.last)
        #expect(cover.presentation == "fullScreenCover")
        #expect(cover.module == "auth")
    }
}

@MainActor
struct SignedOutTitleTests {
    @Test func aSignedOutProfileTabIsTitledAsItsTabNotWithTheUsersName() async {
        let output = await run(["open", "recipes://settings"]).output
        #expect(output.contains("tab profile (Profile)\n    root: Profile  [profile]"))
        #expect(!output.contains("Maya Okafor"))
        let signedIn = await run(["--signed-in", "open", "recipes://settings"]).output
        #expect(signedIn.contains("root: Maya Okafor  [profile]"))
    }
}
