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
