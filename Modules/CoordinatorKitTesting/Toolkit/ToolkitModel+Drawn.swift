import CoordinatorKit

/// What a renderer draws itself — a link's indicator, a banner, an overlay — and whether
/// the toolkit's presentations cover it (``ToolkitRule/onlyAWindowAboveIsOverPresentations``):
/// a controller presented in a window is drawn above every view of that window, its root
/// view and what a renderer adds to it included, and a layer's view lies under the layers
/// and alerts presented over it. Only a window of a higher level is above them all: "even
/// the bottom window in a level obscures the top window of the next level down"
/// (https://developer.apple.com/documentation/uikit/uiwindow/level).
extension ToolkitModel {
    /// Where a renderer draws something of its own.
    public enum DrawingPlace: Hashable, Sendable, CustomStringConvertible {
        /// Over a layer's screens, in that layer's view: for a tab's base layer the
        /// window's root view (the root controller's, the SwiftUI root view), for a
        /// presented layer the view of its sheet, cover or popover.
        case layer(LayerID)
        /// In a window of its own, one level above the scene's windows.
        case windowAbove

        /// The place as text, for test failures.
        public var description: String {
            switch self {
            case .layer(let layer): "over \(layer)"
            case .windowAbove: "in a window above"
            }
        }
    }

    /// Whether what a renderer draws at `place` is seen: drawn in a window above, or over a
    /// layer on display with nothing presented over it — no layer or alert of the
    /// renderer's, coming, up or going, and no presentation of a screen's own.
    ///
    /// - Parameter place: Where it is drawn.
    /// - Returns: `false` when a presentation covers it, or its layer is not on display.
    public func isSeen(at place: DrawingPlace) -> Bool {
        guard case .layer(let layer) = place else { return true }
        guard foreign == nil else { return false }
        let presented: [LayerID?]
        let base: Bool
        if drivesContainers {
            presented = containers.presented.map(\.container.layer?.id)
            base = layer.index == 0 && containers.selectedTab == layer.tab
        } else {
            presented = chain.map(\.item.layer)
            base = layer.index == 0 && baseLayer == layer
        }
        if base { return presented.isEmpty }
        return presented.last == layer
    }
}
