import CoordinatorKit
import Observation

/// One displayed tab, observable on its own: its layers, bottom first.
///
/// The tab's list of layers changes only when a layer opens or closes; what happens
/// inside a layer is observed on its ``LayerModel``.
@MainActor
@Observable
public final class TabModel: Identifiable {
    /// The tab's identifier.
    public let id: ModuleID
    /// The tab's layers, bottom first; never empty, the first is the base layer.
    public private(set) var layers: [LayerModel]
    /// Where the tab shows and what tapping it does (`TabItem.Role`).
    public private(set) var role: TabItem.Role
    /// The heading of the sidebar section that lists the tab; `nil` for the first section.
    public private(set) var section: NavigationText?
    /// The tab's base layer: its root screen and the screens pushed on it.
    public var baseLayer: LayerModel? { layers.first }
    /// The tab's state last taken, unobserved: what its label is read from
    /// (`ModuleRegistry.tabDescriptor(for:)`), whose module and root stay with its identifier.
    public var tabState: TabState { state }

    /// The state last taken, to skip an unchanged tab without looking at its layers.
    @ObservationIgnored private var state: TabState

    init(_ tab: TabState, in navigation: NavigationState) {
        id = tab.id
        state = tab
        let item = navigation.item(ofTab: tab.id)
        role = item?.role ?? .tab
        section = item?.section
        layers = []
        _ = update(from: tab, in: navigation, force: true)
    }

    /// Takes the values of `tab`, and its role and section in `navigation`, assigning only
    /// the slices that changed.
    ///
    /// - Returns: The number of observable properties assigned here and in the layers.
    @discardableResult
    func update(from tab: TabState, in navigation: NavigationState, force: Bool = false) -> Int {
        var assigned = 0
        let newRole = navigation.role(ofTab: tab.id)
        if role != newRole {
            role = newRole
            assigned += 1
        }
        let newSection = navigation.item(ofTab: tab.id)?.section
        if section != newSection {
            section = newSection
            assigned += 1
        }
        guard force || tab != state else { return assigned }
        state = tab
        let newLayers = tab.layers
        var models: [LayerModel] = []
        models.reserveCapacity(newLayers.count)
        for (offset, layer) in newLayers.enumerated() {
            if layers.indices.contains(offset), layers[offset].id == layer.id {
                models.append(layers[offset])
            } else {
                models.append(LayerModel(layer))
            }
        }
        for (offset, layer) in newLayers.enumerated().reversed() {
            let above = models.indices.contains(offset + 1) ? models[offset + 1] : nil
            assigned += models[offset].update(from: layer, presented: above)
        }
        if models.map(ObjectIdentifier.init) != layers.map(ObjectIdentifier.init) {
            layers = models
            assigned += 1
        }
        return assigned
    }
}
