/// What a grammar, a codec or a module made of the segments ahead of it.
///
/// One shape at every level of matching: the grammar matches a rule (`Value` is the rule's
/// index), the codec builds that rule's route (`Value` is the module's route type), and a
/// registered module wraps it (`Value` is ``AnyRoute``).
enum LinkMatch<Value> {
    /// A rule matched and consumed `consumed` segments; `nearMiss` explains why a longer
    /// rule did not, in case the segments after the match are rejected.
    case matched(Value, consumed: Int, nearMiss: DeepLinkError?)
    /// No rule matched; `nearMiss` explains the closest attempt, if any came close.
    case none(nearMiss: DeepLinkError?)
}
