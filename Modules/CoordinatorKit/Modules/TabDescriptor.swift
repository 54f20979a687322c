/// How a module's tab appears in the tab bar.
public struct TabDescriptor: Hashable, Codable, Sendable {
    /// The tab's title; a string literal is a localization key (``NavigationText``).
    public var title: NavigationText
    /// The name of the SF Symbol shown for the tab.
    public var systemImage: String
    /// Whether a sidebar on a regular width shows the tab's root screen in a column of its
    /// own, beside a detail column with the screens above it (a list and the item chosen,
    /// as Mail shows a mailbox); on a compact width the tab is one stack, as any tab.
    public var showsContentColumn: Bool

    /// Creates a tab descriptor.
    ///
    /// - Parameters:
    ///   - title: The tab's title: `"Recipes"`, or a ``NavigationText`` in a module's bundle.
    ///   - systemImage: The name of the SF Symbol shown for the tab.
    ///   - showsContentColumn: Whether a sidebar on a regular width shows the root screen in
    ///     a content column beside the detail; `false` by default.
    public init(title: NavigationText, systemImage: String, showsContentColumn: Bool = false) {
        self.title = title
        self.systemImage = systemImage
        self.showsContentColumn = showsContentColumn
    }
}

/// What a tab shows beside its title: a count (unread items, a cart) or a short text.
///
/// Live data, not part of the ``TabDescriptor``: a module's coordinator answers it from
/// its observable data (``ModuleCoordinator/tabBadge``), read through
/// ``RootCoordinator/badge(ofTab:)`` under Observation.
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
