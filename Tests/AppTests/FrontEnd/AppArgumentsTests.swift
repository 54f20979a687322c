import RecipesApp
import Testing

struct AppArgumentsTests {
    @Test func noArgumentsStartTheShell() async throws {
        #expect(try AppArguments(parsing: []).command == .shell)
    }

    @Test func openTakesLinksAndFlags() async throws {
        let arguments = try AppArguments(parsing: ["--signed-in", "open", "recipes://a", "recipes://b", "--json", "--subscribed"])
        #expect(arguments == AppArguments(
            command: .open(["recipes://a", "recipes://b"]), printsJSON: true, startsSignedIn: true, startsSubscribed: true))
    }

    @Test func eventsPrintsTheScreensSeen() async throws {
        #expect(try AppArguments(parsing: ["--events"]).printsEvents)
        #expect(try !AppArguments(parsing: ["shell"]).printsEvents)
    }

    @Test func routesTakesAFormat() async throws {
        #expect(try AppArguments(parsing: ["routes", "--format", "mermaid"]).command == .routes(.mermaid))
        #expect(try AppArguments(parsing: ["routes", "--format=json"]).command == .routes(.json))
    }

    @Test(arguments: [
        (["open"], "open needs at least one link"),
        (["routes", "--format", "yaml"], "unknown format 'yaml'; use one of text, json, mermaid, markdown, aasa, plist"),
        (["--loud"], "unknown option '--loud'; see --help"),
        (["fly"], "unknown command 'fly'; see --help"),
        (["check"], "check needs one file of links"),
    ])
    func badCommandLinesSayWhatIsWrong(arguments: [String], message: String) {
        #expect(throws: UsageError(message)) { try AppArguments(parsing: arguments) }
    }

    @Test @MainActor func usageErrorExitsWithTwo() async {
        let result = await run(["fly"])
        #expect(result.status == 2)
        #expect(result.errors.contains("unknown command 'fly'"))
    }

    @Test @MainActor func helpDescribesTheDemoFlags() async {
        let result = await run(["--help"])
        #expect(result.status == 0)
        #expect(result.output.contains("--signed-in"))
        #expect(result.output.contains("--subscribed"))
    }
}
