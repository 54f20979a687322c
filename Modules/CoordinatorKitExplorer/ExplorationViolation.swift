/// A broken invariant found by ``NavigationExplorer``, with the shortest trace of actions
/// from a start state that breaks it.
public struct ExplorationViolation: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The broken invariant and what was seen.
    public let violation: NavigationInvariantViolation
    /// The actions, from the start state, after which the invariant was broken.
    public let trace: [ExplorationAction]

    /// Creates a violation found after `trace`.
    public init(violation: NavigationInvariantViolation, trace: [ExplorationAction]) {
        self.violation = violation
        self.trace = trace
    }

    /// The violation and its trace, one action a line.
    public var description: String {
        ([violation.description] + trace.enumerated().map { "  \($0.offset + 1). \($0.element)" })
            .joined(separator: "\n")
    }

    /// The trace as a Swift Testing test that replays it with an `explorer` in scope and
    /// expects no violation: paste it into a test suite to keep the finding fixed.
    public var testSource: String {
        let actions = trace.map { "        \($0.swiftSource)," }
        return """
            /// Found by NavigationExplorer: \(violation)
            @Test func exploredTraceKeepsTheInvariants() throws {
                let violations = try explorer.replay([
                    \(actions.joined(separator: "\n").dropFirst(8))
                ])
                #expect(violations.isEmpty, "\\(violations)")
            }
            """
    }
}
