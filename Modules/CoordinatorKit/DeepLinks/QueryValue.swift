/// A value a deep-link rule hands to its parser: a ``LinkValue``, or an `Optional` of one
/// for a query item that a link may leave out.
///
/// Conformances come with ``LinkValue`` and `Optional`; a module never implements these
/// requirements itself. They let a typed rule read and print each of its values without
/// knowing whether the value is optional.
public protocol QueryValue: Sendable {
    /// The value that `text` stands for; `nil` when the text is not one, or when `text` is
    /// `nil` (the item is missing) and the value is required. A missing optional item
    /// reads as `.some(nil)`.
    static func queryValue(from text: String?) -> Self?
    /// The value's link text, or `nil` for an optional value that is absent.
    var queryText: String? { get }
    /// Whether a link must carry the value.
    static var isRequiredInQuery: Bool { get }
    /// What the value looks like, for error messages and route listings.
    static var linkTypeDescription: String { get }
}

extension Optional: QueryValue where Wrapped: LinkValue {
    /// Reads an optional value: `.some(nil)` when the item is missing, `nil` when it is
    /// present but not of the wrapped type.
    public static func queryValue(from text: String?) -> Self? {
        guard let text else { return .some(nil) }
        return Wrapped(linkText: text).map { .some($0) }
    }

    /// The wrapped value's link text, or `nil` when the value is absent.
    public var queryText: String? { self?.linkText }

    /// An optional value may be left out of a link.
    public static var isRequiredInQuery: Bool { false }

    /// The wrapped type's description.
    public static var linkTypeDescription: String { Wrapped.linkTypeDescription }
}
