/// Where a link's screens land: a choice the caller makes when it opens a link.
///
/// Links from outside the app (a web page, a notification, another app) land on the tab
/// of the first module with a tab they name, as ``owningTab`` says; that is the default.
/// A tap inside the app that shows another module's screen, an author on a recipe's
/// page, keeps the user where they are: ``currentTab``.
///
/// The choice can also be written in the link: a link whose first segment is
/// ``DeepLink/currentTabMarker`` (`~`) lands on the current tab, such as
/// `recipes://~/profile/author/7`. Links without it keep their meaning.
public enum LinkPlacement: Sendable, Hashable, CustomStringConvertible {
    /// The first module with a tab that the link names selects its tab, and the tab's
    /// stack is replaced by the link's screens; a link naming no module with a tab is
    /// shown over the current tab.
    case owningTab
    /// The link's screens go on top of the current tab's stack, each presented as its
    /// route asks (a module without a tab as it is entered); no tab is selected.
    case currentTab
    /// The link's screens are all the root shows: one tab, without a tab bar, whose root is
    /// the link's first screen and whose stack the rest — a window for one screen (a
    /// composer, a photo) made from the app's registry and services. Links opened there
    /// later land in that tab when it is their module's, else over it.
    case alone

    /// The placement's name, for logs.
    public var description: String {
        switch self {
        case .owningTab: "owningTab"
        case .currentTab: "currentTab"
        case .alone: "alone"
        }
    }
}

extension DeepLink {
    /// The first segment of a link that lands on the current tab, whatever tab its modules
    /// own: `~`, as in `recipes://~/profile/author/7`. No module may claim it.
    public static let currentTabMarker = "~"

    /// Where the link asks its screens to land: ``LinkPlacement/currentTab`` when it
    /// starts with ``currentTabMarker``, else ``LinkPlacement/owningTab``.
    public var placement: LinkPlacement {
        segments.count > 1 && segments[0] == Self.currentTabMarker ? .currentTab : .owningTab
    }

    /// The same link written to land on the current tab: ``currentTabMarker`` first.
    public var onCurrentTab: DeepLink {
        placement == .currentTab ? self : DeepLink(segments: [Self.currentTabMarker] + segments, queryItems: queryItems)
    }
}
