/// The patterns of a module's rules without their route type, compiled once per module:
/// matching is plain code, and only building the route calls into the rule.
struct LinkGrammar: Sendable {
    /// Each rule's path, in declaration order.
    let patterns: [[PathComponent]]
    private let byFirstLiteral: [String: [Int]]
    private let startingWithParameter: [Int]
    /// The rules with no path and a required query item, most required items first, then
    /// in declaration order.
    let rootQueryRules: [(rule: Int, required: [String])]

    init(_ rules: [(path: [PathComponent], query: [QueryComponent])]) {
        self.patterns = rules.map(\.path)
        var byLiteral: [String: [Int]] = [:]
        var byParameter: [Int] = []
        var rootQuery: [(rule: Int, required: [String])] = []
        for (index, rule) in rules.enumerated() {
            let path = rule.path
            guard let first = path.first else {
                let required = rule.query.filter(\.isRequired).map(\.name)
                if !required.isEmpty { rootQuery.append((index, required)) }
                continue
            }
            if let literal = first.literal {
                byLiteral[literal, default: []].append(index)
            } else {
                byParameter.append(index)
            }
        }
        byFirstLiteral = byLiteral
        startingWithParameter = byParameter
        // A stable sort: among rules requiring as many items, the one declared first wins.
        rootQueryRules = rootQuery.enumerated().sorted {
            ($0.element.required.count, -$0.offset) > ($1.element.required.count, -$1.offset)
        }.map(\.element)
    }

    /// The first root-level query rule whose required items `link` all carries.
    func rootQueryRule(for link: DeepLink) -> Int? {
        guard !rootQueryRules.isEmpty, !link.queryItems.isEmpty else { return nil }
        for candidate in rootQueryRules
        where candidate.required.allSatisfy({ name in link.queryItems.contains { $0.name == name } }) {
            return candidate.rule
        }
        return nil
    }

    /// The rule whose path takes the most of `link.segments[start...]` (the query is read
    /// when the route is built); among equals a fixed word first beats a parameter, then
    /// the rule declared first. A rule failing on a parameter after a word, or on the first
    /// segments of a span, is kept as the near miss that explains a rejection.
    ///
    /// A parameter never takes one of `moduleWords` where another reading exists: such a
    /// segment hands the link to its module unless a fixed word claims it. Only when no rule
    /// matches otherwise does a parameter after a fixed word take it (`promo/settings` is
    /// the promotion coded "settings"), so every value a route holds prints a link that
    /// reads back to it.
    func match(
        _ link: DeepLink, from start: Int, isFirstInSpan: Bool, moduleWords: Set<String> = []
    ) -> LinkMatch<Int> {
        let segments = link.segments
        guard start < segments.count else { return .none(nearMiss: nil) }
        var best: Int?
        var nearMiss: NearMiss?
        var valueAfterWordMayBeModuleWord = false
        var refusedModuleWordAfterWord = false

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
                    let isModuleWord = type.holdsWords && moduleWords.contains(segment)
                    if isModuleWord, offset > 0, path[0].literal != nil {
                        if valueAfterWordMayBeModuleWord, type.accepts(segment) { continue }
                        refusedModuleWordAfterWord = true
                    }
                    guard type.accepts(segment), !isModuleWord else {
                        if nearMiss == nil, offset > 0 || isFirstInSpan {
                            nearMiss = NearMiss(
                                .invalidParameter(
                                    name: name, value: segment, position: link.position(ofSegment: start + offset),
                                    // A value a module's name would be: say so, not that it is no value.
                                    expected: type.linkTypeDescription + (type.accepts(segment) ? ", not a module's name" : "")))
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
            if best == nil, refusedModuleWordAfterWord {
                valueAfterWordMayBeModuleWord = true
                for index in literalRules {
                    consider(index)
                }
            }
        }
        for index in startingWithParameter {
            consider(index)
        }
        guard let best else { return .none(nearMiss: nearMiss) }
        return .matched(best, consumed: patterns[best].count, nearMiss: nearMiss)
    }

    /// The rules no link reaches, each with the earlier rule that always wins over it: a
    /// second root rule, a root-level query rule requiring the same items as an earlier
    /// one, or a path rule an earlier one of the same length covers at every segment and
    /// wins the tie against.
    func unreachableRules(queries: [[QueryComponent]]) -> [(rule: Int, winner: Int)] {
        var found: [(rule: Int, winner: Int)] = []
        var firstRoot: Int?
        for (index, path) in patterns.enumerated() where path.isEmpty {
            let required = Set(queries[index].filter(\.isRequired).map(\.name))
            if required.isEmpty {
                if let firstRoot { found.append((index, firstRoot)) } else { firstRoot = index }
            } else if let earlier = patterns.indices.first(where: { other in
                other < index && patterns[other].isEmpty
                    && Set(queries[other].filter(\.isRequired).map(\.name)) == required
            }) {
                found.append((index, earlier))
            }
        }
        for (index, path) in patterns.enumerated() where !path.isEmpty {
            if let winner = patterns.indices.first(where: { $0 < index && Self.covers(patterns[$0], path) }) {
                found.append((index, winner))
            }
        }
        return found
    }

    /// Whether a rule with path `winner`, declared first, takes every link `loser` would.
    private static func covers(_ winner: [PathComponent], _ loser: [PathComponent]) -> Bool {
        guard winner.count == loser.count, (winner[0].literal == nil) == (loser[0].literal == nil) else { return false }
        for (wins, loses) in zip(winner, loser) {
            switch (wins.kind, loses.kind) {
            case (.literal(let word), .literal(let other)):
                guard word == other else { return false }
            case (.parameter(_, let type), .literal(let word)):
                guard type.accepts(word) else { return false }
            case (.parameter(_, let type), .parameter(_, let other)):
                guard type.acceptsEverything || type.type == other.type else { return false }
            case (.literal, .parameter):
                return false
            }
        }
        return true
    }

    /// Whether a rule starts with `word`: a module's segment written after this module's
    /// then needs `~` ahead of it.
    func startsWithWord(_ word: String) -> Bool {
        byFirstLiteral[word] != nil
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

/// What matching made of the segments ahead, at every level: a rule's index (grammar), a
/// route (codec), an ``AnyRoute`` (module). `nearMiss` explains a rejection further on.
enum LinkMatch<Value> {
    case matched(Value, consumed: Int, nearMiss: NearMiss?)
    case none(nearMiss: NearMiss?)
}

/// Why the closest rule that did not match failed, boxed.
// Tuned: Benchmarks/README.md#near-miss-is-a-class
final class NearMiss: Sendable {
    let error: DeepLinkError

    init(_ error: DeepLinkError) {
        self.error = error
    }
}
