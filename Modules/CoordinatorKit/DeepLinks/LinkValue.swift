import Foundation

/// A value that can travel in a deep link's path segment or query item.
///
/// Integers, strings, UUIDs, booleans and doubles conform already. A string-backed enum
/// conforms by declaring `LinkValue` conformance; its raw values are its link text.
/// Every link value is also a ``QueryValue``: a required query item of its type.
public protocol LinkValue: QueryValue {
    /// Creates a value from its link text, or returns `nil` when the text is not one.
    init?(linkText: String)
    /// The text that represents this value in a link.
    var linkText: String { get }
    /// What the value looks like, for error messages and route listings (`"Int"`, `"UUID"`).
    static var linkTypeDescription: String { get }
}

extension Int: LinkValue {
    /// Creates a value from its link text, or returns `nil` when the text is not one.
    public init?(linkText: String) {
        self.init(linkText, radix: 10)
    }
    /// The text that represents this value in a link.
    public var linkText: String { String(self) }
    /// What a value of this type looks like, for error messages and route listings.
    public static var linkTypeDescription: String { "Int" }
}

extension String: LinkValue {
    /// Creates a value from its link text, or returns `nil` when the text is not one.
    public init?(linkText: String) {
        self = linkText
    }
    /// The text that represents this value in a link.
    public var linkText: String { self }
    /// What a value of this type looks like, for error messages and route listings.
    public static var linkTypeDescription: String { "String" }
}

extension UUID: LinkValue {
    /// Parses `8-4-4-4-12` hex digits, either case, without Foundation's scanner: links
    /// carry ids on a hot path. Only the canonical form is read: unlike
    /// `UUID(uuidString:)`, a space or a sign inside a byte is refused.
    public init?(linkText: String) {
        var text = linkText
        guard let uuid = text.withUTF8({ Self.parseHexDigits($0) }) else { return nil }
        self.init(uuid: uuid)
    }

    private static func parseHexDigits(_ text: UnsafeBufferPointer<UInt8>) -> uuid_t? {
        guard text.count == 36 else { return nil }
        var uuid: uuid_t = (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
        let parsed = withUnsafeMutableBytes(of: &uuid) { output -> Bool in
            var offset = 0
            for index in 0..<16 {
                if offset == 8 || offset == 13 || offset == 18 || offset == 23 {
                    guard text[offset] == UInt8(ascii: "-") else { return false }
                    offset += 1
                }
                guard let high = text[offset].hexDigitValue, let low = text[offset + 1].hexDigitValue else { return false }
                output[index] = high << 4 | low
                offset += 2
            }
            return true
        }
        return parsed ? uuid : nil
    }

    /// The text that represents this value in a link.
    public var linkText: String { uuidString }
    /// What a value of this type looks like, for error messages and route listings.
    public static var linkTypeDescription: String { "UUID" }
}

extension Bool: LinkValue {
    /// Creates a value from its link text, or returns `nil` when the text is not one.
    public init?(linkText: String) {
        switch linkText {
        case "true", "1", "yes": self = true
        case "false", "0", "no": self = false
        default: return nil
        }
    }
    /// The text that represents this value in a link.
    public var linkText: String { self ? "true" : "false" }
    /// What a value of this type looks like, for error messages and route listings.
    public static var linkTypeDescription: String { "Bool (true or false)" }
}

extension Double: LinkValue {
    /// Creates a value from its link text, or returns `nil` when the text is not one.
    public init?(linkText: String) {
        guard let value = Double(linkText), value.isFinite else { return nil }
        self = value
    }
    /// The text that represents this value in a link.
    public var linkText: String { String(self) }
    /// What a value of this type looks like, for error messages and route listings.
    public static var linkTypeDescription: String { "Double" }
}

extension LinkValue where Self: RawRepresentable, RawValue == String {
    /// Creates a value from its link text, or returns `nil` when the text is not one.
    public init?(linkText: String) {
        self.init(rawValue: linkText)
    }
    /// The text that represents this value in a link.
    public var linkText: String { rawValue }
}

extension LinkValue where Self: RawRepresentable, RawValue == String, Self: CaseIterable {
    /// What a value of this type looks like, for error messages and route listings.
    public static var linkTypeDescription: String {
        "one of " + allCases.map(\.rawValue).joined(separator: ", ")
    }
}

extension LinkValue {
    /// Reads a required value.
    ///
    /// - Throws: ``QueryValueError/missing`` when `text` is `nil`,
    ///   ``QueryValueError/invalid`` when it is not a value of this type.
    public init(queryText text: String?) throws(QueryValueError) {
        guard let text else { throw .missing }
        guard let value = Self(linkText: text) else { throw .invalid }
        self = value
    }
    /// A required value is always printed.
    public var queryText: String? { linkText }
    /// A link value is required where a rule declares it.
    public static var isRequiredInQuery: Bool { true }
}

extension UInt8 {
    /// The value of this byte as a hexadecimal digit (either case), or `nil` when it is
    /// not one; links carry UUIDs and percent escapes in hex.
    var hexDigitValue: UInt8? {
        switch self {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): self - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): self - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): self - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}

/// A value a deep-link rule hands to its parser: a ``LinkValue``, or an `Optional` of one
/// for a query item that a link may leave out.
///
/// Conformances come with ``LinkValue`` and `Optional`; a module never implements these
/// requirements itself. They let a typed rule read and print each of its values without
/// knowing whether the value is optional.
public protocol QueryValue: Sendable {
    /// Creates the value that `text` stands for; `nil` text is a missing item, which an
    /// optional value reads as `nil`.
    ///
    /// - Throws: ``QueryValueError/missing`` when the item is missing and the value is
    ///   required, ``QueryValueError/invalid`` when the text is not a value of the type.
    // Tuned: Benchmarks/README.md#throwing-query-values (throwing rather than returning an optional)
    init(queryText text: String?) throws(QueryValueError)
    /// The value's link text, or `nil` for an optional value that is absent.
    var queryText: String? { get }
    /// Whether a link must carry the value.
    static var isRequiredInQuery: Bool { get }
    /// What the value looks like, for error messages and route listings.
    static var linkTypeDescription: String { get }
}

/// An optional ``LinkValue``: the value of a query item that a link may leave out.
///
/// `Optional` conforms when it wraps a link value; a module never conforms a type of its
/// own. (The conformance's work is written once for `Self`, so that reading a value needs
/// no lookup of the optional type's metadata.)
public protocol OptionalQueryValue: QueryValue, ExpressibleByNilLiteral {
    /// The type of the value when it is present.
    associatedtype Wrapped: LinkValue
    /// Wraps a present value.
    init(_ some: Wrapped)
    /// The present value, or `nil`.
    var wrappedLinkValue: Wrapped? { get }
}

extension OptionalQueryValue {
    /// Reads an optional value: `nil` when the item is missing.
    ///
    /// - Throws: ``QueryValueError/invalid`` when the item is present but not a value of
    ///   the wrapped type.
    public init(queryText text: String?) throws(QueryValueError) {
        guard let text else {
            self = nil
            return
        }
        self.init(try Wrapped(queryText: text))
    }

    /// The wrapped value's link text, or `nil` when the value is absent.
    public var queryText: String? { wrappedLinkValue?.linkText }

    /// An optional value may be left out of a link.
    public static var isRequiredInQuery: Bool { false }

    /// The wrapped type's description.
    public static var linkTypeDescription: String { Wrapped.linkTypeDescription }
}

extension Optional: QueryValue, OptionalQueryValue where Wrapped: LinkValue {
    /// The present value, or `nil`.
    public var wrappedLinkValue: Wrapped? { self }
}

/// Why a link's text is not a ``QueryValue``.
public enum QueryValueError: Error, Sendable {
    /// The link leaves out an item that is required.
    case missing
    /// The text is not a value of the type.
    case invalid
}
