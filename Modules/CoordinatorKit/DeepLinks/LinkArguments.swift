/// The typed values a deep-link rule matched, by parameter name.
///
/// Every value has already been converted to the type its rule declared, so reading it
/// back only checks that the rule asks for the type it declared.
public struct LinkArguments: Sendable {
    /// A rule's values, in the form a rule's printer returns them.
    public typealias Values = [String: any LinkValue]

    // Inlinable readers: a rule's parser reads its values in its own module, specialised
    // for the types it asks for.
    @usableFromInline var storage: [(name: String, value: any LinkValue)] = []

    init() {}

    /// Makes room for `count` values.
    mutating func reserveCapacity(_ count: Int) {
        storage.reserveCapacity(count)
    }

    mutating func append(_ value: any LinkValue, named name: String) {
        storage.append((name, value))
    }

    /// The value of a parameter the rule declared as required.
    ///
    /// - Throws: ``DeepLinkError/missingParameter(name:)`` when the rule declared no such
    ///   parameter of that type.
    @inlinable
    public func required<Value: LinkValue>(_ name: String, as type: Value.Type = Value.self)
        throws(DeepLinkError) -> Value
    {
        guard let value = optional(name, as: type) else {
            throw .missingParameter(name: name)
        }
        return value
    }

    /// The value of a parameter, or `nil` when the link left it out.
    @inlinable
    public func optional<Value: LinkValue>(_ name: String, as type: Value.Type = Value.self) -> Value? {
        for index in storage.indices where storage[index].name == name {
            return Self.cast(storage[index].value, to: Value.self)
        }
        return nil
    }

    /// `value` as a `Value`: an identity when it is one (the usual case, since the rule
    /// declared the type), which avoids a dynamic cast; otherwise a cast.
    @inlinable
    static func cast<Value: LinkValue>(_ value: any LinkValue, to type: Value.Type) -> Value? {
        func open<Stored: LinkValue>(_ stored: Stored) -> Value? {
            Stored.self == Value.self ? unsafeBitCast(stored, to: Value.self) : stored as? Value
        }
        return open(value)
    }
}
