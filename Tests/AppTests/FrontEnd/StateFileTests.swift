import Foundation
import RecipesApp
import Testing

/// `open --state FILE` and `--save-state FILE`: support reproduces a user's navigation.
@MainActor
struct StateFileTests {
    /// Runs the front end over an in-memory file system.
    final class Files {
        var contents: [String: String] = [:]
    }

    func run(_ arguments: [String], files: Files) async -> Run {
        let console = BufferConsole(input: "")
        let status = await FrontEnd.run(
            arguments, console: console,
            readFile: { path in
                guard let text = files.contents[path] else { throw CocoaError(.fileNoSuchFile) }
                return text
            },
            writeFile: { path, text in files.contents[path] = text })
        return Run(status: status, output: console.output, errors: console.errors)
    }

    @Test func savedStateReopensWhereTheUserWas() async {
        let files = Files()
        let saved = await run(["open", "--save-state", "user.json", "recipes://settings/allergies"], files: files)
        #expect(saved.status == 0)
        #expect(files.contents["user.json"] != nil)
        let reopened = await run(["open", "--state", "user.json"], files: files)
        #expect(reopened.status == 0, "\(reopened.errors)")
        #expect(reopened.output.contains("url: recipes://settings/allergies"))
    }

    @Test func linksApplyAfterTheSavedState() async {
        let files = Files()
        _ = await run(["open", "--save-state", "user.json", "recipes://recipes/1"], files: files)
        let result = await run(["open", "--state", "user.json", "recipes://settings/allergies"], files: files)
        #expect(result.status == 0)
        #expect(result.output.contains("url: recipes://settings/allergies"))
    }

    @Test func aLinkOverARestoredPaywallIsHeldNotOpened() async {
        let files = Files()
        _ = await run(["open", "--save-state", "user.json", "recipes://recipes/42/paywall"], files: files)
        let result = await run(["open", "--state", "user.json", "recipes://settings/allergies"], files: files)
        #expect(result.status == 0)
        #expect(result.output.contains("⏸ held recipes://settings/allergies: the screen on top holds links\n"))
        #expect(result.output.contains("url: recipes://recipes/42/paywall"))
    }

    @Test(arguments: ["{", "garbage", "{\"version\":99,\"tabs\":[]}"])
    func corruptStateFileGivesAClearMessageAndStatusOne(text: String) async {
        let files = Files()
        files.contents["bad.json"] = text
        let result = await run(["open", "--state", "bad.json", "recipes://settings"], files: files)
        #expect(result.status == 1)
        #expect(result.errors.contains("error: cannot start from the state in 'bad.json'"))
    }

    @Test func missingStateFileGivesStatusOne() async {
        let result = await run(["open", "--state", "missing.json"], files: Files())
        #expect(result.status == 1)
        #expect(result.errors.contains("missing.json"))
    }
}
