import CoordinatorKit
extension NavigationState {
    /// The state with each alert that `other` shows on the same screen taken from
    /// `other`, showing and all.
    ///
    /// A step that shows an alert carries the alert's value, not its showing; a displayed
    /// state takes the showing from the target so that the alert's identity on screen is
    /// the one the root answers to, and the plan from it keeps that alert.
    func adoptingShowings(of other: NavigationState) -> NavigationState {
        var next = self
        for index in next.tabs.indices {
            let tab = next.tabs[index]
            guard let depth = tab.alertDepth, let source = other[tab: tab.id], source.alertDepth == depth,
                let entry = tab.entry(atDepth: depth), let sourceEntry = source.entry(atDepth: depth),
                entry.isSameScreen(as: sourceEntry), entry.alert == sourceEntry.alert,
                entry.alertBox !== sourceEntry.alertBox
            else { continue }
            if depth == 0 {
                next.tabs[index].root.alertBox = sourceEntry.alertBox
            } else {
                next.tabs[index].stack[depth - 1].alertBox = sourceEntry.alertBox
            }
        }
        return next
    }
}
