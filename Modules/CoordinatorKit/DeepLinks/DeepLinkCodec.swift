/// A module's deep-link grammar: parses path segments and query items into its routes
/// and prints its routes back, so that printing then parsing gives the same route.
///
/// Rules are tried longest first: when two rules match the segments ahead, the one that
/// consumes more of them wins; among equals, a rule starting with a fixed word beats one
/// starting with a parameter, then the one declared first wins.
public struct DeepLinkCodec<R: Route>: Sendable {
    /// The rules, in declaration order.
    public let rules: [DeepLinkRule<R>]
    private let rulesByFirstLiteral: [String: [Int]]
    private let rulesStartingWithParameter: [Int]

    /// Creates a codec from its rules.
    public init(_ rules: [DeepLinkRule<R>]) {
        self.rules = rules
        var byLiteral: [String: [Int]] = [:]
        var byParameter: [Int] = []
        for (index, rule) in rules.enumerated() {
            guard let first = rule.path.first else { continue }
            if let literal = first.literal {
                byLiteral[literal, default: []].append(index)
            } else {
                byParameter.append(index)
            }
        }
        rulesByFirstLiteral = byLiteral
        rulesStartingWithParameter = byParameter
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
    /// A rule that fails on a parameter is remembered as a near miss, to explain the
    /// rejection better than "unknown segment", when it matched a fixed word first or
    /// when `isFirstInSpan` says these are the first segments after the module's own.
    ///
    /// - Throws: A ``DeepLinkError`` when the best rule matched the path but its query
    ///   items or its values were rejected: the path is this module's, the link is bad.
    func match(_ link: DeepLink, from start: Int, isFirstInSpan: Bool = true) throws(DeepLinkError) -> Match {
        let segments = link.segments
        guard start < segments.count else { return .none(nearMiss: nil) }
        var best: (index: Int, arguments: LinkArguments)?
        var nearMiss: DeepLinkError?

        func consider(_ index: Int) {
            let path = rules[index].path
            if let best, rules[best.index].path.count >= path.count { return }
            guard start + path.count <= segments.count else { return }
            var arguments = LinkArguments()
            for (offset, component) in path.enumerated() {
                let segment = segments[start + offset]
                switch component.kind {
                case .literal(let text):
                    guard segment == text else { return }
                case .parameter(let name, let type):
                    guard let value = type.init(linkText: segment) else {
                        if nearMiss == nil, offset > 0 || isFirstInSpan {
                            nearMiss = .invalidParameter(
                                name: name, value: segment, position: link.position(ofSegment: start + offset),
                                expected: type.linkTypeDescription)
                        }
                        return
                    }
                    arguments.append(value, named: name)
                }
            }
            best = (index, arguments)
        }

        for index in rulesByFirstLiteral[segments[start]] ?? [] {
            consider(index)
        }
        for index in rulesStartingWithParameter {
            consider(index)
        }
        guard let (index, arguments) = best else { return .none(nearMiss: nearMiss) }
        return .route(
            try build(rules[index], from: arguments, link: link), consumed: rules[index].path.count, nearMiss: nearMiss)
    }

    /// Parses a whole link of this module's segments (without the module's own segment)
    /// into one route. No segments parse with the module's root rule, the one with an
    /// empty path.
    ///
    /// - Throws: ``DeepLinkError`` when the segments are not exactly one route of this module.
    public func parse(_ link: DeepLink) throws(DeepLinkError) -> R {
        guard !link.segments.isEmpty else {
            guard let root = rules.first(where: { $0.path.isEmpty }) else {
                throw .unknownSegment("", position: 0, expected: expectedWords)
            }
            return try build(root, from: LinkArguments(), link: link)
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

    private func build(
        _ rule: DeepLinkRule<R>, from pathArguments: LinkArguments, link: DeepLink
    ) throws(DeepLinkError) -> R {
        var arguments = pathArguments
        for parameter in rule.query {
            guard let text = link.queryValue(named: parameter.name) else {
                if parameter.isRequired {
                    throw .missingQueryItem(key: parameter.name, route: rule.name)
                }
                continue
            }
            guard let value = parameter.type.init(linkText: text) else {
                throw .invalidQueryValue(
                    key: parameter.name, value: text, expected: parameter.type.linkTypeDescription)
            }
            arguments.append(value, named: parameter.name)
        }
        do {
            return try rule.parse(arguments)
        } catch let error as DeepLinkError {
            throw error
        } catch {
            throw .rejected(route: rule.name, reason: String(describing: error))
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
        var words = rulesByFirstLiteral.keys.sorted()
        for index in rulesStartingWithParameter where !words.contains(rules[index].path[0].description) {
            words.append(rules[index].path[0].description)
        }
        return words
    }
}
