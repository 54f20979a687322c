/// Something the user did to navigation outside the app's code, reported back by the UI.
///
/// SwiftUI changes what is on screen by itself when the user swipes back, swipes a sheet
/// down, drags a bottom sheet, taps an alert button or taps a tab; it then writes the new
/// value into the binding. The adapter turns each write into one of these and performs
/// ``NavigationCommand/writeBack(_:)``, a state transition like any other.
public enum WriteBack: Hashable, Sendable, CustomStringConvertible {
    /// A layer's navigation path was set shorter (back swipe, back button): the layer is
    /// popped to the screens that remain.
    ///
    /// The new path must be a prefix of the layer's current path; any other path (longer,
    /// or naming other screens) is ignored, since only a pop can come from the user.
    case path([EntryID], of: LayerID)
    /// A modal layer was set to `nil` (sheet swiped down, cover dismissed): the layer and
    /// every layer above it are dismissed.
    case layerDismissed(LayerID)
    /// A bottom sheet was dragged to another of its detents.
    case detentSelected(Detent, of: LayerID)
    /// The system dismissed an alert: its `isPresented` binding was set to `false`.
    case alertDismissed(AlertID)
    /// One of an alert's buttons was chosen.
    case alertAnswered(AlertID, action: AlertState.Action)
    /// A tab was tapped, the selected one included.
    case tabSelected(ModuleID)

    /// The WriteBack as text, for logs and messages.
    public var description: String {
        switch self {
        case .path(let path, let layer): "path of \(layer) set to \(path.map(\.depth))"
        case .layerDismissed(let layer): "\(layer) dismissed"
        case .detentSelected(let detent, let layer): "\(layer) dragged to \(detent.name)"
        case .alertDismissed(let alert): "\(alert) dismissed"
        case .alertAnswered(let alert, let action): "\(alert) answered '\(action)'"
        case .tabSelected(let tab): "tab \(tab) tapped"
        }
    }
}

extension NavigationState {
    /// The state the UI shows after the user did `writeBack`, or `nil` when the write-back
    /// changes nothing here: it names a layer, screen or alert this state does not show,
    /// it only confirms what is already shown, or it is not one the user can make.
    ///
    /// This is the write-back as a fact about the screen. A tapped tab only selects it
    /// here; the root adds what selecting a tab means (reselection, guards, the modal
    /// layers of the tab left) when it performs ``NavigationCommand/writeBack(_:)``.
    public func applying(_ writeBack: WriteBack) -> NavigationState? {
        switch writeBack {
        case .path(let path, let layerID):
            guard let tab = self[tab: layerID.tab], let layer = tab.layer(withID: layerID) else { return nil }
            let current = layer.pathIDs
            guard path.count < current.count, Array(current.prefix(path.count)) == path else { return nil }
            return truncating(tab: tab.id, toCount: layer.depth + path.count)
        case .layerDismissed(let layerID):
            guard layerID.index > 0, let tab = self[tab: layerID.tab], tab.layer(withID: layerID) != nil else {
                return nil
            }
            return truncating(tab: tab.id, toCount: layerID.depth - 1)
        case .detentSelected(let detent, let layerID):
            guard layerID.index > 0, var tab = self[tab: layerID.tab], let layer = tab.layer(withID: layerID),
                layer.detents.contains(detent), layer.selectedDetent != detent,
                tab.stack.indices.contains(layer.depth - 1)
            else { return nil }
            tab.stack[layer.depth - 1].selectedDetent = detent
            return replacing(tab)
        case .alertDismissed(let alertID), .alertAnswered(let alertID, _):
            guard isShowing(alertID), var tab = self[tab: alertID.screen.tab] else { return nil }
            tab.removeAlerts()
            return replacing(tab)
        case .tabSelected(let id):
            guard selectedTab != id, self[tab: id] != nil else { return nil }
            var next = self
            next.selectedTab = id
            return next
        }
    }

    /// Whether the alert showing `alertID` names is still up: the same showing, on the
    /// screen it names.
    public func isShowing(_ alertID: AlertID) -> Bool {
        guard let entry = self[tab: alertID.screen.tab]?.entry(atDepth: alertID.screen.depth) else { return false }
        return entry.alertBox === alertID.showing && alertID.screen.names(entry)
    }

    private func truncating(tab id: ModuleID, toCount count: Int) -> NavigationState? {
        guard var tab = self[tab: id], count >= 0, count < tab.stack.count else { return nil }
        tab.stack.removeSubrange(count...)
        return replacing(tab)
    }

    private func replacing(_ tab: TabState) -> NavigationState {
        var next = self
        next[tab: tab.id] = tab
        return next
    }
}
