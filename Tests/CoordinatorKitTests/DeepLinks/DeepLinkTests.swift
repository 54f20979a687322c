import CoordinatorKit
import CoordinatorKitTesting
import Testing

struct DeepLinkTests {
    let configuration = DeepLinkConfiguration(schemes: ["app"], universalLinkHosts: ["example.com"])

    @Test func customSchemeHostIsTheFirstSegment() throws {
        let link = try DeepLink(parsing: "app://library/42/chapters/3", configuration: configuration)
        #expect(link.segments == ["library", "42", "chapters", "3"])
    }

    @Test func universalLinkContributesOnlyItsPath() throws {
        let link = try DeepLink(parsing: "https://EXAMPLE.com/library/42?x=1#frag", configuration: configuration)
        #expect(link.segments == ["library", "42"])
        #expect(link.queryItems == [LinkQueryItem(name: "x", value: "1")])
    }

    @Test func percentEscapesAreDecodedAndPlusSignsKeptLiterally() throws {
        let link = try DeepLink(parsing: "app://library/search?q=sea+%26+sky%21", configuration: configuration)
        #expect(link.queryValue(named: "q") == "sea+&+sky!")
        let spaced = try DeepLink(parsing: "app://library/search?q=sea%20sky", configuration: configuration)
        #expect(spaced.queryValue(named: "q") == "sea sky")
        let path = try DeepLink(parsing: "app://library/caf%C3%A9", configuration: configuration)
        #expect(path.segments.last == "café")
    }

    @Test func emptySegmentsAreDropped() throws {
        let link = try DeepLink(parsing: "app://library//42///", configuration: configuration)
        #expect(link.segments == ["library", "42"])
        #expect(try DeepLink(parsing: "app:///", configuration: configuration).segments == [])
    }

    @Test func printingEscapesWhatParsingDecodes() throws {
        let original = DeepLink(segments: ["library", "a b/c"], queryItems: [LinkQueryItem(name: "q", value: "x&y=z+1")])
        let printed = original.url(scheme: "app")
        #expect(try DeepLink(parsing: printed, configuration: configuration) == original)
        #expect(DeepLink(segments: []).url(scheme: "app") == "app:///")
    }

    @Test(arguments: [
        ("ftp://library", DeepLinkError.unsupportedScheme("ftp", accepted: ["app", "https"])),
        ("https://evil.com/library", .unsupportedHost("evil.com", accepted: ["example.com"])),
        ("library/42", .malformed(reason: "it has no scheme; write it as app://path")),
        ("app://user@library", .malformed(reason: "user information ('@') is not accepted in a link")),
        ("app://library/%zz", .invalidPercentEncoding(component: "%zz")),
        ("app://library/%C3", .invalidPercentEncoding(component: "%C3")),
        ("app://library/%00", .invalidPercentEncoding(component: "%00")),
        ("app://library/%C0%AF", .invalidPercentEncoding(component: "%C0%AF")),
        ("app://library/%ED%A0%80", .invalidPercentEncoding(component: "%ED%A0%80")),
        ("app://library/%F4%90%80%80", .invalidPercentEncoding(component: "%F4%90%80%80")),
        ("app://library/a%E2%82", .invalidPercentEncoding(component: "a%E2%82")),
        ("app://library/%FF", .invalidPercentEncoding(component: "%FF")),
        ("app://library/%1F", .invalidPercentEncoding(component: "%1F")),
        ("app://library/%7F", .invalidPercentEncoding(component: "%7F")),
        ("app://library/a b", .malformed(reason: "byte 0x20 at offset 15 is not allowed")),
        ("app://library/\u{7F}", .malformed(reason: "byte 0x7f at offset 14 is not allowed")),
        ("app://library:8080/42", .malformed(reason: "a port is not accepted in a custom-scheme link")),
        ("1app://library", .malformed(reason: "'1app' is not a valid scheme")),
        ("App?x=1:library", .malformed(reason: "'app?x=1' is not a valid scheme")),
        ("app#frag:library", .malformed(reason: "'app#frag' is not a valid scheme")),
    ])
    func malformedOrForeignLinksAreRejected(text: String, expected: DeepLinkError) {
        #expect(throws: expected) {
            try DeepLink(parsing: text, configuration: configuration)
        }
    }

    @Test func escapedUTF8IsDecodedWhateverItsLength() throws {
        // One to four bytes per character, the largest scalar included.
        let link = try DeepLink(parsing: "app://library/%C3%A9%E2%82%AC%F0%9F%8D%B2%F4%8F%BF%BF", configuration: configuration)
        #expect(link.segments == ["library", "é€🍲\u{10FFFF}"])
    }

    @Test func schemesAndHostsMatchWhateverTheirCase() throws {
        let custom = try DeepLink(parsing: "APP://Library/Chapters", configuration: configuration)
        #expect(custom.segments == ["library", "Chapters"])
        let universal = try DeepLink(parsing: "HTTPS://Example.COM/library", configuration: configuration)
        #expect(universal.segments == ["library"])
        let mixed = DeepLinkConfiguration(schemes: ["MyApp"])
        #expect(try DeepLink(parsing: "myapp://a", configuration: mixed).segments == ["a"])
    }

    @Test func onlyTheQueryBeforeTheFragmentIsRead() throws {
        let fragmentFirst = try DeepLink(parsing: "app://library/42#top?x=1", configuration: configuration)
        #expect(fragmentFirst.segments == ["library", "42"])
        #expect(fragmentFirst.queryItems == [])
        let queryFirst = try DeepLink(parsing: "app://library?x=1&&y=#z&w=2", configuration: configuration)
        #expect(queryFirst.queryItems == [LinkQueryItem(name: "x", value: "1"), LinkQueryItem(name: "y", value: "")])
        let path = try DeepLink(parsingPath: "/library/42?q=a:b#c")
        #expect(path.segments == ["library", "42"])
        #expect(path.queryValue(named: "q") == "a:b")
    }

    @Test func printedLinksParseBackToTheSameLink() throws {
        var generator = SeededGenerator(seed: 11)
        let alphabet = Array("aZ09-._~!$'()*,;:@/?&=+# %é€".unicodeScalars)
        func text(_ range: ClosedRange<Int>) -> String {
            var text = ""
            for _ in 0..<Int.random(in: range, using: &generator) {
                text.unicodeScalars.append(alphabet[Int.random(in: 0..<alphabet.count, using: &generator)])
            }
            return text
        }
        for _ in 0..<500 {
            let segments = (0..<Int.random(in: 0...5, using: &generator)).map { _ in text(1...8) }
            let items = (0..<Int.random(in: 0...3, using: &generator)).map { _ in
                LinkQueryItem(name: text(1...5), value: text(0...8))
            }
            // Parsing lowercases the host and drops nothing else.
            let link = DeepLink(
                segments: segments.enumerated().map { $0.offset == 0 ? $0.element.lowercased() : $0.element },
                queryItems: items)
            let printed = link.url(scheme: "app")
            #expect(try DeepLink(parsing: printed, configuration: configuration) == link, "\(printed)")
            #expect(try DeepLink(parsingPath: link.path) == link, "\(link.path)")
        }
    }

    @Test func limitsBoundTheWorkALinkCauses() {
        let limits = DeepLinkConfiguration.Limits(maxLength: 64, maxSegments: 3, maxQueryItems: 2)
        let small = DeepLinkConfiguration(schemes: ["app"], limits: limits)
        #expect(throws: DeepLinkError.tooLong(length: 81, limit: 64)) {
            try DeepLink(parsing: "app://" + String(repeating: "a", count: 75), configuration: small)
        }
        #expect(throws: DeepLinkError.tooManySegments(count: 4, limit: 3)) {
            try DeepLink(parsing: "app://a/b/c/d", configuration: small)
        }
        #expect(throws: DeepLinkError.tooManyQueryItems(count: 3, limit: 2)) {
            try DeepLink(parsing: "app://a?x=1&y=2&z=3", configuration: small)
        }
    }

    @Test func arbitraryBytesNeverCrashTheParser() {
        var generator = SeededGenerator(seed: 7)
        let alphabet = Array("app:/%?&=#+@.-_~AZaz09\u{0}\u{7F} é/".unicodeScalars)
        for _ in 0..<2000 {
            var text = ""
            for _ in 0..<Int.random(in: 0...40, using: &generator) {
                text.unicodeScalars.append(alphabet[Int.random(in: 0..<alphabet.count, using: &generator)])
            }
            _ = try? DeepLink(parsing: text, configuration: configuration)
            _ = try? DeepLink(parsingPath: text)
        }
    }
}
