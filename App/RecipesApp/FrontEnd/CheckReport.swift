import Foundation

/// The JSON form of `check --json`, for CI systems.
///
/// Schema `recipes-app/check`, version 1: every link with its line number and what became
/// of it, and the counts.
public struct CheckReport: Codable, Equatable, Sendable {
    /// The schema's name.
    public static let schemaName = "recipes-app/check"

    /// Always ``schemaName``.
    public var schema: String
    /// Always 1.
    public var version: Int
    /// The checked file, as given.
    public var file: String
    /// Each link, in file order.
    public var links: [Line]
    /// How many links were accepted.
    public var accepted: Int
    /// How many links were rejected.
    public var rejected: Int

    /// One checked link.
    public struct Line: Codable, Equatable, Sendable {
        /// The line's number in the file, from 1.
        public var line: Int
        /// The link, without its comment.
        public var link: String
        /// Whether the link is accepted.
        public var isAccepted: Bool
        /// The tab the link lands on (accepted links).
        public var tab: String?
        /// The titles of the screens it lands on, root first (accepted links).
        public var screens: [String]?
        /// The requirement the link waits for, if any (accepted links).
        public var waitsFor: String?
        /// Why the link is rejected (rejected links).
        public var error: String?
    }

    /// Creates a report of `links` checked in `file`.
    public init(file: String, links: [Line]) {
        schema = Self.schemaName
        version = 1
        self.file = file
        self.links = links
        accepted = links.filter(\.isAccepted).count
        rejected = links.count - accepted
    }

    /// The report as pretty-printed JSON with sorted keys, ending with a newline.
    public func json() -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return ((try? encoder.encode(self)).map { String(decoding: $0, as: UTF8.self) } ?? "{}") + "\n"
    }

    /// The links of a file of links with their line numbers: blank lines and comments
    /// skipped. `#` starts a comment at the start of a line or after white space, so a
    /// link's own `#fragment` is kept. Lines end with LF, CRLF or CR.
    public static func links(in text: String) -> [(line: Int, link: String)] {
        // `\r\n` is one `Character`, so splitting on "\n" alone leaves a CRLF file one line.
        text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).enumerated().compactMap { index, line in
            var content = Substring(line)
            var previous: Character = " "
            for position in content.indices {
                if content[position] == "#", previous.isWhitespace {
                    content = content[..<position]
                    break
                }
                previous = content[position]
            }
            let link = content.trimmingCharacters(in: .whitespacesAndNewlines)
            return link.isEmpty ? nil : (index + 1, link)
        }
    }
}
