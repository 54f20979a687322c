import Foundation

/// One segment of a deep-link rule's path as listings show it: a fixed word or a typed
/// parameter.
///
/// Rules are written with a ``LinkPattern``; a rule's ``AnyDeepLinkRule/path`` describes the
/// pattern's segments with these.
public struct PathComponent: Sendable, CustomStringConvertible {
    enum Kind: Sendable {
        case literal(String)
        case parameter(name: String, type: LinkValueType)
    }

    let kind: Kind

    /// A segment that must equal `text`.
    public init(literal text: String) {
        kind = .literal(text)
    }

    init(parameter name: String, type: LinkValueType) {
        kind = .parameter(name: name, type: type)
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

/// A query item a deep-link rule reads, such as `count` in `?id=…&count=5`, as listings
/// show it.
public struct QueryComponent: Sendable, CustomStringConvertible {
    /// The query item's name.
    public let name: String
    /// Whether a link without this item is rejected.
    public let isRequired: Bool
    /// What the item's value looks like: `Int`, `UUID`.
    public let typeDescription: String

    /// How the item appears in route listings: `count={Int}` or `[count={Int}]`.
    public var description: String {
        let text = "\(name)={\(typeDescription)}"
        return isRequired ? text : "[\(text)]"
    }
}

/// The type of a path parameter, built-in types recognised once, when the rule is
/// declared, so that checking a segment calls their parsers directly, not through a metatype.
package struct LinkValueType: Sendable {
    private enum BuiltIn: Sendable {
        case int, string, uuid, bool, double
    }

    package let type: any LinkValue.Type
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

    func accepts(_ text: String) -> Bool {
        switch builtIn {
        case .int: Int(linkText: text) != nil
        case .string: true
        case .uuid: UUID(linkText: text) != nil
        case .bool: Bool(linkText: text) != nil
        case .double: Double(linkText: text) != nil
        case nil: type.init(linkText: text) != nil
        }
    }

    var acceptsEverything: Bool {
        if case .string = builtIn { return true }
        return false
    }

    /// Whether a value of the type may be spelt as a word, so as a module's segment.
    var holdsWords: Bool {
        switch builtIn {
        case .int, .uuid, .double: false
        case .string, .bool, nil: true
        }
    }

    var linkTypeDescription: String {
        type.linkTypeDescription
    }
}
