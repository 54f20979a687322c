/// One way of writing one kind of route as link segments and query items, both ways.
///
/// A rule declares its values once, typed, in a ``LinkPattern``; its parser receives them
/// in the pattern's order and its printer returns them in the same order, so a misspelt
/// name cannot exist and a parser or printer of the wrong types does not compile:
///
/// ```swift
/// DeepLinkRule<ProfileRoute>(
///     "order", path: "orders" / PathParameter<Int>("id"),
///     parse: { id in .order(id: id) },
///     print: { route in
///         guard case .order(let id) = route else { return nil }
///         return id
///     })
/// ```
///
/// A rule with several values prints a tuple, and an optional query item arrives as an
/// optional:
///
/// ```swift
/// DeepLinkRule<ShopRoute>(
///     "item", path: PathParameter<ShopRoute.Kind>("kind") & QueryParameter<UUID>("id")
///         & QueryParameter<Int?>("count"),
///     parse: { kind, id, count in .item(kind: kind, id: id, count: count ?? 1) },
///     print: { route in
///         guard case .item(let kind, let id, let count) = route else { return nil }
///         return (kind, id, count)
///     })
/// ```
///
/// A route without values needs only ``init(_:path:)``.
public struct DeepLinkRule<R: Route>: Sendable {
    /// The rule's name, used in route listings and error messages.
    public let name: String
    /// The path segments the rule matches, after the module's own segment.
    public var path: [PathComponent] { slots.path }
    /// The query items the rule reads.
    public var query: [QueryComponent] { slots.query }
    /// Where each of the rule's values stands in a link.
    private let slots: LinkSlots
    /// Builds the route from a link whose segments from the given index on matched
    /// ``path``; throws only ``DeepLinkError`` (stored as plain `throws`: a typed-throws
    /// function value needs a newer runtime than the package's platforms have).
    let build: @Sendable (DeepLink, Int) throws -> R
    /// The route's values as link texts in pattern order (`nil` for an optional value left
    /// out), or `nil` when the route is not of this rule's kind.
    let printValues: @Sendable (R) -> [String?]?

    /// Creates a rule whose pattern holds typed values.
    ///
    /// - Parameters:
    ///   - name: The rule's name for listings and errors.
    ///   - path: The pattern: words, ``PathParameter``s and ``QueryParameter``s.
    ///   - parse: Builds the route from the values, in pattern order. An error it throws
    ///     rejects the link with ``DeepLinkError/rejected(route:reason:)``, unless it is a
    ///     ``DeepLinkError``, which rejects the link as it is.
    ///   - print: Returns the route's values in pattern order (one value alone, several as
    ///     a tuple), or `nil` when the route is not of this rule's kind.
    public init<each Value: QueryValue>(
        _ name: String,
        path: LinkPattern<repeat each Value>,
        parse: @escaping @Sendable (repeat each Value) throws -> R,
        print: @escaping @Sendable (R) -> (repeat each Value)?
    ) {
        let slots = LinkSlots(path.pieces)
        self.name = name
        self.slots = slots
        self.build = { link, start in
            var reader = LinkSlots.Reader(slots: slots, link: link, start: start, rule: name)
            do {
                // The reader throws only `DeepLinkError`, which passes through as it is.
                return try parse(repeat try reader.next((each Value).self))
            } catch let error as DeepLinkError {
                throw error
            } catch {
                throw DeepLinkError.rejected(route: name, reason: String(describing: error))
            }
        }
        self.printValues = { route in
            guard let values = print(route) else { return nil }
            var texts: [String?] = []
            for value in repeat each values {
                texts.append(value.queryText)
            }
            return texts
        }
    }

    /// Creates a rule whose path is one typed parameter.
    ///
    /// - Parameters:
    ///   - name: The rule's name for listings and errors.
    ///   - path: The parameter, the whole path.
    ///   - parse: Builds the route from the value.
    ///   - print: Returns the route's value, or `nil` when the route is not of this kind.
    public init<Value: LinkValue>(
        _ name: String,
        path: PathParameter<Value>,
        parse: @escaping @Sendable (Value) throws -> R,
        print: @escaping @Sendable (R) -> Value?
    ) {
        self.init(name, path: LinkPattern<Value>(pieces: [path.piece]), parse: parse, print: print)
    }

    /// Creates a rule for a route that carries no values.
    ///
    /// An empty `path` makes the rule the module's root: the module's segment alone.
    ///
    /// - Parameters:
    ///   - route: The one route the rule parses and prints.
    ///   - path: The fixed words of its link.
    public init(_ route: R, path: [String]) {
        self.name = String(describing: route)
        self.slots = LinkSlots(path.map { .word($0) })
        self.build = { _, _ in route }
        self.printValues = { $0 == route ? [] : nil }
    }

    /// Builds the rule's route from `link`, whose segments from `start` on matched its path.
    ///
    /// - Throws: ``DeepLinkError/missingQueryItem(key:route:)`` or
    ///   ``DeepLinkError/invalidQueryValue(key:value:expected:)`` for a query item;
    ///   ``DeepLinkError/rejected(route:reason:)`` when the parser refuses the values, or
    ///   the ``DeepLinkError`` the parser threw.
    func route(in link: DeepLink, from start: Int) throws(DeepLinkError) -> R {
        do {
            return try build(link, start)
        } catch let error as DeepLinkError {
            throw error
        } catch {
            throw .rejected(route: name, reason: String(describing: error))
        }
    }

    /// The segments and query items of a route whose values this rule printed.
    func components(printing values: [String?]) -> (segments: [String], queryItems: [LinkQueryItem])? {
        slots.components(printing: values)
    }

    /// Whether the rule prints `route`.
    package func prints(_ route: R) -> Bool {
        printValues(route) != nil
    }

    /// The rule's pattern as shown in route listings: `orders/{id: Int}?[count={Int}]`.
    public var pattern: String {
        var text = path.map(\.description).joined(separator: "/")
        if !query.isEmpty {
            text += "?" + query.map(\.description).joined(separator: "&")
        }
        return text
    }
}
