import RecipesApp
import Testing

/// The shell's acceptance for leave guards: with the profile edited, each way out asks
/// first; "Keep editing" changes nothing, "Discard" goes on.
@MainActor
struct ShellLeaveGuardTests {
    static let editing = "── Profile ▸ Edit profile (push)\n   Name: Maya Okafor Jr.\n"
    static let asking = """
           ⚠︎ Discard your changes? — Your name and email are not saved yet.
             answerAlert 1 | leaveAnyway: Discard [destructive]
             answerAlert 2 | cancel: Keep editing [cancel]

        """

    @Test(arguments: [
        ("back", "── Profile ▸ Maya Okafor (root)"),
        ("selectTab recipes", "── Recipes ▸ Recipes (root)"),
        ("open recipes://settings", "── Settings ▸ Settings (root)"),
        ("signout", "── Recipes ▸ Recipes (root)"),
    ])
    func anEditedProfileAsksBeforeEachWayOutAndOnlyDiscardGoesOn(exit: String, landing: String) async {
        let script = "open recipes://profile/edit\n1\n\(exit)\nanswer 2\n\(exit)\nanswer 1\n"
        let result = await run(["--signed-in", "shell"], input: script)
        let output = result.output
        #expect(result.status == 0)
        #expect(output.contains("> 1\n\(Self.editing)"))
        let asked = output.components(separatedBy: "> \(exit)\n").dropFirst()
        #expect(asked.count == 2)
        #expect(asked.allSatisfy { $0.hasPrefix(Self.editing) && $0.contains(Self.asking) })
        let kept = output.components(separatedBy: "> answer 2\n").last ?? ""
        #expect(kept.hasPrefix(Self.editing))
        #expect(!kept.prefix { $0 != ">" }.contains("⚠︎"))
        #expect(output.contains("> answer 1\n\(landing)"))
    }

    @Test func aSignOutKeptWhileEditingTakesTheProfileAwayOnceTheFormHasGone() async {
        let script = "open recipes://profile/edit\n1\nsignout\nanswer 2\nback\nanswer 1\n"
        let result = await run(["--signed-in", "shell"], input: script)
        #expect(result.status == 0)
        #expect(result.output.contains("> answer 2\n\(Self.editing)"))
        #expect(result.output.contains("> answer 1\n── Recipes ▸ Recipes (root)\n"))
    }
}
