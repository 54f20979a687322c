/// The stable identifier of a feature module, also used as the identifier of its tab.
///
/// It is written into restored state, so it must not change between releases.
public struct ModuleID: Hashable, Codable, Sendable, Comparable, CustomStringConvertible,
    ExpressibleByStringLiteral
{
    /// The identifier's text, such as `"recipes"`.
    public let rawValue: String

    /// Creates an identifier from its text.
    public init(_ rawValue: String) {
        self.rawValue = rawValue
    }

    /// Creates an identifier from a string literal, such as `"recipes"`.
    public init(stringLiteral value: String) {
        self.rawValue = value
    }

    /// The identifier's text.
    public var description: String { rawValue }

    /// Orders identifiers by their text, for stable listings.
    public static func < (lhs: ModuleID, rhs: ModuleID) -> Bool {
        lhs.rawValue < rhs.rawValue
    }

    /// Decodes an identifier from its text.
    public init(from decoder: any Decoder) throws {
        rawValue = try decoder.singleValueContainer().decode(String.self)
    }

    /// Encodes the identifier as its text.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }
}
