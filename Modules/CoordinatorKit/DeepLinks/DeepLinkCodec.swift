/// A module's deep-link grammar: parses path segments and query items into its routes
/// and prints its routes back, so that printing then parsing gives the same route.
///
/// Rules are tried longest first: when two rules match the segments ahead, the one that
/// consumes more of them wins; among equals, a rule starting with a fixed word beats one
/// starting with a parameter, then the one declared first wins.
public struct DeepLinkCodec<R: Route>: Sendable {
    /// The rules, in declaration order.
    public let rules: [DeepLinkRule<R>]
    /// The rules' patterns without their route type: matching runs as plain code, and only
    /// building the route calls into the rule.
    let grammar: LinkGrammar

    /// Creates a codec from its rules.
    public init(_ rules: [DeepLinkRule<R>]) {
        self.rules = rules
        self.grammar = LinkGrammar(rules.map(\.path))
    }

    /// Offers `link.segments[start...]` to the rules and returns the longest match.
    ///
    /// - Throws: A ``DeepLinkError`` when the best rule matched the path but its query
    ///   items or its values were rejected: the path is this module's, the link is bad.
    func match(_ link: DeepLink, from start: Int, isFirstInSpan: Bool = true) throws(DeepLinkError) -> LinkMatch<R> {
        switch grammar.match(link, from: start, isFirstInSpan: isFirstInSpan) {
        case .matched(let index, let consumed, let nearMiss):
            .matched(try rules[index].route(in: link, from: start), consumed: consumed, nearMiss: nearMiss)
        case .none(let nearMiss):
            .none(nearMiss: nearMiss)
        }
    }

    /// Parses a whole link of this module's segments (without the module's own segment)
    /// into one route. No segments parse with the module's root rule, the one with an
    /// empty path.
    ///
    /// - Throws: ``DeepLinkError`` when the segments are not exactly one route of this module.
    public func parse(_ link: DeepLink) throws(DeepLinkError) -> R {
        guard !link.segments.isEmpty else {
            guard let root = rules.firstIndex(where: { $0.path.isEmpty }) else {
                throw .unknownSegment("", position: 0, expected: expectedWords)
            }
            return try rules[root].route(in: link, from: 0)
        }
        switch try match(link, from: 0) {
        case .matched(let route, let consumed, _) where consumed == link.segments.count:
            return route
        case .matched(_, let consumed, let nearMiss):
            throw nearMiss ?? .unknownSegment(link.segments[consumed], position: consumed, expected: [])
        case .none(let nearMiss):
            throw nearMiss ?? .unknownSegment(link.segments[0], position: 0, expected: expectedWords)
        }
    }

    /// Prints a route into path segments and query items, or returns `nil` when no rule
    /// prints it (a defect the round-trip check in `CoordinatorKitTesting` reports).
    public func components(for route: R) -> (segments: [String], queryItems: [LinkQueryItem])? {
        for rule in rules {
            guard let values = rule.printValues(route) else { continue }
            return rule.components(printing: values)
        }
        return nil
    }

    /// The rule that prints `route`, if any.
    public func rule(for route: R) -> DeepLinkRule<R>? {
        rules.first { $0.prints(route) }
    }

    /// The fixed words the codec accepts as its next segment, for error messages.
    var expectedWords: [String] {
        grammar.expectedWords
    }
}
