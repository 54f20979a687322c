extension TabState {
    /// The identity of the screen at a depth, where depth 0 is the root.
    public func entryID(atDepth depth: Int) -> EntryID? {
        entry(atDepth: depth).map { EntryID(tab: id, depth: depth, entry: $0) }
    }

    /// The alert shown on this tab with the identity of its showing, if any.
    public var alertID: AlertID? {
        guard let depth = alertDepth, let entry = entry(atDepth: depth), let box = entry.alertBox else { return nil }
        return AlertID(screen: EntryID(tab: id, depth: depth, entry: entry), showing: box)
    }

    /// The layer with the given identity, if this tab has it.
    public func layer(withID layerID: LayerID) -> Layer? {
        guard layerID.tab == id else { return nil }
        return layers.first { $0.id == layerID }
    }
}

extension TabState.Layer: Identifiable {
    /// The layer's identity: its position and its first screen.
    public var id: LayerID {
        LayerID(index: index, root: rootID)
    }

    /// The identity of the layer's first screen.
    public var rootID: EntryID {
        EntryID(tab: tab, depth: depth, entry: root)
    }

    /// The identities of the screens pushed inside the layer, bottom first: the layer's
    /// `NavigationStack` path.
    public var pathIDs: [EntryID] {
        path.enumerated().map { offset, entry in EntryID(tab: tab, depth: depth + 1 + offset, entry: entry) }
    }

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

    /// The detent the layer rests at when it is a bottom sheet; `nil` otherwise.
    public var selectedDetent: Detent? {
        presentation == nil ? nil : root.selectedDetent
    }

    /// The detents the layer can rest at when it is a bottom sheet; empty otherwise.
    public var detents: [Detent] {
        presentation == nil ? [] : root.detents
    }
}
