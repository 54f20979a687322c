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
    /// The root-level query rules: no path word, at least one required query item (each
    /// rule's index and required items' names), most required items first, then in
    /// declaration order. A link's module segment with the items present reads as one.
    let rootQueryRules: [(rule: Int, required: [String])]

    /// Compiles the rules' patterns: each rule's path and query items, in declaration order.
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

    /// The root-level query rule a link's query items select: the first, most demanding
    /// first, whose required items the link all carries; `nil` when none.
    func rootQueryRule(for link: DeepLink) -> Int? {
        guard !rootQueryRules.isEmpty, !link.queryItems.isEmpty else { return nil }
        for candidate in rootQueryRules
        where candidate.required.allSatisfy({ name in link.queryItems.contains { $0.name == name } }) {
            return candidate.rule
        }
        return nil
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
    ///
    /// A parameter never takes a segment in `moduleWords`, the segments that name a
    /// registered module: such a segment ends the rule's run (hands the link to that
    /// module) unless the rule claims it with a fixed word. Printing applies the same rule
    /// (see `ModuleRegistry.checkedLink(for:)`), so a value that names a module is a
    /// printing error, never a link that reads back differently.
    func match(
        _ link: DeepLink, from start: Int, isFirstInSpan: Bool, moduleWords: Set<String> = []
    ) -> LinkMatch<Int> {
        let segments = link.segments
        guard start < segments.count else { return .none(nearMiss: nil) }
        var best: Int?
        var nearMiss: NearMiss?

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
                    guard type.accepts(segment), !(type.holdsWords && moduleWords.contains(segment)) else {
                        if nearMiss == nil, offset > 0 || isFirstInSpan {
                            nearMiss = NearMiss(
                                .invalidParameter(
                                    name: name, value: segment, position: link.position(ofSegment: start + offset),
                                    expected: type.linkTypeDescription))
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

    /// The rules no link reaches, each with the rule that always wins over it: a second
    /// root rule (no path, no required query item), a root-level query rule requiring the
    /// same items as an earlier one, and a path rule that an earlier rule of the same
    /// length covers at every segment (the same word, a parameter of its type, or a
    /// `String` parameter) and wins the tie against (both start with a word, or both with
    /// a parameter).
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

    /// Whether a rule with path `winner`, declared first, takes every link one with path
    /// `loser` would.
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

    /// Whether a rule starts with the fixed word `word`: a module's segment written after
    /// this module's needs the marker `~` ahead of it to read as that module.
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

/// What a grammar, a codec or a module made of the segments ahead of it.
///
/// One shape at every level of matching: the grammar matches a rule (`Value` is the rule's
/// index), the codec builds that rule's route (`Value` is the module's route type), and a
/// registered module wraps it (`Value` is ``AnyRoute``).
enum LinkMatch<Value> {
    /// A rule matched and consumed `consumed` segments; `nearMiss` explains why a longer
    /// rule did not, in case the segments after the match are rejected.
    case matched(Value, consumed: Int, nearMiss: NearMiss?)
    /// No rule matched; `nearMiss` explains the closest attempt, if any came close.
    case none(nearMiss: NearMiss?)
}

/// Why the closest rule that did not match failed, boxed.
// Tuned: Benchmarks/README.md#near-miss-is-a-class
final class NearMiss: Sendable {
    /// The error the link is rejected with if nothing after the match accepts it.
    let error: DeepLinkError

    init(_ error: DeepLinkError) {
        self.error = error
    }
}
