import CoordinatorKit
/// What a renderer draws above everything else it shows, tab bar included: the selected
/// tab's topmost overlay layer and its custom alert, bottom first.
///
/// Overlays (`Presentation.overlay`) and custom alerts (`AlertState.Style.custom(_:)`)
/// are drawn by the renderer itself, not presented by the toolkit. Drawn inside the layer
/// they belong to, they would leave the tab bar bright and tappable; drawn in a clear
/// full-screen cover, they would block every touch and get the cover's opaque container.
/// A renderer therefore draws them on a surface of its own above its tabs — what this
/// value lists — and everything else in place:
///
/// - Only the topmost overlay of the selected tab is drawn above everything; an overlay
///   under it is drawn in place, over its own layer.
/// - A custom alert is drawn above everything unless its layer lies above that overlay
///   (a sheet presented over the overlay): then it is drawn in place, over its layer.
/// - A surface that is not above the toolkit's presentations (a layer of the root view,
///   under the sheets, as on macOS) draws an overlay or alert only when no presented layer
///   lies under it; one over a sheet is drawn in place, in the sheet.
///
/// ```swift
/// let above = navigation.display.aboveEverything(coveringPresentations: true)
/// ForEach(above.items) { item in … }      // the window above the tabs
/// above.draws(layer.id)                   // false: the layer view draws it in place
/// ```
@MainActor
public struct AboveEverything {
    /// One thing drawn above everything.
    public enum Item: Identifiable {
        /// An overlay layer, drawn with its screens and the layers presented over it.
        case overlay(LayerModel)
        /// A custom alert, drawn with the app's view for its style.
        case customAlert(AlertID)

        /// The identity of a drawn item: its layer or its alert's showing.
        public enum ID: Hashable, Sendable {
            /// An overlay layer's identity.
            case layer(LayerID)
            /// A custom alert's identity.
            case alert(AlertID)
        }

        /// The item's identity, stable while the same layer or showing is drawn.
        public var id: ID {
            switch self {
            case .overlay(let layer): .layer(layer.id)
            case .customAlert(let alert): .alert(alert)
            }
        }
    }

    /// What is drawn above everything, bottom first; empty when nothing is.
    public let items: [Item]

    /// Whether nothing is drawn above everything: the surface should let every touch through.
    public var isEmpty: Bool { items.isEmpty }

    /// Whether the layer is drawn above everything (so not in place, over the layer below it).
    public func draws(_ layer: LayerID) -> Bool {
        items.contains { $0.id == .layer(layer) }
    }

    /// Whether the custom alert is drawn above everything (so not in place, over its layer).
    public func draws(_ alert: AlertID) -> Bool {
        items.contains { $0.id == .alert(alert) }
    }
}

extension NavigationDisplay {
    /// What is drawn above everything for the displayed state.
    ///
    /// - Parameter coveringPresentations: Whether the surface the items are drawn on lies
    ///   above the toolkit's presented layers too (iOS: a window of its own, above the
    ///   scene's sheets and covers), or only above the tabs (macOS: a layer of the root
    ///   view, under the sheets, which are windows of their own).
    /// - Returns: The selected tab's topmost overlay and custom alert, as far as the
    ///   surface can draw them, bottom first.
    public func aboveEverything(coveringPresentations: Bool) -> AboveEverything {
        guard let selected = selectedTab, let layers = tab(selected)?.layers else { return AboveEverything(items: []) }
        // Whether nothing under `index` (and the layer itself, for an alert) is presented
        // by the toolkit, so that a surface under the presentations still covers it.
        func reachable(upTo index: Int) -> Bool {
            coveringPresentations || layers.prefix(index + 1).dropFirst().allSatisfy { $0.presentation == .overlay }
        }
        var items: [AboveEverything.Item] = []
        let overlay = layers.indices.last { layers[$0].presentation == .overlay }
        if let overlay, reachable(upTo: overlay) {
            items.append(.overlay(layers[overlay]))
        }
        if let index = layers.indices.last(where: { layers[$0].alert?.isCustom == true }), let alert = layers[index].alert,
            index <= overlay ?? index, reachable(upTo: index)
        {
            items.append(.customAlert(alert))
        }
        return AboveEverything(items: items)
    }
}

extension AlertID {
    /// Whether the alert is drawn by the renderer in the app's own design
    /// (``AlertState/Style/custom(_:)``) rather than presented by the toolkit.
    public var isCustom: Bool {
        if case .custom = alert.style { return true }
        return false
    }
}
