import CoordinatorKit
import CoordinatorKitTooling
import Foundation
import RecipesApp
import Testing

/// `routes` in every format, derived from the registered modules: presentations, aliases,
/// example links that resolve, and universal-link patterns that match exactly.
@MainActor
struct RouteToolingTests {
    struct Row: Decodable {
        struct Alias: Decodable { let pattern: String; let examplePath: String }
        let module: String
        let name: String
        let pattern: String
        let presentation: String?
        let examplePath: String?
        let aliases: [Alias]
    }

    func rows() async throws -> [Row] {
        try JSONDecoder().decode([Row].self, from: Data(await run(["routes", "--format", "json"]).output.utf8))
    }

    @Test func tabRootsAreListedAsTabRootsAndAuthAsItsFullScreenCover() async throws {
        let rows = try await rows()
        let roots = rows.filter { ["recipes", "products", "profile", "settings"].contains($0.pattern) }
        #expect(roots.count == 4)
        #expect(roots.allSatisfy { $0.presentation == "tab root" })
        let auth = rows.filter { $0.module == "auth" }
        #expect(!auth.isEmpty)
        #expect(auth.allSatisfy { $0.presentation == "fullScreenCover" })
        #expect(rows.first { $0.pattern == "recipes/{id: Int}/paywall" }?.presentation == "sheet")
        #expect(rows.first { $0.pattern == "recipes/{id: Int}" }?.presentation == "push")
    }

    @Test func theProductAliasIsListedWithAnExample() async throws {
        let detail = try #require(try await rows().first { $0.module == "products" && $0.name == "detail" })
        #expect(detail.aliases.map(\.pattern) == ["product?id={UUID}&[count={Int}]"])
        #expect(detail.aliases.first?.examplePath == "product?id=\(productID)&count=5")
        let text = await run(["routes"]).output
        #expect(text.contains("product?id={UUID}&[count={Int}] (alias)"))
    }

    @Test func everyExampleLinkAndAliasExampleResolves() async throws {
        let app = try AppComposition.make()
        let paths = try await rows().flatMap { [$0.examplePath].compactMap { $0 } + $0.aliases.map(\.examplePath) }
        #expect(paths.count > 15)
        for path in paths {
            let check = app.root.check("recipes://\(path)")
            #expect(check.isAccepted, "\(path): \(check.outcome)")
        }
    }

    @Test func markdownAndMermaidShowTheRealPresentations() async {
        let markdown = await run(["routes", "--format", "markdown"]).output
        #expect(markdown.hasPrefix("| Module | Pattern | Presentation | Guard | Example |"))
        #expect(markdown.contains("| auth | `auth/signin` | fullScreenCover |"))
        #expect(markdown.contains("| products | `products` | tab root |"))
        let mermaid = await run(["routes", "--format", "mermaid"]).output
        #expect(mermaid.contains("m_auth[\"auth (fullScreenCover)\"]"))
        #expect(mermaid.contains("product?id={UUID}&[count={Int}] (alias)"))
    }

    @Test func plistRegistersTheCustomScheme() async {
        let output = await run(["routes", "--format", "plist", "--app-id", "ABCDE12345.com.example.recipes"]).output
        #expect(output.hasPrefix("<key>CFBundleURLTypes</key>\n<array>"))
        #expect(output.contains("<string>com.example.recipes</string>"))
        #expect(output.contains("<key>CFBundleURLSchemes</key>\n\t\t<array>\n\t\t\t<string>recipes</string>"))
    }
}

/// The `apple-app-site-association` document: one component per rule and alias, matching
/// exactly the module's paths.
@MainActor
struct SiteAssociationTests {
    struct Document: Decodable {
        struct AppLinks: Decodable { let details: [Details] }
        struct Details: Decodable { let appIDs: [String]; let components: [SiteAssociationComponent] }
        let applinks: AppLinks
    }

    func components(appID: String = "ABCDE12345.com.example.recipes") async throws -> [SiteAssociationComponent] {
        let output = await run(["routes", "--format", "aasa", "--app-id", appID]).output
        let document = try JSONDecoder().decode(Document.self, from: Data(output.utf8))
        #expect(document.applinks.details.first?.appIDs == [appID])
        return try #require(document.applinks.details.first?.components)
    }

    /// Every example link of the app, with the module that owns it.
    func examples() throws -> [(module: String, link: URL)] {
        let app = try AppComposition.make()
        return app.root.registry.routes.flatMap { route in
            ([route.examplePath].compactMap { $0 } + route.aliases.map(\.examplePath)).map {
                (route.module.rawValue, URL(string: "https://\(AppComposition.universalLinkHost)/\($0)")!)
            }
        }
    }

    func query(of url: URL) -> [String: String] {
        let items = URLComponents(url: url, resolvingAgainstBaseURL: false)?.queryItems ?? []
        return Dictionary(items.map { ($0.name, $0.value ?? "") }, uniquingKeysWith: { first, _ in first })
    }

    @Test func theSiteAssociationCommandIsRoutesFormatAASA() async {
        let command = await run(["site-association", "X.y"]).output
        let routes = await run(["routes", "--format", "aasa", "--app-id", "X.y"]).output
        #expect(command == routes)
    }

    @Test func everyExampleLinkMatchesItsModulesComponentAndNoOtherModules() async throws {
        let components = try await components()
        for (module, link) in try examples() {
            let matching = components.filter { $0.matches(path: link.path, queryItems: query(of: link)) }
            #expect(!matching.isEmpty, "\(link) matches no component")
            #expect(matching.allSatisfy { $0.comment.hasPrefix("\(module).") }, "\(link) matches \(matching.map(\.comment))")
        }
    }

    @Test func patternsDoNotMatchPathsThatOnlyStartLikeAModule() async throws {
        let components = try await components()
        for path in ["/products-archive", "/productsale", "/recipes2", "/settingsx/allergies", "/product", "/", "/auth"] {
            #expect(!components.contains { $0.matches(path: path, queryItems: [:]) }, "\(path)")
        }
        #expect(components.allSatisfy { !$0.path.hasSuffix("*") || $0.path.hasSuffix("/?*") })
    }

    @Test func linksMatchingAPatternResolveInTheApp() async throws {
        let app = try AppComposition.make()
        let components = try await components()
        // Sample matches: each example link, and the example with each parameter replaced
        // by a one-character value where the route accepts one.
        var checked = 0
        for (_, link) in try examples() {
            for component in components where component.matches(path: link.path, queryItems: query(of: link)) {
                let result = app.root.check(link.absoluteString)
                #expect(result.isAccepted, "\(link) matches \(component.comment) but is rejected: \(result.outcome)")
                checked += 1
            }
        }
        for (path, query) in [("/recipes/7", ""), ("/recipes/7/paywall", ""), ("/products/promo/X", ""), ("/profile/orders/1", "")] {
            let link = "https://\(AppComposition.universalLinkHost)\(path)\(query)"
            #expect(components.contains { $0.matches(path: path) }, "\(path)")
            #expect(app.root.check(link).isAccepted, "\(link)")
            checked += 1
        }
        #expect(checked > 15)
    }
}
