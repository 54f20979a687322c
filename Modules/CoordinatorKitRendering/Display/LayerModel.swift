import CoordinatorKit
import Observation

/// One displayed layer of a tab, observable per property: what one layer view renders.
///
/// A layer view reads only its own layer's properties, so a push on another layer, or
/// another tab, does not re-render it. The model lives as long as its layer: the same
/// object for the same `LayerID`, updated in place.
@MainActor
@Observable
public final class LayerModel: Identifiable {
    /// The layer's identity.
    public let id: LayerID
    /// How the layer is presented; `nil` for the tab's base layer.
    public let presentation: Presentation?
    /// The screens pushed inside the layer, bottom first: its `NavigationStack` path.
    public private(set) var path: [EntryID]
    /// The detent the layer rests at when it is a bottom sheet; `nil` otherwise.
    public private(set) var selectedDetent: Detent?
    /// The detents the layer can rest at when it is a bottom sheet; empty otherwise.
    public let detents: [Detent]
    /// The alert shown by one of the layer's screens, with the identity of its showing.
    public private(set) var alert: AlertID?
    /// The layer presented over this one, if any: the item of its sheet or cover.
    public private(set) var presented: LayerModel?

    /// The identity of the layer's first screen.
    public var root: EntryID { id.root }

    init(_ layer: TabState.Layer) {
        id = layer.id
        presentation = layer.presentation
        detents = layer.detents
        path = layer.pathIDs
        selectedDetent = layer.selectedDetent
        alert = layer.alertID
    }

    /// Takes the values of `layer`, assigning only those that changed.
    ///
    /// - Returns: The number of properties assigned, for tests and benchmarks.
    @discardableResult
    func update(from layer: TabState.Layer, presented above: LayerModel?) -> Int {
        var assigned = 0
        let newPath = layer.pathIDs
        if path != newPath {
            path = newPath
            assigned += 1
        }
        let detent = layer.selectedDetent
        if selectedDetent != detent {
            selectedDetent = detent
            assigned += 1
        }
        let newAlert = layer.alertID
        if alert != newAlert {
            alert = newAlert
            assigned += 1
        }
        if presented !== above {
            presented = above
            assigned += 1
        }
        return assigned
    }
}
