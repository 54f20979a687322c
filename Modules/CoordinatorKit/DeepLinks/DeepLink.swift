/// A link reduced to what navigation reads: decoded path segments and query items.
///
/// A custom-scheme link's host is its first segment (`recipes://settings/allergies` has the
/// segments `settings`, `allergies`); a universal link contributes only its path. Empty
/// segments are dropped, escapes are decoded, and the fragment is ignored.
public struct DeepLink: Hashable, Sendable, CustomStringConvertible {
    /// The decoded path segments, in order.
    public private(set) var segments: [String]
    /// The decoded query items, in order.
    public let queryItems: [LinkQueryItem]
    /// Each segment's position as written, once an alias expanded one written segment.
    private var writtenPositions: [Int]

    /// Creates a link from decoded segments and query items.
    public init(segments: [String], queryItems: [LinkQueryItem] = []) {
        self.segments = segments
        self.queryItems = queryItems
        self.writtenPositions = []
    }

    /// The value of the first query item named `name`.
    public func queryValue(named name: String) -> String? {
        for item in queryItems where item.name == name {
            return item.value
        }
        return nil
    }

    func position(ofSegment index: Int) -> Int {
        index < writtenPositions.count ? writtenPositions[index] : index
    }

    mutating func expandSegment(at index: Int, into replacement: [String]) {
        let position = self.position(ofSegment: index)
        if writtenPositions.isEmpty {
            writtenPositions = Array(segments.indices)
        }
        segments.replaceSubrange(index...index, with: replacement)
        writtenPositions.replaceSubrange(
            index...index, with: repeatElement(position, count: replacement.count))
    }

    /// The DeepLink as text, for logs and messages.
    public var description: String { path }

    /// Whether two values of DeepLink are the same.
    public static func == (lhs: DeepLink, rhs: DeepLink) -> Bool {
        lhs.segments == rhs.segments && lhs.queryItems == rhs.queryItems
    }

    /// Hashes the parts that equality compares.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(segments)
        hasher.combine(queryItems)
    }
}

/// One `name=value` pair of a link's query, percent-decoded.
public struct LinkQueryItem: Hashable, Sendable, CustomStringConvertible {
    /// The item's name.
    public var name: String
    /// The item's value; empty when the link wrote only the name.
    public var value: String

    /// Creates a query item.
    public init(name: String, value: String) {
        self.name = name
        self.value = value
    }

    /// The LinkQueryItem as text, for logs and messages.
    public var description: String { "\(name)=\(value)" }
}
