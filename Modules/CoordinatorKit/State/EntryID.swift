/// The identity of one screen in a tab: where it stands and what it shows, without its
/// alert, the detent its sheet rests at, or the values its route leaves out of its
/// ``Route/screenIdentity``.
///
/// A view keyed by this identity survives an alert coming and going on its screen and its
/// route being rewritten in place (``Navigator/update(_:)``), and two equal routes at
/// different depths are told apart. It is the element of a layer's `NavigationStack(path:)`
/// in the SwiftUI adapter.
public struct EntryID: Hashable, Sendable, CustomStringConvertible {
    /// The tab the screen is in.
    public let tab: ModuleID
    /// The screen's depth in its tab: 0 for the tab's root, `n` for `stack[n - 1]`.
    public let depth: Int
    /// The screen's route when the identity was taken (an update in place changes the
    /// route and keeps the identity).
    public let route: AnyRoute
    /// How the screen is presented.
    public let presentation: Presentation

    /// Creates the identity of a screen.
    ///
    /// - Parameters:
    ///   - tab: The tab the screen is in.
    ///   - depth: The screen's depth in its tab, 0 for the root.
    ///   - route: The screen's route.
    ///   - presentation: How the screen is presented.
    public init(tab: ModuleID, depth: Int, route: AnyRoute, presentation: Presentation) {
        self.tab = tab
        self.depth = depth
        self.route = route
        self.presentation = presentation
    }

    /// The identity of `entry` standing at `depth` in `tab`.
    init(tab: ModuleID, depth: Int, entry: NavigationEntry) {
        self.init(tab: tab, depth: depth, route: entry.route, presentation: entry.presentation)
    }

    /// Whether `entry` is the screen this identity names (its depth is the caller's to check).
    func names(_ entry: NavigationEntry) -> Bool {
        presentation == entry.presentation && route.isSameScreen(as: entry.route)
    }

    /// Whether both name the same screen at the same place.
    public static func == (lhs: EntryID, rhs: EntryID) -> Bool {
        lhs.tab == rhs.tab && lhs.depth == rhs.depth && lhs.presentation == rhs.presentation
            && lhs.route.isSameScreen(as: rhs.route)
    }

    /// Hashes the place and the route's screen identity.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(tab)
        hasher.combine(depth)
        hasher.combine(presentation)
        route.hashScreen(into: &hasher)
    }

    /// The EntryID as text, for logs and messages.
    public var description: String {
        "\(tab)@\(depth) \(route) [\(presentation.name)]"
    }
}
