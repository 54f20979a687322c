import Foundation
import RecipesApp
import Testing

@MainActor
struct RoutesAndCheckTests {
    @Test func routesListEveryModuleWithPatternPresentationGuardAndExample() async {
        let result = await run(["routes"])
        #expect(result.status == 0)
        let lines = result.output.split(separator: "\n")
        #expect(lines.first?.hasPrefix("MODULE") == true)
        #expect(lines.contains { $0.contains("profile/orders/{id: Int}") && $0.contains("signedIn") && $0.contains("recipes://profile/orders/") })
        #expect(lines.contains { $0.contains("auth/signin") })
        #expect(lines.contains { $0.contains("recipes/{id: Int}/paywall") && $0.contains("sheet") })
    }

    @Test func routesAsJSONDecode() async throws {
        struct Row: Decodable { let module: String; let pattern: String; let examplePath: String? }
        let rows = try JSONDecoder().decode([Row].self, from: Data(await run(["routes", "--format", "json"]).output.utf8))
        let app = try AppComposition.make()
        #expect(Set(rows.map(\.module)) == Set(app.root.registry.modules.map(\.id.rawValue)))
        #expect(Set(rows.map(\.module)).count == AppComposition.compiledModules.count)
        #expect(rows.allSatisfy { $0.examplePath != nil })
    }

    @Test func routesAsMermaidDrawTabsAndModalModules() async {
        let output = await run(["routes", "--format", "mermaid"]).output
        #expect(output.hasPrefix("flowchart LR"))
        #expect(output.contains("app --> m_recipes"))
        #expect(output.contains("app -.-> m_auth"))
    }

    @Test func checkReportsWhereEachLinkLandsAndFailsOnAnyRejected() async {
        let file = """
            # links from the spring campaign
            recipes://settings/allergies
            recipes://profile/orders/17

            recipes://products/product?id=not-a-uuid
            """
        let result = await run(["check", "links.txt"], files: ["links.txt": file])
        #expect(result.status == 1)
        #expect(result.output.contains("✔ recipes://settings/allergies → settings: Settings › Allergies"))
        #expect(result.output.contains("✔ recipes://profile/orders/17 → profile: Profile › profile.orders › profile.order(id: 17) (waits for signedIn)"))
        #expect(result.output.contains("✘ recipes://products/product?id=not-a-uuid — The query item 'id=not-a-uuid' is invalid"))
        #expect(result.output.contains("3 links: 2 accepted, 1 rejected"))
    }

    @Test func checkOfGoodLinksSucceeds() async {
        let result = await run(["check", "ok.txt"], files: ["ok.txt": "recipes://recipes\nrecipes:///\n"])
        #expect(result.status == 0)
    }

    @Test func checkOfAMissingFileIsAUsageError() async {
        let result = await run(["check", "missing.txt"])
        #expect(result.status == 2)
        #expect(result.errors.contains("cannot read 'missing.txt'"))
    }

    @Test func checkHonoursCommentsAfterALinkAndNumbersEachLine() async {
        let file = """
            # campaign links
            recipes://settings/allergies   # the allergies screen
            recipes://recipes#top

            recipes://nowhere # broken on purpose
            """
        let result = await run(["check", "links.txt"], files: ["links.txt": file])
        #expect(result.status == 1)
        #expect(result.output.contains("links.txt:2: ✔ recipes://settings/allergies → settings: Settings › Allergies\n"))
        #expect(result.output.contains("links.txt:3: ✔ recipes://recipes#top"))
        #expect(result.output.contains("links.txt:5: ✘ recipes://nowhere — "))
        #expect(!result.output.contains("malformed"))
        #expect(result.output.contains("3 links: 2 accepted, 1 rejected"))
    }

    @Test func checkReadsAFileWithWindowsLineEndings() async {
        let file = "# campaign links\r\nrecipes://settings/allergies\r\nrecipes://nowhere\r\n"
        let result = await run(["check", "links.txt"], files: ["links.txt": file])
        #expect(result.output.contains("links.txt:2: ✔ recipes://settings/allergies"))
        #expect(result.output.contains("links.txt:3: ✘ recipes://nowhere — "))
        #expect(result.output.contains("2 links: 1 accepted, 1 rejected"))
    }

    @Test func checkAsJSONReportsLineNumbersOutcomesAndCounts() async throws {
        let file = "recipes://profile/orders/17 # waits for sign-in\n\nrecipes://products/product?id=bad\n"
        let result = await run(["check", "--json", "links.txt"], files: ["links.txt": file])
        #expect(result.status == 1)
        let report = try JSONDecoder().decode(CheckReport.self, from: Data(result.output.utf8))
        #expect(report.schema == "recipes-app/check")
        #expect(report.file == "links.txt")
        #expect(report.links.map(\.line) == [1, 3])
        #expect(report.links.map(\.link) == ["recipes://profile/orders/17", "recipes://products/product?id=bad"])
        #expect(report.links[0].isAccepted && report.links[0].tab == "profile" && report.links[0].waitsFor == "signedIn")
        #expect(report.links[0].screens == ["Profile", "profile.orders", "profile.order(id: 17)"])
        #expect(report.links[1].error?.contains("'id=bad'") == true)
        #expect(report.accepted == 1 && report.rejected == 1)
    }
}
