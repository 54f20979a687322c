/// The patterns of a module's rules, without their route type: what matching a link
/// needs, compiled once per module.
///
/// Matching is plain, non-generic code; the codec calls into its rule only to build the
/// route from the values matched here.
struct LinkGrammar: Sendable {
    /// Each rule's path, in declaration order.
    let patterns: [[PathComponent]]
    private let byFirstLiteral: [String: [Int]]
    private let startingWithParameter: [Int]

    init(_ patterns: [[PathComponent]]) {
        self.patterns = patterns
        var byLiteral: [String: [Int]] = [:]
        var byParameter: [Int] = []
        for (index, path) in patterns.enumerated() {
            guard let first = path.first else { continue }
            if let literal = first.literal {
                byLiteral[literal, default: []].append(index)
            } else {
                byParameter.append(index)
            }
        }
        byFirstLiteral = byLiteral
        startingWithParameter = byParameter
    }

    /// Offers `link.segments[start...]` to the patterns and returns the longest match: the
    /// index of its rule. Only the path is matched; the rule reads its query items when it
    /// builds its route.
    ///
    /// Patterns are tried longest first: when two match the segments ahead, the one that
    /// consumes more of them wins; among equals, one starting with a fixed word beats one
    /// starting with a parameter, then the one declared first wins. A pattern that fails
    /// on a parameter is remembered as a near miss, to explain the rejection better than
    /// "unknown segment", when it matched a fixed word first or when `isFirstInSpan` says
    /// these are the first segments after the module's own.
    func match(_ link: DeepLink, from start: Int, isFirstInSpan: Bool) -> LinkMatch<Int> {
        let segments = link.segments
        guard start < segments.count else { return .none(nearMiss: nil) }
        var best: Int?
        var nearMiss: DeepLinkError?

        func consider(_ index: Int) {
            let path = patterns[index]
            if let best, patterns[best].count >= path.count { return }
            guard start + path.count <= segments.count else { return }
            for offset in path.indices {
                let segment = segments[start + offset]
                switch path[offset].kind {
                case .literal(let text):
                    guard segment == text else { return }
                case .parameter(let name, let type):
                    guard type.accepts(segment) else {
                        if nearMiss == nil, offset > 0 || isFirstInSpan {
                            nearMiss = .invalidParameter(
                                name: name, value: segment, position: link.position(ofSegment: start + offset),
                                expected: type.linkTypeDescription)
                        }
                        return
                    }
                }
            }
            best = index
        }

        if let literalRules = byFirstLiteral[segments[start]] {
            for index in literalRules {
                consider(index)
            }
        }
        for index in startingWithParameter {
            consider(index)
        }
        guard let best else { return .none(nearMiss: nearMiss) }
        return .matched(best, consumed: patterns[best].count, nearMiss: nearMiss)
    }

    /// The fixed words accepted as the next segment, for error messages.
    var expectedWords: [String] {
        var words = byFirstLiteral.keys.sorted()
        for index in startingWithParameter where !words.contains(patterns[index][0].description) {
            words.append(patterns[index][0].description)
        }
        return words
    }
}
