import CoordinatorKit
import CoordinatorKitTestModules
import CoordinatorKitTesting
import CoordinatorKitTooling
import Testing

@MainActor
struct RouteTableTests {
    let configuration = DeepLinkConfiguration(schemes: ["app"])

    func table(_ format: RouteTableFormat, appID: String = "TEAM.com.example.app") throws -> String {
        try makeRoot().registry.routeTable(format: format, configuration: configuration, appID: appID)
    }

    @Test func anAliasRowIsMarkedBesideItsPatternInText() throws {
        let lines = try table(.text).split(separator: "\n")
        #expect(lines.first?.hasPrefix("MODULE") == true)
        let alias = try #require(lines.first { $0.contains("item?id=") && $0.contains("(alias)") })
        #expect(alias.hasPrefix("shop"))
        #expect(alias.contains("item?id={UUID}&[count={Int}] (alias)"))
        #expect(alias.hasSuffix("app://item?id=9A1B3C4D-0000-4000-8000-00000000002B&count=2"))
    }

    @Test func anAliasRowIsMarkedOutsideItsCodeSpanInMarkdown() throws {
        let markdown = try table(.markdown)
        #expect(markdown.contains("| shop | `item?id={UUID}&[count={Int}]` (alias) | push | – |"))
        #expect(markdown.contains("| shop | `shop/{kind: one of item, gift}?id={UUID}&[count={Int}]` | push | – |"))
        #expect(markdown.contains("| library | `library/vault` | bottomSheet(medium, large) | signedIn | `app://library/vault` |"))
        #expect(!markdown.contains("(alias)`"))
    }

    @Test func mermaidShowsModulesByHowTheyAreEntered() throws {
        let mermaid = try table(.mermaid)
        #expect(mermaid.hasPrefix("flowchart LR\n"))
        #expect(mermaid.contains("m_library[\"library tab: Library\"]"))
        #expect(mermaid.contains("m_account[\"account (fullScreenCover)\"]"))
        #expect(mermaid.contains("app -.-> m_account"))
        #expect(mermaid.contains("<br/>item?id={UUID}&[count={Int}] (alias)<br/>push"))
    }

    @Test func plistNamesTheURLTypeWithTheBundleIdentifierAndEscapesIt() throws {
        let plist = try table(.plist, appID: "TEAM.com.example.a&b")
        #expect(plist.contains("<string>com.example.a&amp;b</string>"))
        #expect(plist.contains("\t\t\t<string>app</string>"))
    }
}
