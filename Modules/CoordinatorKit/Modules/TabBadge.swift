/// What a tab shows beside its title: a count (unread items, a cart) or a short text.
///
/// Live data, not part of the module's ``TabDescriptor``: a module's coordinator answers
/// it from its observable data (``ModuleCoordinator/tabBadge``), and
/// ``RootCoordinator/badge(ofTab:)`` reads it, so a view or test reading it under
/// Observation is told when the data changes.
public enum TabBadge: Hashable, Sendable, CustomStringConvertible {
    /// A number; the root shows no badge for zero or less.
    case count(Int)
    /// A short text, such as `"New"`.
    case text(String)

    /// The badge as the tab shows it: the number, or the text.
    public var description: String {
        switch self {
        case .count(let count): String(count)
        case .text(let text): text
        }
    }
}
