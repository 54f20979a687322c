import CoordinatorKit
import CoordinatorKitTestModules
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

    @Test func everyBuiltInTypeAndCustomTypeIsReadTyped() throws {
        let id = UUID()
        let rule = DeepLinkRule(
            "all",
            path: PathParameter<ShopRoute.Kind>("kind") / PathParameter<Int>("n") & QueryParameter<UUID>("id")
                & QueryParameter<Bool>("flag") & QueryParameter<Double>("ratio") & QueryParameter<String>("note"),
            parse: { kind, count, id, flag, ratio, note in
                #expect(flag == true)
                #expect(ratio == 0.5)
                #expect(note == "hi there")
                return ShopRoute.item(kind: kind, id: id, count: count)
            })
        let link = try DeepLink(
            parsingPath: "gift/3?id=\(id.uuidString)&flag=yes&ratio=0.5&note=hi%20there")
        #expect(try DeepLinkCodec([rule]) { _ in nil }.parse(link) == .item(kind: .gift, id: id, count: 3))
    }

    @Test func valuesReachTheParserInPatternOrderWhateverTheLinksQueryOrder() throws {
        let rule = DeepLinkRule(
            "pair", path: "pair" & QueryParameter<Int>("b") & QueryParameter<Int>("a"),
            parse: { b, a in LibraryRoute.chapter(book: b, number: a) })
        let codec = DeepLinkCodec([rule]) { route in
            guard case .chapter(let b, let a) = route else { return nil }
            return rule.link(b, a)
        }
        #expect(try codec.parse(DeepLink(parsingPath: "pair?a=1&b=2")) == .chapter(book: 2, number: 1))
        let printed = try #require(codec.components(for: .chapter(book: 2, number: 1)))
        #expect(printed.segments == ["pair"])
        #expect(printed.queryItems == [LinkQueryItem(name: "b", value: "2"), LinkQueryItem(name: "a", value: "1")])
    }

    @Test func anOptionalQueryItemLeftOutArrivesAsNilAndIsNotPrinted() throws {
        let rule = DeepLinkRule(
            "reset", path: "reset" & QueryParameter<String?>("email"),
            parse: { AccountRoute.reset(email: $0 ?? "") })
        let codec = DeepLinkCodec([rule]) { route in
            switch route {
            case .reset(let email): rule.link(email.isEmpty ? nil : email)
            case .signIn, .register: nil
            }
        }
        #expect(try codec.parse(DeepLink(segments: ["reset"])) == .reset(email: ""))
        #expect(codec.components(for: .reset(email: ""))?.queryItems == [])
        #expect(codec.components(for: .reset(email: "a@b.c"))?.queryItems == [LinkQueryItem(name: "email", value: "a@b.c")])
        #expect(codec.components(for: .signIn) == nil)
    }

    @Test func anErrorTheParserThrowsRejectsTheLinkNamingTheRule() {
        struct Refused: Error, CustomStringConvertible { var description: String { "no thanks" } }
        let rule = DeepLinkRule<LibraryRoute, Int>(
            "book", path: PathParameter<Int>("id"), parse: { _ in throw Refused() })
        #expect(throws: DeepLinkError.rejected(route: "book", reason: "no thanks")) {
            try DeepLinkCodec([rule]) { _ in nil }.parse(DeepLink(segments: ["7"]))
        }
    }

    @Test func twoRulesParseOneRouteAndThePrinterPicksTheOneThatPrintsIt() throws {
        let book = DeepLinkRule("book", path: "books" / PathParameter<Int>("id"), parse: { LibraryRoute.book(id: $0) })
        let oldBook = DeepLinkRule(
            "oldBook", path: "book" & QueryParameter<Int>("id"), parse: { LibraryRoute.book(id: $0) })
        let codec = DeepLinkCodec([book, oldBook]) { route in
            guard case .book(let id) = route else { return nil }
            return book.link(id)
        }
        #expect(try codec.parse(DeepLink(parsingPath: "books/7")) == .book(id: 7))
        #expect(try codec.parse(DeepLink(parsingPath: "book?id=7")) == .book(id: 7))
        #expect(codec.components(for: .book(id: 7))?.segments == ["books", "7"])
        #expect(codec.rule(for: .book(id: 7))?.name == "book")
        #expect(codec.rule(for: .shelf) == nil)
    }

    @Test func aCodecOfRulesWithoutValuesPrintsEachRouteWithTheFirstRuleForIt() throws {
        let codec = DeepLinkCodec<LibraryRoute>([
            DeepLinkRule(.shelf, path: []),
            DeepLinkRule(.vault, path: ["vault"]),
            DeepLinkRule(.vault, path: ["safe"]),
        ])
        #expect(try codec.parse(DeepLink(segments: ["safe"])) == .vault)
        #expect(codec.components(for: .vault)?.segments == ["vault"])
        #expect(codec.components(for: .shelf)?.segments == [])
        #expect(codec.components(for: .book(id: 1)) == nil)
        #expect(codec.rule(for: .vault)?.pattern == "vault")
    }

    @Test func aRulePrintsItsValuesWhereItsPatternPutsThem() {
        let rule = DeepLinkRule(
            "chapter",
            path: PathParameter<Int>("book") / "chapters" / PathParameter<Int>("number") & QueryParameter<String?>("q"),
            parse: { book, number, _ in LibraryRoute.chapter(book: book, number: number) })
        #expect(rule.link(4, 2, "sea").segments == ["4", "chapters", "2"])
        #expect(rule.link(4, 2, "sea").queryItems == [LinkQueryItem(name: "q", value: "sea")])
        #expect(rule.link(4, 2, nil).queryItems == [])
        #expect(rule.name == "chapter")
        #expect(rule.pattern == "{book: Int}/chapters/{number: Int}?[q={String}]")
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
