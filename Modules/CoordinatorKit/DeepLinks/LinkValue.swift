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
    /// Parses `8-4-4-4-12` hex digits, either case, without Foundation's scanner: links
    /// carry ids on a hot path.
    public init?(linkText: String) {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(16)
        var high: UInt8?
        var count = 0
        for (offset, character) in linkText.utf8.enumerated() {
            count += 1
            if offset == 8 || offset == 13 || offset == 18 || offset == 23 {
                guard character == UInt8(ascii: "-") else { return nil }
                continue
            }
            let nibble: UInt8
            switch character {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): nibble = character - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): nibble = character - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): nibble = character - UInt8(ascii: "A") + 10
            default: return nil
            }
            if let pending = high {
                bytes.append(pending << 4 | nibble)
                high = nil
            } else {
                high = nibble
            }
        }
        guard count == 36, bytes.count == 16 else { return nil }
        self.init(uuid: (
            bytes[0], bytes[1], bytes[2], bytes[3], bytes[4], bytes[5], bytes[6], bytes[7],
            bytes[8], bytes[9], bytes[10], bytes[11], bytes[12], bytes[13], bytes[14], bytes[15]))
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
