import Foundation

/// A value that can travel in a deep link's path segment or query item.
///
/// Integers, strings, UUIDs, booleans and doubles conform already. A string-backed enum
/// conforms by declaring `LinkValue` conformance; its raw values are its link text.
public protocol LinkValue: Sendable {
    /// Creates a value from its link text, or returns `nil` when the text is not one.
    init?(linkText: String)
    /// The text that represents this value in a link.
    var linkText: String { get }
    /// What the value looks like, for error messages and route listings (`"Int"`, `"UUID"`).
    static var linkTypeDescription: String { get }
}

extension Int: LinkValue {
    public init?(linkText: String) {
        self.init(linkText, radix: 10)
    }
    public var linkText: String { String(self) }
    public static var linkTypeDescription: String { "Int" }
}

extension String: LinkValue {
    public init?(linkText: String) {
        self = linkText
    }
    public var linkText: String { self }
    public static var linkTypeDescription: String { "String" }
}

extension UUID: LinkValue {
    public init?(linkText: String) {
        self.init(uuidString: linkText)
    }
    public var linkText: String { uuidString }
    public static var linkTypeDescription: String { "UUID" }
}

extension Bool: LinkValue {
    public init?(linkText: String) {
        switch linkText {
        case "true", "1", "yes": self = true
        case "false", "0", "no": self = false
        default: return nil
        }
    }
    public var linkText: String { self ? "true" : "false" }
    public static var linkTypeDescription: String { "Bool (true or false)" }
}

extension Double: LinkValue {
    public init?(linkText: String) {
        guard let value = Double(linkText), value.isFinite else { return nil }
        self = value
    }
    public var linkText: String { String(self) }
    public static var linkTypeDescription: String { "Double" }
}

extension LinkValue where Self: RawRepresentable, RawValue == String {
    public init?(linkText: String) {
        self.init(rawValue: linkText)
    }
    public var linkText: String { rawValue }
}

extension LinkValue where Self: RawRepresentable, RawValue == String, Self: CaseIterable {
    public static var linkTypeDescription: String {
        "one of " + allCases.map(\.rawValue).joined(separator: ", ")
    }
}
