import CoordinatorKit
import CoordinatorKitTestModules
import CoordinatorKitTesting
import CoordinatorKitTooling
import Foundation
import Testing

struct RouteDescriptionTests {
    func registry(_ modules: any FeatureModule...) throws -> ModuleRegistry {
        var registry = ModuleRegistry()
        for module in modules {
            try registry.register(module)
        }
        return registry
    }

    @Test func routesOfEveryModuleAreListedWithExamples() throws {
        let registry = try registry(LibraryModule(), AccountModule())
        let book = try #require(registry.routes.first { $0.name == "book" })
        #expect(book.pattern == "library/{id: Int}")
        #expect(book.examplePath == "library/42")
        #expect(book.presentation == "push")
        let vault = try #require(registry.routes.first { $0.name == "vault" })
        #expect(vault.requirements == [.signedIn])
        #expect(registry.routes.count == 8)
    }

    @Test func presentationsFollowTheCoresRuleForALinkAskingForTheRoute() throws {
        let registry = try registry(LibraryModule(), AccountModule())
        let presentations = Dictionary(uniqueKeysWithValues: registry.routes.map { ($0.pattern, $0.presentation) })
        #expect(presentations["library"] == "tab root")
        #expect(presentations["library/vault"] == "bottomSheet(medium, large)")
        // A module without a tab is entered as its entry presentation unless the route asks
        // for a modal presentation of its own: what opening `app://account/register` shows.
        #expect(presentations["account/signin"] == "fullScreenCover")
        #expect(presentations["account/register"] == "fullScreenCover")
        #expect(presentations["account/reset?email={String}"] == "fullScreenCover")
    }

    @MainActor
    @Test func theListedPresentationIsWhatOpeningTheExampleShows() throws {
        let routes = try makeRoot().registry.routes.filter { $0.presentation != "tab root" }
        #expect(routes.count > 5)
        for route in routes {
            let example = try #require(route.examplePath)
            let root = try makeRoot(gate: TestAccessGate(granted: [.signedIn]))
            try root.open(link: "app://\(example)")
            #expect(root.state.topEntry?.presentation.name == route.presentation, "\(example)")
        }
    }

    @Test func aliasesAreListedWithTheirOwnExamples() throws {
        let item = try #require(try registry(ShopModule()).routes.first { $0.name == "item" })
        #expect(item.pattern == "shop/{kind: one of item, gift}?id={UUID}&[count={Int}]")
        #expect(item.aliases.map(\.pattern) == ["item?id={UUID}&[count={Int}]"])
        #expect(item.aliases.first?.examplePath == "item?id=9A1B3C4D-0000-4000-8000-00000000002B&count=2")
    }

    @Test func encodingLeavesTheLinkShapesOut() throws {
        let routes = try registry(ShopModule()).routes
        let object = try JSONSerialization.jsonObject(with: JSONEncoder().encode(routes)) as? [[String: Any]]
        #expect(object?.first.map { Set($0.keys) } == ["module", "name", "pattern", "presentation", "requirements", "examplePath", "aliases"])
    }
}
