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
        self.grammar = LinkGrammar(rules.map { LinkGrammar.Pattern(name: $0.name, path: $0.path, query: $0.query) })
    }

    /// The outcome of offering the segments ahead to this codec.
    enum Match {
        /// A rule matched and consumed `consumed` segments; `nearMiss` explains why a
        /// longer rule did not, in case the segments after the match are rejected.
        case route(R, consumed: Int, nearMiss: DeepLinkError?)
        /// No rule matched; `nearMiss` explains the closest attempt, if any came close.
        case none(nearMiss: DeepLinkError?)
    }

    /// Offers `link.segments[start...]` to the rules and returns the longest match.
    ///
    /// - Throws: A ``DeepLinkError`` when the best rule matched the path but its query
    ///   items or its values were rejected: the path is this module's, the link is bad.
    func match(_ link: DeepLink, from start: Int, isFirstInSpan: Bool = true) throws(DeepLinkError) -> Match {
        switch try grammar.match(link, from: start, isFirstInSpan: isFirstInSpan) {
        case .rule(let index, let arguments, let consumed, let nearMiss):
            .route(try build(rule: index, from: arguments), consumed: consumed, nearMiss: nearMiss)
        case .none(let nearMiss):
            .none(nearMiss: nearMiss)
        }
    }

    /// Builds the route of rule `index` from its matched values.
    ///
    /// - Throws: ``DeepLinkError/rejected(route:reason:)`` when the rule's parser refuses
    ///   the values, or the ``DeepLinkError`` the parser threw.
    func build(rule index: Int, from arguments: LinkArguments) throws(DeepLinkError) -> R {
        try rules[index].route(from: arguments)
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
            return try build(rule: root, from: LinkArguments())
        }
        switch try match(link, from: 0) {
        case .route(let route, let consumed, _) where consumed == link.segments.count:
            return route
        case .route(_, let consumed, let nearMiss):
            throw nearMiss ?? .unknownSegment(link.segments[consumed], position: consumed, expected: [])
        case .none(let nearMiss):
            throw nearMiss ?? .unknownSegment(link.segments[0], position: 0, expected: expectedWords)
        }
    }

    /// Prints a route into path segments and query items, or returns `nil` when no rule
    /// prints it (a defect the round-trip check in `CoordinatorKitTesting` reports).
    public func components(for route: R) -> (segments: [String], queryItems: [LinkQueryItem])? {
        for rule in rules {
            guard let values = rule.print(route) else { continue }
            var segments: [String] = []
            segments.reserveCapacity(rule.path.count)
            for component in rule.path {
                switch component.kind {
                case .literal(let text):
                    segments.append(text)
                case .parameter(let name, _):
                    guard let value = values[name] else { return nil }
                    segments.append(value.linkText)
                }
            }
            var queryItems: [LinkQueryItem] = []
            for parameter in rule.query {
                guard let value = values[parameter.name] else {
                    if parameter.isRequired { return nil }
                    continue
                }
                queryItems.append(LinkQueryItem(name: parameter.name, value: value.linkText))
            }
            return (segments, queryItems)
        }
        return nil
    }

    /// The rule that prints `route`, if any.
    public func rule(for route: R) -> DeepLinkRule<R>? {
        rules.first { $0.print(route) != nil }
    }

    /// The fixed words the codec accepts as its next segment, for error messages.
    var expectedWords: [String] {
        grammar.expectedWords
    }
}
