/// One screen in a tab's stack: a module-tagged route, how it is presented, and the
/// alert or dialog it is showing, if any.
///
/// An alert belongs to the entry that showed it: when the entry is popped, dismissed or
/// covered by a new layer, its alert goes with it.
public struct NavigationEntry: Hashable, Codable, Sendable, CustomStringConvertible {
    /// The screen's route.
    public var route: AnyRoute
    /// How the screen is presented. For a tab's root entry this is always ``Presentation/push``
    /// and means nothing: the root is not presented.
    public var presentation: Presentation
    /// The alert, confirmation dialog or custom alert the screen is showing.
    public var alert: AlertState?

    /// Creates an entry.
    public init(route: AnyRoute, presentation: Presentation, alert: AlertState? = nil) {
        self.route = route
        self.presentation = presentation
        self.alert = alert
    }

    /// Creates an entry presented the way its route asks.
    public init(_ route: AnyRoute) {
        self.init(route: route, presentation: route.presentation)
    }

    /// Whether two entries show the same screen the same way, whatever their alerts.
    public func isSameScreen(as other: NavigationEntry) -> Bool {
        presentation == other.presentation && route == other.route
    }

    public var description: String {
        "\(route) [\(presentation.name)]" + (alert.map { " + \($0.style.name) '\($0.title)'" } ?? "")
    }
}
