import CoordinatorKit
/// What a renderer draws above everything else it shows, tab bar included: the selected
/// tab's topmost overlay layer and its custom alert, bottom first, then the indicator of a
/// link that waits.
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
/// The link indicator (a link waiting for its lookup, or held until a screen that holds
/// links has gone: `RootCoordinator.pendingLookup`) must be seen over whatever is up — the
/// very screen that holds the link is usually a sheet. It is drawn last, above the overlay
/// and the alert, on a surface above the toolkit's presentations; on one under them it is
/// drawn in the topmost presented layer instead (``linkIndicatorLayer``). It covers
/// nothing: unlike an overlay or a custom alert it is not modal (``isModal``).
///
/// ```swift
/// let above = navigation.display.aboveEverything(coveringPresentations: true, pendingLookup: root.pendingLookup)
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
        /// The indicator of a link waiting for its lookup or held, drawn at the top with
        /// the app's view for it; it covers nothing.
        case linkIndicator(PendingLinkLookup)

        /// The identity of a drawn item: its layer or its alert's showing.
        public enum ID: Hashable, Sendable {
            /// An overlay layer's identity.
            case layer(LayerID)
            /// A custom alert's identity.
            case alert(AlertID)
            /// The link indicator's identity, whichever link waits.
            case linkIndicator
        }

        /// The item's identity, stable while the same layer or showing is drawn.
        public var id: ID {
            switch self {
            case .overlay(let layer): .layer(layer.id)
            case .customAlert(let alert): .alert(alert)
            case .linkIndicator: .linkIndicator
            }
        }

        /// Whether the item covers the surface: an overlay or a custom alert takes every
        /// touch and VoiceOver's attention; the link indicator leaves both to what lies below.
        public var isModal: Bool {
            if case .linkIndicator = self { return false }
            return true
        }
    }

    /// What is drawn above everything, bottom first; empty when nothing is.
    public let items: [Item]
    /// The presented layer that draws the link indicator in place, over its screens: the
    /// topmost one the toolkit presents, when the surface lies under presentations and a
    /// link waits; `nil` otherwise (the indicator is among ``items``, or not drawn).
    public let linkIndicatorLayer: LayerID?

    /// Whether nothing is drawn above everything: the surface should let every touch through.
    public var isEmpty: Bool { items.isEmpty }

    /// Whether something drawn covers the surface (an overlay, a custom alert): it then
    /// takes every touch and keeps VoiceOver inside; otherwise only the link indicator's
    /// own frame takes touches.
    public var isModal: Bool { items.contains(where: \.isModal) }

    /// What VoiceOver's escape gesture ("dismisses a modal view or cancels an operation")
    /// asks of the root for the topmost modal item: an overlay's dismissal, which a screen
    /// in it that asks before it leaves holds as any dismissal (`NavigationCommand.dismiss`),
    /// or a custom alert's ending as its cancel button ends it
    /// (`AlertState.escapeAnswer`); `nil` when nothing modal is drawn.
    public var escape: NavigationCommand? {
        switch items.last(where: \.isModal) {
        case .overlay: .dismiss
        case .customAlert(let alert): .writeBack(alert.ending(answer: alert.alert.escapeAnswer))
        case .linkIndicator, nil: nil
        }
    }

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
    /// - Parameters:
    ///   - coveringPresentations: Whether the surface the items are drawn on lies
    ///     above the toolkit's presented layers too (iOS: a window of its own, above the
    ///     scene's sheets and covers), or only above the tabs (macOS: a layer of the root
    ///     view, under the sheets, which are windows of their own).
    ///   - pendingLookup: The link waiting for its lookup or held, when the renderer shows
    ///     an indicator for it; `nil` when none waits or the app shows none.
    /// - Returns: The selected tab's topmost overlay and custom alert, as far as the
    ///   surface can draw them, bottom first, then the link indicator, or the layer that
    ///   draws it.
    public func aboveEverything(coveringPresentations: Bool, pendingLookup: PendingLinkLookup? = nil) -> AboveEverything {
        let layers = selectedTab.flatMap { tab($0)?.layers } ?? []
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
        var indicatorLayer: LayerID?
        if let pendingLookup {
            // The link's own screen is usually presented (a checkout sheet holding links):
            // under the presentations, the indicator goes into the topmost of them.
            let presented = coveringPresentations ? nil : layers.last { $0.presentation?.isPresentedByToolkit == true }
            if let presented { indicatorLayer = presented.id } else { items.append(.linkIndicator(pendingLookup)) }
        }
        return AboveEverything(items: items, linkIndicatorLayer: indicatorLayer)
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
