/// How a module's tab appears in the tab bar.
public struct TabDescriptor: Hashable, Codable, Sendable {
    /// The tab's title; a string literal is a localization key (``NavigationText``).
    public var title: NavigationText
    /// The name of the SF Symbol shown for the tab.
    public var systemImage: String

    /// Creates a tab descriptor.
    ///
    /// - Parameters:
    ///   - title: The tab's title: `"Recipes"`, or a ``NavigationText`` in a module's bundle.
    ///   - systemImage: The name of the SF Symbol shown for the tab.
    public init(title: NavigationText, systemImage: String) {
        self.title = title
        self.systemImage = systemImage
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
