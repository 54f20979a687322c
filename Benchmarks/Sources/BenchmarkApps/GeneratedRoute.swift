import CoordinatorKit
import Foundation

/// The route type of generated module `Tag`: its root, or one of its rules with the values
/// the link carried.
public enum GeneratedRoute<Tag: ModuleTag>: Route {
    /// The module's root screen.
    case home
    /// The screen of rule `rule`, with the values its link carried.
    case screen(rule: Int, values: ScreenValues)
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

    /// The value in `slot`, for a codec's printer.
    func value(in slot: ValueSlot) -> (any LinkValue)? {
        switch slot {
        case .number: number
        case .count: count
        case .text: text
        case .uuid: uuid
        }
    }

    /// Stores a value read from text into `slot`; returns `false` when the text is not of
    /// the slot's type. The hand-rolled routers use this.
    mutating func set(_ text: Substring, in slot: ValueSlot) -> Bool {
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
            guard let value = UUID(uuidString: String(text)) else { return false }
            uuid = value
        }
        return true
    }
}
