import CoordinatorKit

/// The screens a player reported on display at its last ending, and the events to the
/// screens on display now.
struct SeenScreens {
    private(set) var reported: [EntryID]

    init(_ state: NavigationState) {
        reported = state.seenScreens
    }

    /// The events from the screens reported last to those `state` shows, which become the
    /// screens reported; a tab bar's More list hides the selected tab's stack.
    mutating func events(to state: NavigationState, showingMoreList: Bool = false) -> [SeenEvent] {
        let now = state.seenScreens(showingMoreList: showingMoreList)
        defer { reported = now }
        return SeenEvent.changes(from: reported, to: now)
    }

    /// The screens reported last, as appeared: what a renderer shows when it starts.
    var appeared: [SeenEvent] {
        reported.map { SeenEvent(.appeared, $0) }
    }
}
