/// The patterns of a module's rules, without their route type: what matching a link
/// needs, compiled once per module.
///
/// Matching is plain, non-generic code; the codec calls into its rule only to build the
/// route from the values matched here.
struct LinkGrammar: Sendable {
    /// One rule's pattern.
    struct Pattern: Sendable {
        let name: String
        let path: [PathComponent]
        let query: [QueryParameter]
        /// The names of the values the pattern matches: its parameters, then its query items.
        let valueNames: [String]

        init(name: String, path: [PathComponent], query: [QueryParameter]) {
            self.name = name
            self.path = path
            self.query = query
            var names: [String] = []
            for component in path {
                if case .parameter(let name, _) = component.kind { names.append(name) }
            }
            valueNames = names + query.map(\.name)
        }
    }

    /// The outcome of offering the segments ahead to the patterns.
    enum Match {
        /// Pattern `index` matched, consuming `consumed` segments, with the typed values of
        /// its path and query; `nearMiss` explains why a longer pattern did not match.
        case rule(Int, arguments: LinkArguments, consumed: Int, nearMiss: DeepLinkError?)
        /// No pattern matched; `nearMiss` explains the closest attempt, if any came close.
        case none(nearMiss: DeepLinkError?)
    }

    let patterns: [Pattern]
    private let byFirstLiteral: [String: [Int]]
    private let startingWithParameter: [Int]

    init(_ patterns: [Pattern]) {
        self.patterns = patterns
        var byLiteral: [String: [Int]] = [:]
        var byParameter: [Int] = []
        for (index, pattern) in patterns.enumerated() {
            guard let first = pattern.path.first else { continue }
            if let literal = first.literal {
                byLiteral[literal, default: []].append(index)
            } else {
                byParameter.append(index)
            }
        }
        byFirstLiteral = byLiteral
        startingWithParameter = byParameter
    }

    /// Offers `link.segments[start...]` to the patterns and returns the longest match.
    ///
    /// Patterns are tried longest first: when two match the segments ahead, the one that
    /// consumes more of them wins; among equals, one starting with a fixed word beats one
    /// starting with a parameter, then the one declared first wins. A pattern that fails
    /// on a parameter is remembered as a near miss, to explain the rejection better than
    /// "unknown segment", when it matched a fixed word first or when `isFirstInSpan` says
    /// these are the first segments after the module's own.
    ///
    /// - Throws: A ``DeepLinkError`` when the best pattern matched the path but its query
    ///   items were missing or not of their type: the path is this module's, the link is bad.
    func match(_ link: DeepLink, from start: Int, isFirstInSpan: Bool) throws(DeepLinkError) -> Match {
        let segments = link.segments
        guard start < segments.count else { return .none(nearMiss: nil) }
        var best: (index: Int, arguments: LinkArguments)?
        var nearMiss: DeepLinkError?

        func consider(_ index: Int) {
            let path = patterns[index].path
            if let best, patterns[best.index].path.count >= path.count { return }
            guard start + path.count <= segments.count else { return }
            var arguments = LinkArguments(names: patterns[index].valueNames)
            for offset in path.indices {
                let segment = segments[start + offset]
                switch path[offset].kind {
                case .literal(let text):
                    guard segment == text else { return }
                case .parameter(let name, let type):
                    guard let value = type.value(from: segment) else {
                        if nearMiss == nil, offset > 0 || isFirstInSpan {
                            nearMiss = .invalidParameter(
                                name: name, value: segment, position: link.position(ofSegment: start + offset),
                                expected: type.linkTypeDescription)
                        }
                        return
                    }
                    arguments.append(value)
                }
            }
            best = (index, arguments)
        }

        if let literalRules = byFirstLiteral[segments[start]] {
            for index in literalRules {
                consider(index)
            }
        }
        for index in startingWithParameter {
            consider(index)
        }
        // Taken out of `best`, so that appending the query values does not copy them.
        guard let (index, pathArguments) = best.take() else { return .none(nearMiss: nearMiss) }
        var arguments = pathArguments
        let pattern = patterns[index]
        for parameter in pattern.query {
            guard let text = link.queryValue(named: parameter.name) else {
                if parameter.isRequired {
                    throw .missingQueryItem(key: parameter.name, route: pattern.name)
                }
                arguments.append(nil)
                continue
            }
            guard let value = parameter.type.value(from: text) else {
                throw .invalidQueryValue(key: parameter.name, value: text, expected: parameter.type.linkTypeDescription)
            }
            arguments.append(value)
        }
        return .rule(index, arguments: arguments, consumed: pattern.path.count, nearMiss: nearMiss)
    }

    /// The fixed words accepted as the next segment, for error messages.
    var expectedWords: [String] {
        var words = byFirstLiteral.keys.sorted()
        for index in startingWithParameter where !words.contains(patterns[index].path[0].description) {
            words.append(patterns[index].path[0].description)
        }
        return words
    }
}
