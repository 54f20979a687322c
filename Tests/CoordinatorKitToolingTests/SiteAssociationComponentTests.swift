import CoordinatorKit
import CoordinatorKitTestModules
import CoordinatorKitTesting
import CoordinatorKitTooling
import Testing

struct SiteAssociationComponentTests {
    @Test func globRulesStarIsAnyRunAndQuestionMarkOneCharacter() {
        let one = SiteAssociationComponent(path: "/recipes/?*", comment: "")
        #expect(one.matches(path: "/recipes/1"))
        #expect(one.matches(path: "/recipes/123"))
        #expect(!one.matches(path: "/recipes/"))
        #expect(!one.matches(path: "/recipes"))
        let exact = SiteAssociationComponent(path: "/settings", comment: "")
        #expect(exact.matches(path: "/settings"))
        #expect(!exact.matches(path: "/settings/allergies"))
        let query = SiteAssociationComponent(path: "/product", query: ["id": "?*"], comment: "")
        #expect(query.matches(path: "/product", queryItems: ["id": "x", "count": "2"]))
        #expect(!query.matches(path: "/product", queryItems: ["count": "2"]))
        #expect(!query.matches(path: "/product", queryItems: ["id": ""]))
    }

    @MainActor
    @Test func everyRuleAndAliasHasAComponentNamingIt() throws {
        let components = try makeRoot().registry.siteAssociationComponents
        #expect(components.contains { $0.path == "/library/?*" && $0.comment == "library.book: library/{id: Int}" })
        #expect(components.contains {
            $0.path == "/item" && $0.query == ["id": "?*"] && $0.comment == "shop.item: item?id={UUID}&[count={Int}]"
        })
        #expect(components.count == 14)
        #expect(components.last?.path == "/~/?*")
        #expect(components.last?.matches(path: "/~/library/42") == true)
    }
}
