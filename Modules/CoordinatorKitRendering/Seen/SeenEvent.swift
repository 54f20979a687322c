import CoordinatorKit

/// A screen that appeared on display or disappeared from it, with its name in analytics:
/// what an app sends as a screen view.
///
/// The players report it through their `onSeen` callback (``TransitionPlayer/onSeen``,
/// ``ContainerPlayer/onSeen``) when the transition that shows or hides the screen has
/// ended — a push's animation, a sheet's presentation, a cover's dismissal — not when the
/// state changed, so a screen is counted once it is on screen; the events of one ending
/// list the screens that disappeared before those that appeared.
///
/// The screens on display are those of the selected tab (whatever the layout): the top
/// screen of its stack and of every layer above it (sheet, bottom sheet, form sheet, popover,
/// overlay, full-screen cover), down to the top-most full-screen cover, which hides what is
/// under it. A sheet or a popover leaves the screen under it on display, as UIKit does; an
/// alert is not a screen. Selecting
/// another tab makes the old tab's screens disappear and the new tab's appear.
///
/// ```swift
/// player.onSeen = { event in
///     guard event.change == .appeared else { return }
///     analytics.screenView(event.analyticsName.name, event.analyticsName.parameters)
/// }
/// ```
public struct SeenEvent: Hashable, Sendable, CustomStringConvertible {
    /// Whether the screen came on display or left it.
    public enum Change: String, Hashable, Sendable {
        /// The screen is on display: its transition in has ended, or what covered it has gone.
        case appeared
        /// The screen left the display: it was popped, dismissed or covered by a full-screen
        /// presentation, or its tab was left.
        case disappeared
    }

    /// Whether the screen appeared or disappeared.
    public let change: Change
    /// The screen.
    public let screen: EntryID
    /// The screen's name in analytics: its route's `Route.analyticsName`, else its module and
    /// case (`recipes.detail`), with no values.
    public let analyticsName: AnalyticsName

    /// The event of `screen`, named the way its route asks.
    package init(_ change: Change, _ screen: EntryID) {
        self.change = change
        self.screen = screen
        analyticsName = screen.route.analyticsName
    }

    /// The event as one line: the change, the name, then the values in the order of their
    /// keys (`appeared recipe_detail id=42`).
    public var description: String {
        let values = analyticsName.parameters.sorted { $0.key < $1.key }.map { " \($0.key)=\($0.value)" }
        return "\(change.rawValue) \(analyticsName.name)" + values.joined()
    }
}

extension SeenEvent {
    /// The events between two lists of screens on display (`NavigationState.seenScreens`):
    /// the screens gone, top first, then the screens come, bottom first.
    ///
    /// UIKit reports both ends of one transition together and in an order that depends on
    /// the transition (`viewDidDisappear(_:)` of the old screen before `viewDidAppear(_:)`
    /// of the new one on a push, the other way round on a full-screen presentation); one
    /// order for every ending lets a stream of screen views read as "left, then entered".
    package static func changes(from old: [EntryID], to new: [EntryID]) -> [SeenEvent] {
        let gone = old.reversed().filter { !new.contains($0) }.map { SeenEvent(.disappeared, $0) }
        let come = new.filter { !old.contains($0) }.map { SeenEvent(.appeared, $0) }
        return gone + come
    }
}
