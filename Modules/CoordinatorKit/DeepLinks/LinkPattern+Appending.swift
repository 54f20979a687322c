// Appending a value to a pattern, once per arity: see the note in LinkPattern.swift.
// A pattern holds at most six values.

/// A pattern of 1 value followed by a parameter.
public func / <A, B>(lhs: LinkPattern<A>, rhs: PathParameter<B>) -> LinkPattern<A, B> {
    LinkPattern(pieces: lhs.pieces + [rhs.piece])
}

/// A pattern of 1 value with a further query item.
public func & <A, B>(lhs: LinkPattern<A>, rhs: QueryParameter<B>) -> LinkPattern<A, B> {
    LinkPattern(pieces: lhs.pieces + [rhs.piece])
}

/// A pattern of 2 values followed by a parameter.
public func / <A, B, C>(lhs: LinkPattern<A, B>, rhs: PathParameter<C>) -> LinkPattern<A, B, C> {
    LinkPattern(pieces: lhs.pieces + [rhs.piece])
}

/// A pattern of 2 values with a further query item.
public func & <A, B, C>(lhs: LinkPattern<A, B>, rhs: QueryParameter<C>) -> LinkPattern<A, B, C> {
    LinkPattern(pieces: lhs.pieces + [rhs.piece])
}

/// A pattern of 3 values followed by a parameter.
public func / <A, B, C, D>(lhs: LinkPattern<A, B, C>, rhs: PathParameter<D>) -> LinkPattern<A, B, C, D> {
    LinkPattern(pieces: lhs.pieces + [rhs.piece])
}

/// A pattern of 3 values with a further query item.
public func & <A, B, C, D>(lhs: LinkPattern<A, B, C>, rhs: QueryParameter<D>) -> LinkPattern<A, B, C, D> {
    LinkPattern(pieces: lhs.pieces + [rhs.piece])
}

/// A pattern of 4 values followed by a parameter.
public func / <A, B, C, D, E>(lhs: LinkPattern<A, B, C, D>, rhs: PathParameter<E>) -> LinkPattern<A, B, C, D, E> {
    LinkPattern(pieces: lhs.pieces + [rhs.piece])
}

/// A pattern of 4 values with a further query item.
public func & <A, B, C, D, E>(lhs: LinkPattern<A, B, C, D>, rhs: QueryParameter<E>) -> LinkPattern<A, B, C, D, E> {
    LinkPattern(pieces: lhs.pieces + [rhs.piece])
}

/// A pattern of 5 values followed by a parameter.
public func / <A, B, C, D, E, F>(lhs: LinkPattern<A, B, C, D, E>, rhs: PathParameter<F>) -> LinkPattern<A, B, C, D, E, F> {
    LinkPattern(pieces: lhs.pieces + [rhs.piece])
}

/// A pattern of 5 values with a further query item.
public func & <A, B, C, D, E, F>(lhs: LinkPattern<A, B, C, D, E>, rhs: QueryParameter<F>) -> LinkPattern<A, B, C, D, E, F> {
    LinkPattern(pieces: lhs.pieces + [rhs.piece])
}
