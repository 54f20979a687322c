/// A condition the user must meet to see a screen, such as being signed in.
///
/// Requirements are plain names so that modules can declare them without importing the
/// module that grants them: Profile declares ``signedIn`` and the app's composition hands
/// the root an ``AccessGate`` (Auth's session) that knows how to check and grant it.
public struct AccessRequirement: Hashable, Codable, Sendable, CustomStringConvertible {
    /// The requirement's name, such as `"signedIn"` or `"entitlement.premium"`.
    public let name: String

    /// Creates a requirement with the given name.
    public init(_ name: String) {
        self.name = name
    }

    /// The user must be signed in.
    public static let signedIn = AccessRequirement("signedIn")

    /// The user must hold the named entitlement, such as a subscription.
    public static func entitlement(_ name: String) -> AccessRequirement {
        AccessRequirement("entitlement.\(name)")
    }

    /// The requirement's name.
    public var description: String { name }

    /// Decodes a requirement from its name.
    public init(from decoder: any Decoder) throws {
        name = try decoder.singleValueContainer().decode(String.self)
    }

    /// Encodes the requirement as its name.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(name)
    }
}
