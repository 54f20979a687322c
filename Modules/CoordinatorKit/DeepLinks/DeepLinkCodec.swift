/// A module's deep-link grammar: parses path segments and query items into its routes
/// and prints its routes back, so that printing then parsing gives the same route.
///
/// Rules are tried longest first: when two rules match the segments ahead, the one that
/// consumes more of them wins; among equals, a rule starting with a fixed word beats one
/// starting with a parameter, then the one declared first wins.
///
/// A codec prints with one `switch` over the routes, each case returning the link of one
/// of its rules, so the compiler checks that every route is printed, and printed with
/// values of the types its rule declares:
///
/// ```swift
/// let list = DeepLinkRule<ShopRoute>(.list, path: [])
/// let item = DeepLinkRule("item", path: "item" & QueryParameter<UUID>("id"),
///                         parse: { id in ShopRoute.item(id: id) })
/// let codec = DeepLinkCodec([list, item]) { route in
///     switch route {
///     case .list: list.link()
///     case .item(let id): item.link(id)
///     }
/// }
/// ```
///
/// Several rules may parse into the same route (an older spelling kept for links already
/// shared); the printer picks the one that prints it. A route that no link should open
/// prints as `nil`.
public struct DeepLinkCodec<R: Route>: Sendable {
    /// The rules, in declaration order.
    public let rules: [AnyDeepLinkRule<R>]
    let grammar: LinkGrammar
    private let printer: @Sendable (R) -> PrintedRoute?

    /// Creates a codec from its rules and the printer of its routes.
    ///
    /// - Parameters:
    ///   - rules: The rules, in declaration order.
    ///   - print: Returns a route's link, made by one of `rules` with
    ///     ``DeepLinkRule/link(_:)``: a `switch` over the routes with one case per kind of
    ///     route; `nil` for a route that has no link.
    public init(
        _ rules: [any DeepLinkRuleProtocol<R>],
        print: @escaping @Sendable (R) -> PrintedRoute?
    ) {
        self.rules = rules.map { $0.anyRule }
        self.grammar = LinkGrammar(self.rules.map { ($0.path, $0.query) })
        self.printer = print
    }

    /// Creates a codec whose rules carry no values: each route prints with the first rule
    /// declared for it.
    ///
    /// - Parameter rules: The rules, in declaration order, each made with
    ///   ``DeepLinkRule/init(_:path:)``.
    public init(_ rules: [DeepLinkRule<R>]) {
        let printed = rules.compactMap { rule in rule.route.map { ($0, rule.link()) } }
        self.init(rules) { route in
            for (candidate, link) in printed where candidate == route {
                return link
            }
            return nil
        }
    }

    /// Parses a whole link of this module's segments (without the module's own segment)
    /// into one route. No segments parse with a root-level query rule whose required
    /// items the link carries, else with the module's root rule, the one with an empty path.
    ///
    /// - Throws: ``DeepLinkError`` when the segments are not exactly one route of this module.
    public func parse(_ link: DeepLink) throws(DeepLinkError) -> R {
        guard !link.segments.isEmpty else {
            guard let rule = grammar.rootQueryRule(for: link) ?? rootRule else {
                throw .unknownSegment("", position: 0, expected: grammar.expectedWords)
            }
            return try rules[rule].route(in: link, from: 0)
        }
        switch grammar.match(link, from: 0, isFirstInSpan: true) {
        case .matched(let index, let consumed, let nearMiss):
            let route = try rules[index].route(in: link, from: 0)
            guard consumed == link.segments.count else {
                throw nearMiss?.error ?? .unknownSegment(link.segments[consumed], position: consumed, expected: [])
            }
            return route
        case .none(let nearMiss):
            throw nearMiss?.error ?? .unknownSegment(link.segments[0], position: 0, expected: grammar.expectedWords)
        }
    }

    /// The rule with neither path nor required query item: the module's segment alone.
    private var rootRule: Int? {
        rules.firstIndex { $0.path.isEmpty && !$0.query.contains(where: \.isRequired) }
    }

    /// Prints a route into path segments and query items, or returns `nil` for a route
    /// that has no link.
    public func components(for route: R) -> PrintedRoute? {
        printer(route)
    }

    /// The rule a route's printed link reads back with, if the route has a link and a rule
    /// reads all of it.
    public func rule(for route: R) -> AnyDeepLinkRule<R>? {
        ruleIndex(for: route).map { rules[$0] }
    }

    /// The index in ``rules`` of the rule a route's printed link reads back with.
    package func ruleIndex(for route: R) -> Int? { ruleReading(route)?.index }

    /// The screens a link to `route` stands on, by the rule that prints it.
    func parents(of route: R) -> [R] {
        guard let (index, link) = ruleReading(route) else { return [] }
        return (try? rules[index].standsOn?(link, 0)) ?? []
    }

    private func ruleReading(_ route: R) -> (index: Int, link: DeepLink)? {
        guard let printed = printer(route) else { return nil }
        let link = DeepLink(segments: printed.segments, queryItems: printed.queryItems)
        guard !link.segments.isEmpty else { return (grammar.rootQueryRule(for: link) ?? rootRule).map { ($0, link) } }
        guard case .matched(let index, let consumed, _) = grammar.match(link, from: 0, isFirstInSpan: true),
            consumed == link.segments.count
        else { return nil }
        return (index, link)
    }
}

/// A route as one of its module's rules prints it: the link segments after the module's
/// own and the query items.
///
/// Only a rule makes one, with ``DeepLinkRule/link(_:)``, so a codec's printer returns
/// nothing but a rule's link filled with values of the types its pattern declares. It does
/// not name its route type, which would cost a module generic over its route type a
/// metadata lookup per printed route; a route printed with another module's rule is caught
/// by the round-trip check of `CoordinatorKitTesting`.
public struct PrintedRoute: Hashable, Sendable {
    /// The path segments after the module's own, values in place.
    public let segments: [String]
    /// The query items, in pattern order; an optional value that is `nil` has none.
    public let queryItems: [LinkQueryItem]

    init(segments: [String], queryItems: [LinkQueryItem]) {
        self.segments = segments
        self.queryItems = queryItems
    }
}
