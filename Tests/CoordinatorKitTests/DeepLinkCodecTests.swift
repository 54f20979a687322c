import CoordinatorKit
import CoordinatorKitTesting
import Foundation
import Testing

struct DeepLinkCodecTests {
    @Test func everyTestModuleRouteRoundTrips() {
        #expect(roundTripProblems(of: LibraryModule()) == [])
        #expect(roundTripProblems(of: ShopModule()) == [])
        #expect(roundTripProblems(of: AccountModule()) == [])
    }

    @Test func longestMatchingRuleWins() throws {
        let codec = LibraryModule().codec
        #expect(try codec.parse(DeepLink(segments: ["42", "chapters", "3"])) == .chapter(book: 42, number: 3))
        #expect(try codec.parse(DeepLink(segments: ["42"])) == .book(id: 42))
    }

    @Test func emptyPathParsesAsTheModuleRoot() throws {
        #expect(try LibraryModule().codec.parse(DeepLink(segments: [])) == .shelf)
    }

    @Test func queryParametersArriveTyped() throws {
        let id = UUID()
        let link = DeepLink(
            segments: ["gift"],
            queryItems: [LinkQueryItem(name: "count", value: "5"), LinkQueryItem(name: "id", value: id.uuidString)])
        #expect(try ShopModule().codec.parse(link) == .item(kind: .gift, id: id, count: 5))
    }

    @Test func optionalQueryParameterMayBeLeftOut() throws {
        let id = UUID()
        let link = DeepLink(segments: ["item"], queryItems: [LinkQueryItem(name: "id", value: id.uuidString)])
        #expect(try ShopModule().codec.parse(link) == .item(kind: .item, id: id, count: 1))
    }

    @Test func badValuesNameTheirKeyAndTheExpectedType() {
        let codec = ShopModule().codec
        #expect(throws: DeepLinkError.invalidQueryValue(key: "id", value: "not-a-uuid", expected: "UUID")) {
            try codec.parse(DeepLink(segments: ["gift"], queryItems: [LinkQueryItem(name: "id", value: "not-a-uuid")]))
        }
        #expect(throws: DeepLinkError.missingQueryItem(key: "id", route: "item")) {
            try codec.parse(DeepLink(segments: ["gift"]))
        }
        #expect(throws: DeepLinkError.invalidParameter(name: "kind", value: "car", position: 0, expected: "one of item, gift")) {
            try codec.parse(DeepLink(segments: ["car"]))
        }
    }

    @Test func rulesDescribeTheirPatterns() {
        let patterns = LibraryModule().codec.rules.map(\.pattern)
        #expect(patterns == ["", "{id: Int}", "{book: Int}/chapters/{number: Int}", "search?q={String}", "vault"])
    }
}
