/// A path segment that holds a typed value, such as the `17` of `orders/17`.
///
/// Written once, in a rule's ``LinkPattern``: the rule's parser receives the value in its
/// place, and its printer returns it there.
///
/// ```swift
/// "orders" / PathParameter<Int>("id")
/// ```
public struct PathParameter<Value: LinkValue>: Sendable {
    /// The parameter's name, for listings and error messages.
    public let name: String

    /// Declares a path parameter.
    ///
    /// - Parameter name: The name listings and error messages use.
    public init(_ name: String) {
        self.name = name
    }
}

/// A query item that holds a typed value, such as `count` in `?count=5`.
///
/// A required item is declared with its value's type, `QueryParameter<UUID>("id")`; an item
/// a link may leave out, with an optional type, `QueryParameter<Int?>("count")`, and its
/// value reaches the parser as `nil` when the link leaves it out.
public struct QueryParameter<Value: QueryValue>: Sendable {
    /// The query item's name, as it appears in links.
    public let name: String

    /// Declares a query item.
    ///
    /// - Parameter name: The item's name in links.
    public init(_ name: String) {
        self.name = name
    }
}

/// Fixed words of a path, before the pattern's first value: `"search" / "recent"`.
public struct LinkWords: Sendable {
    let words: [String]
}

/// A rule's link pattern with its typed values: path words, path parameters and query
/// items, joined with `/` (path) and `&` (query), in the order the parser receives them.
///
/// ```swift
/// "orders" / PathParameter<Int>("id")                       // LinkPattern<Int>
/// PathParameter<Int>("book") / "chapters" / PathParameter<Int>("number")
/// "search" & QueryParameter<String>("q") & QueryParameter<Int?>("page")
/// ```
///
/// Each value's name appears once, here; the types in the pattern fix the types of the
/// rule's parser and printer, so that a mismatch does not compile.
public struct LinkPattern<each Value: QueryValue>: Sendable {
    let pieces: [LinkPatternPiece]

    init(pieces: [LinkPatternPiece]) {
        self.pieces = pieces
    }
}

enum LinkPatternPiece: Sendable {
    case word(String)
    case parameter(name: String, type: LinkValueType)
    case query(QueryComponent, type: any QueryValue.Type)
}

extension PathParameter {
    var piece: LinkPatternPiece {
        .parameter(name: name, type: LinkValueType(Value.self))
    }
}

extension QueryParameter {
    var piece: LinkPatternPiece {
        .query(
            QueryComponent(name: name, isRequired: Value.isRequiredInQuery, typeDescription: Value.linkTypeDescription),
            type: Value.self)
    }
}

// The operators take one piece at a time, so every pattern's type is its values in order.
// Appending a value is written once per arity (in LinkPattern+Appending.swift), not with
// a pack: the type checker cannot yet split a pattern type such as `LinkPattern<K, UUID,
// Int?>` into `repeat each A` and a last value when it infers a rule's pattern inline.

/// Two fixed words.
public func / (lhs: String, rhs: String) -> LinkWords {
    LinkWords(words: [lhs, rhs])
}

/// Fixed words followed by another word.
public func / (lhs: LinkWords, rhs: String) -> LinkWords {
    LinkWords(words: lhs.words + [rhs])
}

/// Fixed words given as data, such as a list read from a declaration, followed by a
/// parameter.
public func / <B>(lhs: [String], rhs: PathParameter<B>) -> LinkPattern<B> {
    LinkPattern(pieces: lhs.map { .word($0) } + [rhs.piece])
}

/// A fixed word followed by a parameter.
public func / <B>(lhs: String, rhs: PathParameter<B>) -> LinkPattern<B> {
    LinkPattern(pieces: [.word(lhs), rhs.piece])
}

/// Fixed words followed by a parameter.
public func / <B>(lhs: LinkWords, rhs: PathParameter<B>) -> LinkPattern<B> {
    LinkPattern(pieces: lhs.words.map { .word($0) } + [rhs.piece])
}

/// A parameter followed by a fixed word.
public func / <A>(lhs: PathParameter<A>, rhs: String) -> LinkPattern<A> {
    LinkPattern(pieces: [lhs.piece, .word(rhs)])
}

/// Two parameters.
public func / <A, B>(lhs: PathParameter<A>, rhs: PathParameter<B>) -> LinkPattern<A, B> {
    LinkPattern(pieces: [lhs.piece, rhs.piece])
}

/// A pattern followed by a fixed word.
public func / <each A>(lhs: LinkPattern<repeat each A>, rhs: String) -> LinkPattern<repeat each A> {
    LinkPattern(pieces: lhs.pieces + [.word(rhs)])
}

/// A fixed word with a query item.
public func & <B>(lhs: String, rhs: QueryParameter<B>) -> LinkPattern<B> {
    LinkPattern(pieces: [.word(lhs), rhs.piece])
}

/// Fixed words with a query item.
public func & <B>(lhs: LinkWords, rhs: QueryParameter<B>) -> LinkPattern<B> {
    LinkPattern(pieces: lhs.words.map { .word($0) } + [rhs.piece])
}

/// A parameter with a query item.
public func & <A, B>(lhs: PathParameter<A>, rhs: QueryParameter<B>) -> LinkPattern<A, B> {
    LinkPattern(pieces: [lhs.piece, rhs.piece])
}
