import CoordinatorKit

extension TabState {
    /// The alert shown on this tab with the identity of its showing, if any.
    public var alertID: AlertID? {
        guard let depth = alertDepth, let entry = entry(atDepth: depth), let box = entry.alertBox else { return nil }
        return AlertID(screen: EntryID(tab: id, depth: depth, entry: entry), showing: box)
    }
}

extension TabState.Layer {
    /// The alert shown by one of the layer's screens, with the identity of its showing.
    public var alertID: AlertID? {
        if let box = root.alertBox { return AlertID(screen: rootID, showing: box) }
        for (offset, entry) in path.enumerated() {
            if let box = entry.alertBox {
                return AlertID(screen: EntryID(tab: tab, depth: depth + 1 + offset, entry: entry), showing: box)
            }
        }
        return nil
    }
}
