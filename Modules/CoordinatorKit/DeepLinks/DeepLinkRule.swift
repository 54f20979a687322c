/// One way of writing one kind of route as link segments and query items, both ways.
///
/// A rule declares its values once, typed, in a ``LinkPattern``: its parser receives them
/// in the pattern's order, and ``link(_:)`` prints them in the same order, so a misspelt
/// name cannot exist and a parser or a printed link of the wrong types does not compile.
/// The route type is named in the parser, from which the rule's type is inferred:
///
/// ```swift
/// let order = DeepLinkRule("order", path: "orders" / PathParameter<Int>("id"),
///                          parse: { id in ProfileRoute.order(id: id) })
/// order.link(17)  // orders/17
/// ```
///
/// A rule with several values prints them in pattern order, and an optional query item
/// arrives as an optional and is left out of the link when it is `nil`:
///
/// ```swift
/// let item = DeepLinkRule(
///     "item", path: PathParameter<ShopRoute.Kind>("kind") & QueryParameter<UUID>("id")
///         & QueryParameter<Int?>("count"),
///     parse: { kind, id, count in ShopRoute.item(kind: kind, id: id, count: count ?? 1) })
/// item.link(.gift, id, 5)  // gift?id=…&count=5
/// ```
///
/// A route without values needs only ``init(_:path:)``, with the route type written out:
/// `DeepLinkRule<ShopRoute>(.list, path: [])`. A module's ``DeepLinkCodec`` prints each of
/// its routes with one of its rules, in one `switch` over the routes.
public struct DeepLinkRule<R: Route, each Value: QueryValue>: Sendable {
    /// The rule with its values' types erased, as a codec keeps it.
    public private(set) var anyRule: AnyDeepLinkRule<R>
    /// The one route of a rule made with ``init(_:path:)``, which a codec prints without a
    /// printer.
    let route: R?

    /// The rule's name, used in route listings and error messages.
    public var name: String { anyRule.name }

    /// The rule's pattern as shown in route listings: `orders/{id: Int}?[count={Int}]`.
    public var pattern: String { anyRule.pattern }

    /// Creates a rule whose pattern holds typed values.
    ///
    /// - Parameters:
    ///   - name: The rule's name for listings and errors.
    ///   - path: The pattern: words, ``PathParameter``s and ``QueryParameter``s.
    ///   - parse: Builds the route from the values, in pattern order. An error it throws
    ///     rejects the link with ``DeepLinkError/rejected(route:reason:)``, unless it is a
    ///     ``DeepLinkError``, which rejects the link as it is.
    public init(
        _ name: String,
        path: LinkPattern<repeat each Value>,
        parse: @escaping @Sendable (repeat each Value) throws -> R
    ) {
        let slots = LinkSlots(path.pieces)
        // The parser needs the values' places only, not what printing reads.
        let places = slots.slots
        self.anyRule = AnyDeepLinkRule(name: name, slots: slots) { link, start in
            var reader = LinkSlots.Reader(slots: places, link: link, start: start, rule: name)
            do {
                // The reader throws only `DeepLinkError`, which passes through as it is.
                return try parse(repeat try reader.next((each Value).self))
            } catch let error as DeepLinkError {
                throw error
            } catch {
                throw DeepLinkError.rejected(route: name, reason: String(describing: error))
            }
        }
        self.route = nil
    }

    /// Creates a rule whose path is typed parameters alone, one segment each, such as
    /// `{id: Int}`: `path: PathParameter<Int>("id")`.
    ///
    /// - Parameters:
    ///   - name: The rule's name for listings and errors.
    ///   - path: The parameters, the whole path.
    ///   - parse: Builds the route from the values, in order.
    public init(
        _ name: String,
        path: repeat PathParameter<each Value>,
        parse: @escaping @Sendable (repeat each Value) throws -> R
    ) where repeat each Value: LinkValue {
        var pieces: [LinkPatternPiece] = []
        for parameter in repeat each path {
            pieces.append(parameter.piece)
        }
        self.init(name, path: LinkPattern(pieces: pieces), parse: parse)
    }

    /// Creates a rule for a route that carries no values.
    ///
    /// An empty `path` makes the rule the module's root: the module's segment alone.
    ///
    /// - Parameters:
    ///   - route: The one route the rule parses and prints.
    ///   - path: The fixed words of its link.
    public init(_ route: R, path: [String]) {
        var valueCount = 0
        for _ in repeat (each Value).self {
            valueCount += 1
        }
        precondition(
            valueCount == 0, "A rule for one route carries no values: write DeepLinkRule<\(R.self)>(route, path:).")
        let slots = LinkSlots(path.map { .word($0) })
        self.anyRule = AnyDeepLinkRule(name: String(describing: route), slots: slots) { _, _ in route }
        anyRule.fixedRoute = route
        self.route = route
    }

    /// The link of a route of this rule's kind, from the given values in pattern order: what
    /// a codec's printer returns for the route.
    ///
    /// ```swift
    /// case .order(let id): order.link(id)
    /// ```
    ///
    /// - Parameter values: The route's values, typed as the pattern declares them; an
    ///   optional query item that is `nil` is left out.
    /// - Returns: The segments after the module's own and the query items.
    public func link(_ values: repeat each Value) -> PrintedRoute {
        anyRule.slots.printed(repeat each values)
    }

    /// The rule, with the screens a link to each of its routes stands on, of this module and
    /// never its root: a link opens them first, below the route, once even if it names them
    /// (`profile/orders/17` opens the orders, then order 17), and a stack holding them right
    /// below the route prints without them (<doc:DefiningAModule#Screens-a-link-stands-on>).
    ///
    /// `parents` receives the route's values, in pattern order, as the parser does:
    /// `.standing(on: { id in [.note(id: id)] })` for an editor over its note.
    ///
    /// - Parameter parents: The screens below the route, bottom first, from its values.
    public func standing(on parents: @escaping @Sendable (repeat each Value) -> [R]) -> Self {
        var rule = self
        let places = anyRule.slots.slots
        let name = anyRule.name
        rule.anyRule.standsOn = { link, start in
            var reader = LinkSlots.Reader(slots: places, link: link, start: start, rule: name)
            return parents(repeat try reader.next((each Value).self))
        }
        return rule
    }

    /// The rule, a root-level query rule (`"" & QueryParameter…`), whose route a link opens
    /// as its module's home tab's root in place of the module's root, rather than pushed on
    /// it: `timeline?filter=local` is the tab's filter set in place
    /// (<doc:DefiningAModule#A-query-on-the-modules-own-segment>).
    public func inPlaceOfRoot() -> Self {
        var rule = self
        rule.anyRule.replacesRoot = true
        return rule
    }
}

extension DeepLinkRule: DeepLinkRuleProtocol {}

/// A rule of a module's link grammar, whatever the types of its values: what a
/// ``DeepLinkCodec`` is made of.
///
/// ``DeepLinkRule`` and ``AnyDeepLinkRule`` conform; a module never conforms a type of its own.
public protocol DeepLinkRuleProtocol<RouteType>: Sendable {
    /// The route type the rule parses.
    associatedtype RouteType: Route
    /// The rule with its values' types erased, as a codec keeps it.
    var anyRule: AnyDeepLinkRule<RouteType> { get }
}

/// Where each value of a rule's pattern stands in a link: a path segment at an offset
/// from the match, or a query item by name. Made once per rule.
package struct LinkSlots: Sendable {
    package enum Slot: Sendable {
        case path(offset: Int, name: String, type: LinkValueType)
        case query(QueryComponent)
    }

    /// The values' places, in pattern order.
    package let slots: [Slot]
    let path: [PathComponent]
    package let query: [QueryComponent]
    /// The type of each query item's value, in the order of ``query``: for the tooling's samples.
    package let queryTypes: [any QueryValue.Type]
    /// The path as printed, with an empty text where a value goes.
    package let words: [String]

    init(_ pieces: [LinkPatternPiece]) {
        var slots: [Slot] = []
        var path: [PathComponent] = []
        var query: [QueryComponent] = []
        var queryTypes: [any QueryValue.Type] = []
        for piece in pieces {
            switch piece {
            case .word(let word):
                // An empty word is no word: `"" & QueryParameter<Tag>("tag")` is a
                // root-level query rule, the module's segment with a query.
                guard !word.isEmpty else { continue }
                path.append(PathComponent(literal: word))
            case .parameter(let name, let type):
                slots.append(.path(offset: path.count, name: name, type: type))
                path.append(PathComponent(parameter: name, type: type))
            case .query(let item, let type):
                slots.append(.query(item))
                query.append(item)
                queryTypes.append(type)
            }
        }
        self.slots = slots
        self.path = path
        self.query = query
        self.queryTypes = queryTypes
        self.words = path.map { $0.literal ?? "" }
    }

    /// A route's link: the path with `values`, given in pattern order, in place of its
    /// parameters, and a query item for each value that is not `nil`.
    func printed<each Value: QueryValue>(_ values: repeat each Value) -> PrintedRoute {
        // The words are copied only when a value goes into the path.
        var segments = words
        var queryItems: [LinkQueryItem] = []
        if !query.isEmpty {
            queryItems.reserveCapacity(query.count)
        }
        var index = 0
        for value in repeat each values {
            switch slots[index] {
            case .path(let offset, _, _):
                // A path value is a `LinkValue`, which always has a text.
                segments[offset] = value.queryText ?? ""
            case .query(let item):
                if let text = value.queryText {
                    queryItems.append(LinkQueryItem(name: item.name, value: text))
                }
            }
            index += 1
        }
        return PrintedRoute(segments: segments, queryItems: queryItems)
    }

    /// Reads a matched link's values one after the other, typed.
    struct Reader {
        let slots: [Slot]
        let link: DeepLink
        let start: Int
        let rule: String
        var index = 0

        /// - Throws: ``DeepLinkError`` naming the query item that is missing or not of its
        ///   type, or the segment that is not (which matching already ruled out).
        mutating func next<Value: QueryValue>(_ type: Value.Type) throws(DeepLinkError) -> Value {
            guard index < slots.count else { throw .missingParameter(name: "#\(index)") }
            let slot = slots[index]
            index += 1
            switch slot {
            case .path(let offset, let name, let type):
                let segment = start + offset
                let text = segment < link.segments.count ? link.segments[segment] : nil
                do {
                    return try Value(queryText: text)
                } catch {
                    throw .invalidParameter(
                        name: name, value: text ?? "", position: link.position(ofSegment: segment),
                        expected: type.linkTypeDescription)
                }
            case .query(let item):
                let text = link.queryValue(named: item.name)
                do {
                    return try Value(queryText: text)
                } catch {
                    guard let text else { throw .missingQueryItem(key: item.name, route: rule) }
                    throw .invalidQueryValue(key: item.name, value: text, expected: item.typeDescription)
                }
            }
        }
    }
}
