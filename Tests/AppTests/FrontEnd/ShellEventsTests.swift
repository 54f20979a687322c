import CoordinatorKit
import CoordinatorKitTesting
import RecipesApp
import Testing

/// The shell prints the screens that appear and disappear, named for analytics, in the
/// order the toolkit model plays the same links.
@MainActor
struct ShellEventsTests {
    /// Links crossing layers: a push, a tab switch with a sheet, a cover over it, the cover
    /// dismissed, back to the first tab, and one link to a premium recipe (its paywall
    /// sheet) with a cover over it.
    static let script = [
        "open recipes://recipes/12", "open recipes://settings/allergies/pick", "open recipes://auth/signin", "dismiss",
        "tab recipes", "open recipes://recipes/42/auth/signin",
    ]

    /// The event lines of the output, without the screens and echoed commands.
    private func events(_ output: String) -> [String] {
        output.split(separator: "\n").map(String.init).filter { $0.hasPrefix("appeared ") || $0.hasPrefix("disappeared ") }
    }

    @Test func eventsPrintTheScreensSeenWithTheirAnalyticsNamesForLinksCrossingLayers() async {
        let result = await run(["--events", "shell"], input: Self.script.joined(separator: "\n") + "\n")
        #expect(result.status == 0)
        #expect(events(result.output) == [
            "appeared recipes.list",
            "disappeared recipes.list", "appeared recipe_detail id=12",
            // The picker's link opens the allergies it stands on, then the picker over them.
            "disappeared recipe_detail id=12", "appeared settings.allergies", "appeared settings.allergyPicker",
            "disappeared settings.allergyPicker", "disappeared settings.allergies", "appeared auth.signIn",
            "disappeared auth.signIn", "appeared settings.allergies", "appeared settings.allergyPicker",
            "disappeared settings.allergyPicker", "disappeared settings.allergies", "appeared recipe_detail id=12",
            // A premium recipe opens its paywall sheet; the cover comes once the sheet is up.
            "disappeared recipe_detail id=12", "appeared recipes.list", "appeared recipes.paywall",
            "disappeared recipes.paywall", "disappeared recipes.list", "appeared auth.signIn",
        ])
        #expect(result.output.contains("> open recipes://recipes/12\ndisappeared recipes.list\nappeared recipe_detail id=12\n── Recipes ▸"))
    }

    @Test func theShellsOrderIsTheOrderTheToolkitModelPlays() async throws {
        let shell = await run(["--events", "shell"], input: Self.script.joined(separator: "\n") + "\n")
        let app = try AppComposition.make()
        let playback = ToolkitPlayback(following: app.root)
        var played: [String] = []
        playback.player.onSeen = { played.append("\($0)") }
        for line in Self.script {
            switch line {
            case "dismiss": try app.root.perform(.dismiss)
            case "tab recipes": try app.root.perform(.selectTab("recipes"))
            default: try app.root.open(link: String(line.dropFirst("open ".count)))
            }
            playback.settle()
        }
        #expect(playback.problems == [])
        #expect(played == events(shell.output))
    }

    @Test func theEventsCommandTurnsPrintingOnAndOff() async {
        let result = await run(["shell"], input: "open recipes://recipes/12\nevents\nback\nevents\nopen recipes://recipes/12\n")
        #expect(result.output.contains("> events\nscreen views printed\n"))
        #expect(events(result.output) == ["disappeared recipe_detail id=12", "appeared recipes.list"])
    }

    @Test func openWithEventsPrintsTheScreensSeenBeforeTheState() async {
        let result = await run(["--events", "open", "recipes://recipes/12"])
        #expect(result.output.hasPrefix("appeared recipes.list\ndisappeared recipes.list\nappeared recipe_detail id=12\n✔ opened"))
    }
}
