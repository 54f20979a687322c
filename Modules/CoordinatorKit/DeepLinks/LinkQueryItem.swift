/// One `name=value` pair of a link's query, percent-decoded.
public struct LinkQueryItem: Hashable, Sendable, CustomStringConvertible {
    /// The item's name.
    public var name: String
    /// The item's value; empty when the link wrote only the name.
    public var value: String

    /// Creates a query item.
    public init(name: String, value: String) {
        self.name = name
        self.value = value
    }

    /// The LinkQueryItem as text, for logs and messages.
    public var description: String { "\(name)=\(value)" }
}
