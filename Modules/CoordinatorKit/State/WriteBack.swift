/// Something the user did to navigation outside the app's code, reported back by the UI.
///
/// SwiftUI changes what is on screen by itself when the user swipes back, swipes a sheet
/// down, drags a bottom sheet, taps an alert button or taps a tab; it then writes the new
/// value into the binding. The adapter turns each write into one of these and hands it to
/// ``RootCoordinator/writeBack(_:)``, which makes it a state transition like any other.
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
