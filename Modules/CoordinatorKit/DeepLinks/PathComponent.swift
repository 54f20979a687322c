import Foundation

/// One segment of a deep-link rule's path: a fixed word or a typed parameter.
///
/// A string literal is a fixed word, so a rule's path reads like the link it matches:
/// `["orders", .parameter("id", Int.self)]` matches `orders/17`.
public struct PathComponent: Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    enum Kind: Sendable {
        case literal(String)
        case parameter(name: String, type: LinkValueType)
    }

    let kind: Kind

    /// A segment that must equal `text`.
    public init(literal text: String) {
        kind = .literal(text)
    }

    public init(stringLiteral value: String) {
        self.init(literal: value)
    }

    /// A segment that holds a value of `type`, available to the rule under `name`.
    public static func parameter<Value: LinkValue>(_ name: String, _ type: Value.Type) -> PathComponent {
        PathComponent(kind: .parameter(name: name, type: LinkValueType(type)))
    }

    private init(kind: Kind) {
        self.kind = kind
    }

    /// The fixed word, or `nil` for a parameter.
    public var literal: String? {
        if case .literal(let text) = kind { return text }
        return nil
    }

    /// How the segment appears in route listings: `orders` or `{id: Int}`.
    public var description: String {
        switch kind {
        case .literal(let text): text
        case .parameter(let name, let type): "{\(name): \(type.linkTypeDescription)}"
        }
    }
}

/// A query item a deep-link rule reads, such as `count` in `?id=…&count=5`.
public struct QueryParameter: Sendable, CustomStringConvertible {
    /// The query item's name.
    public let name: String
    /// Whether a link without this item is rejected.
    public let isRequired: Bool
    let type: LinkValueType

    /// A query item that must be present.
    public static func required<Value: LinkValue>(_ name: String, _ type: Value.Type) -> QueryParameter {
        QueryParameter(name: name, isRequired: true, type: LinkValueType(type))
    }

    /// A query item that may be left out.
    public static func optional<Value: LinkValue>(_ name: String, _ type: Value.Type) -> QueryParameter {
        QueryParameter(name: name, isRequired: false, type: LinkValueType(type))
    }

    /// How the item appears in route listings: `count={Int}` or `[count={Int}]`.
    public var description: String {
        let text = "\(name)={\(type.linkTypeDescription)}"
        return isRequired ? text : "[\(text)]"
    }
}

/// The type of a link parameter, with the built-in types recognised once, when the rule
/// is declared, so that reading a value calls their parsers directly instead of through
/// the protocol's metatype.
struct LinkValueType: Sendable {
    private enum BuiltIn: Sendable {
        case int, string, uuid, bool, double
    }

    let type: any LinkValue.Type
    private let builtIn: BuiltIn?

    init(_ type: any LinkValue.Type) {
        self.type = type
        builtIn =
            switch type {
            case is Int.Type: .int
            case is String.Type: .string
            case is UUID.Type: .uuid
            case is Bool.Type: .bool
            case is Double.Type: .double
            default: nil
            }
    }

    /// The value `text` stands for, or `nil` when it is not one of this type.
    func value(from text: String) -> (any LinkValue)? {
        switch builtIn {
        case .int: Int(linkText: text)
        case .string: text
        case .uuid: UUID(linkText: text)
        case .bool: Bool(linkText: text)
        case .double: Double(linkText: text)
        case nil: type.init(linkText: text)
        }
    }

    /// What a value of the type looks like, for error messages and listings.
    var linkTypeDescription: String {
        type.linkTypeDescription
    }
}
