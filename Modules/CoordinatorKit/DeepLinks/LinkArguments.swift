/// The typed values a deep-link rule matched, by parameter name.
///
/// Every value has already been converted to the type its rule declared, so reading it
/// back only checks that the rule asks for the type it declared.
public struct LinkArguments: Sendable {
    /// A rule's values, in the form a rule's printer returns them.
    public typealias Values = [String: any LinkValue]

    // Inlinable readers: a rule's parser reads its values in its own module, specialised
    // for the types it asks for. The names are the rule's, shared by every match; the
    // values stand at the same positions, `nil` for an optional query item left out.
    @usableFromInline let names: [String]
    @usableFromInline var values: [(any LinkValue)?]

    /// Values for a rule whose parameters and query items are `names`, in order.
    init(names: [String] = []) {
        self.names = names
        values = []
        values.reserveCapacity(names.count)
    }

    /// Adds the value of the next name, or `nil` when the link left it out.
    mutating func append(_ value: (any LinkValue)?) {
        values.append(value)
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
        names.withUnsafeBufferPointer { names in
            for index in names.indices where index < values.count && names[index] == name {
                if let value = values[index] {
                    return Self.cast(value, to: Value.self)
                }
            }
            return nil
        }
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
