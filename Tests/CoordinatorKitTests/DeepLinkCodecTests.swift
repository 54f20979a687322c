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

    @Test func valuesAreReadOnlyAsTheTypeTheRuleDeclared() throws {
        let rule = DeepLinkRule<LibraryRoute>(
            "book", path: [.parameter("id", Int.self)],
            parse: { arguments in
                // Asking for a type the rule did not declare finds nothing.
                #expect(arguments.optional("id", as: String.self) == nil)
                #expect(throws: DeepLinkError.missingParameter(name: "title")) {
                    try arguments.required("title", as: String.self)
                }
                return .book(id: try arguments.required("id"))
            },
            print: { route in
                guard case .book(let id) = route else { return nil }
                return ["id": id]
            })
        #expect(try DeepLinkCodec([rule]).parse(DeepLink(segments: ["7"])) == .book(id: 7))
    }

    @Test func everyBuiltInTypeAndCustomTypeIsReadTyped() throws {
        let id = UUID()
        let rule = DeepLinkRule<ShopRoute>(
            "all",
            path: [.parameter("kind", ShopRoute.Kind.self), .parameter("n", Int.self)],
            query: [
                .required("id", UUID.self), .required("flag", Bool.self), .required("ratio", Double.self),
                .required("note", String.self),
            ],
            parse: { arguments in
                #expect(try arguments.required("flag", as: Bool.self) == true)
                #expect(try arguments.required("ratio", as: Double.self) == 0.5)
                #expect(try arguments.required("note", as: String.self) == "hi there")
                return .item(
                    kind: try arguments.required("kind"), id: try arguments.required("id"),
                    count: try arguments.required("n"))
            },
            print: { _ in nil })
        let link = try DeepLink(
            parsingPath: "gift/3?id=\(id.uuidString)&flag=yes&ratio=0.5&note=hi+there")
        #expect(try DeepLinkCodec([rule]).parse(link) == .item(kind: .gift, id: id, count: 3))
    }

    @Test func rulesDescribeTheirPatterns() {
        let patterns = LibraryModule().codec.rules.map(\.pattern)
        #expect(patterns == ["", "{id: Int}", "{book: Int}/chapters/{number: Int}", "search?q={String}", "vault"])
    }
}

struct LinkValueTests {
    @Test(arguments: [
        "9A1B3C4D-0000-4000-8000-00000000002A", "9a1b3c4d-0000-4000-8000-00000000002a", "", "not-a-uuid",
        "9A1B3C4D-0000-4000-8000-00000000002", "9A1B3C4D-0000-4000-8000-00000000002AB", "9A1B3C4D00000-4000-8000-00000000002A",
        "9A1B3C4D-0000-4000-8000-00000000002G", "{9A1B3C4D-0000-4000-8000-00000000002A}",
    ])
    func uuidAgreesWithFoundationOnTheseTexts(text: String) {
        #expect(UUID(linkText: text) == UUID(uuidString: text))
    }

    @Test func uuidParsingIsFoundationsWithoutItsLaxness() {
        // Foundation reads each byte with `sscanf("%2hhx")`, which also takes a space or a
        // sign inside a byte ("9 89", "-F02"). A link's UUID is read only in its canonical
        // form: 8-4-4-4-12 hex digits.
        func isCanonical(_ text: String) -> Bool {
            let characters = Array(text)
            return characters.count == 36 && characters.indices.allSatisfy { index in
                [8, 13, 18, 23].contains(index) ? characters[index] == "-" : characters[index].isHexDigit
            }
        }
        var generator = SeededGenerator(seed: 23)
        let alphabet = Array("0123456789abcdefABCDEFgG-{} +")
        var laxOnes = 0
        for _ in 0..<3000 {
            var characters = Array(UUID().uuidString)
            for _ in 0..<Int.random(in: 0...2, using: &generator) {
                let index = Int.random(in: 0..<characters.count, using: &generator)
                characters[index] = alphabet[Int.random(in: 0..<alphabet.count, using: &generator)]
            }
            if Int.random(in: 0..<10, using: &generator) == 0 {
                characters.removeLast(Int.random(in: 0...2, using: &generator))
            }
            let text = String(characters)
            if isCanonical(text) {
                #expect(UUID(uuidString: text) != nil, "\(text)")
                #expect(UUID(linkText: text) == UUID(uuidString: text), "\(text)")
            } else {
                #expect(UUID(linkText: text) == nil, "\(text)")
                if UUID(uuidString: text) != nil { laxOnes += 1 }
            }
        }
        // The generator does reach texts that only Foundation accepts.
        #expect(laxOnes > 0)
    }

    @Test func uuidPrintsInItsCanonicalForm() throws {
        let id = try #require(UUID(linkText: "9a1b3c4d-0000-4000-8000-00000000002a"))
        #expect(id.linkText == "9A1B3C4D-0000-4000-8000-00000000002A")
    }

    @Test(arguments: ["12", "-3", "+4", "1e3", "", "9999999999999999999999"])
    func integersAreDecimalOnly(text: String) {
        #expect(Int(linkText: text) == Int(text, radix: 10))
    }
}
