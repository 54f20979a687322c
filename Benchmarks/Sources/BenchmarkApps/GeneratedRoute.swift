import CoordinatorKit
import Foundation

/// The route type of generated module `Tag`: its root, or one of its rules with the values
/// the link carried.
public enum GeneratedRoute<Tag: ModuleTag>: Route, GeneratedRouteCases {
    /// The module's root screen.
    case home
    /// The screen of rule `rule`, with the values its link carried.
    case screen(rule: Int, values: ScreenValues)
}

extension GeneratedRoute {
    public var ruleAndValues: (rule: Int, values: ScreenValues)? {
        if case .screen(let rule, let values) = self { return (rule, values) }
        return nil
    }
}

/// A generated route's case, whatever its module: for the plain `Codable` comparison.
public protocol GeneratedRouteCases {
    /// The rule and values of a `screen` route; `nil` for `home`.
    var ruleAndValues: (rule: Int, values: ScreenValues)? { get }
}

/// The typed values a generated route carries, one optional field per ``ValueSlot``.
public struct ScreenValues: Hashable, Codable, Sendable {
    public var number: Int?
    public var count: Int?
    public var text: String?
    public var uuid: UUID?

    /// Creates values.
    public init(number: Int? = nil, count: Int? = nil, text: String? = nil, uuid: UUID? = nil) {
        self.number = number
        self.count = count
        self.text = text
        self.uuid = uuid
    }

    /// Stores a value read from text into `slot`; returns `false` when the text is not of
    /// the slot's type. The hand-rolled routers use this.
    mutating func set(_ text: Substring, in slot: ValueSlot, uuidByHand: Bool = false) -> Bool {
        switch slot {
        case .number:
            guard let value = Int(text) else { return false }
            number = value
        case .count:
            guard let value = Int(text) else { return false }
            count = value
        case .text:
            self.text = String(text)
        case .uuid:
            guard let value = uuidByHand ? Self.uuid(hexDigits: text) : UUID(uuidString: String(text)) else {
                return false
            }
            uuid = value
        }
        return true
    }

    /// A `8-4-4-4-12` hex UUID parsed by a plain loop, for the floor that does not use
    /// Foundation's parser.
    static func uuid(hexDigits text: Substring) -> UUID? {
        let utf8 = text.utf8
        guard utf8.count == 36 else { return nil }
        var bytes: uuid_t = (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
        var high: UInt8?
        var index = 0
        let parsed = withUnsafeMutableBytes(of: &bytes) { output -> Bool in
            for (offset, character) in utf8.enumerated() {
                if offset == 8 || offset == 13 || offset == 18 || offset == 23 {
                    guard character == UInt8(ascii: "-") else { return false }
                    continue
                }
                let nibble: UInt8
                switch character {
                case UInt8(ascii: "0")...UInt8(ascii: "9"): nibble = character - UInt8(ascii: "0")
                case UInt8(ascii: "a")...UInt8(ascii: "f"): nibble = character - UInt8(ascii: "a") + 10
                case UInt8(ascii: "A")...UInt8(ascii: "F"): nibble = character - UInt8(ascii: "A") + 10
                default: return false
                }
                if let pending = high {
                    output[index] = pending << 4 | nibble
                    index += 1
                    high = nil
                } else {
                    high = nibble
                }
            }
            return true
        }
        return parsed ? UUID(uuid: bytes) : nil
    }
}
