/// A value a deep-link rule hands to its parser: a ``LinkValue``, or an `Optional` of one
/// for a query item that a link may leave out.
///
/// Conformances come with ``LinkValue`` and `Optional`; a module never implements these
/// requirements itself. They let a typed rule read and print each of its values without
/// knowing whether the value is optional.
public protocol QueryValue: Sendable {
    /// Creates the value that `text` stands for; `nil` text is a missing item, which an
    /// optional value reads as `nil`.
    ///
    /// - Throws: ``QueryValueError/missing`` when the item is missing and the value is
    ///   required, ``QueryValueError/invalid`` when the text is not a value of the type.
    // Tuned: Benchmarks/README.md#throwing-query-values (throwing rather than returning an optional)
    init(queryText text: String?) throws(QueryValueError)
    /// The value's link text, or `nil` for an optional value that is absent.
    var queryText: String? { get }
    /// Whether a link must carry the value.
    static var isRequiredInQuery: Bool { get }
    /// What the value looks like, for error messages and route listings.
    static var linkTypeDescription: String { get }
}

/// An optional ``LinkValue``: the value of a query item that a link may leave out.
///
/// `Optional` conforms when it wraps a link value; a module never conforms a type of its
/// own. (The conformance's work is written once for `Self`, so that reading a value needs
/// no lookup of the optional type's metadata.)
public protocol OptionalQueryValue: QueryValue, ExpressibleByNilLiteral {
    /// The type of the value when it is present.
    associatedtype Wrapped: LinkValue
    /// Wraps a present value.
    init(_ some: Wrapped)
    /// The present value, or `nil`.
    var wrappedLinkValue: Wrapped? { get }
}

extension OptionalQueryValue {
    /// Reads an optional value: `nil` when the item is missing.
    ///
    /// - Throws: ``QueryValueError/invalid`` when the item is present but not a value of
    ///   the wrapped type.
    public init(queryText text: String?) throws(QueryValueError) {
        guard let text else {
            self = nil
            return
        }
        self.init(try Wrapped(queryText: text))
    }

    /// The wrapped value's link text, or `nil` when the value is absent.
    public var queryText: String? { wrappedLinkValue?.linkText }

    /// An optional value may be left out of a link.
    public static var isRequiredInQuery: Bool { false }

    /// The wrapped type's description.
    public static var linkTypeDescription: String { Wrapped.linkTypeDescription }
}

extension Optional: QueryValue, OptionalQueryValue where Wrapped: LinkValue {
    /// The present value, or `nil`.
    public var wrappedLinkValue: Wrapped? { self }
}

/// Why a link's text is not a ``QueryValue``.
public enum QueryValueError: Error, Sendable {
    /// The link leaves out an item that is required.
    case missing
    /// The text is not a value of the type.
    case invalid
}
