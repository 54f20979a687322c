#if canImport(SwiftUI)
import SwiftUI

/// Presents the layer above a layer, mapping its presentation to its modifier: a sheet
/// (also for a bottom sheet, which sets its own detents, and for a form sheet), a
/// full-screen cover (a sheet on macOS, which has none), a popover, or an overlay.
///
/// A popover points at the view its anchor names (``NavigationAnchors``) and is a sheet in
/// compact width. A form sheet is a sheet: SwiftUI has no form-sheet size before iOS 18,
/// and an iPad's sheet in regular width is already form-sized; its size applies on macOS
/// (``PresentationSize`` as the sheet's frame) and in UIKit.
///
/// An overlay is no toolkit presentation: the topmost one is drawn above everything
/// (``AboveEverythingView``), one under it is drawn here, in place, over this layer.
///
/// Each presentation is attached to a view of its own (`Presentation.Host`): the sheet to
/// one clear view behind the content, the cover to another, the popover to a third over
/// it. A sheet and a full-screen cover attached to one view interfere — a cover presented
/// after a sheet there does not come up full screen
/// (https://github.com/pointfreeco/swift-composable-architecture/issues/2413) — and on
/// macOS the cover is a second sheet, which would share the view too.
///
/// On macOS, where a sheet is a window of its own over the root view, the presented sheet
/// also draws the link indicator when it is the topmost one
/// (``AboveEverything/linkIndicatorLayer``), since the root view's is under it.
///
/// A binding set to `nil` by SwiftUI (sheet swiped down, cover dismissed) is the write-back
/// ``WriteBack/layerDismissed(_:)`` of that layer. The sheet's `onDismiss` reports the
/// dismissal to the player (the layer's observer reports it too, from UIKit).
@MainActor
struct LayerPresentationModifier: ViewModifier {
    let presented: LayerModel?
    let navigation: PlayedNavigation
    /// The last layer presented here, which `onDismiss` reports as dismissed: by the time
    /// SwiftUI calls it, the displayed state no longer has the layer.
    @State private var lastPresented: LayerID?

    func body(content: Content) -> some View {
        content
            .background {
                Color.clear.sheet(item: item(.sheet), onDismiss: reportDismissal) { layer in
                    presentedView(of: layer)
                }
            }
            .background {
                #if os(iOS)
                Color.clear.fullScreenCover(item: item(.fullScreenCover), onDismiss: reportDismissal) { layer in
                    presentedView(of: layer)
                }
                #else
                Color.clear.sheet(item: item(.fullScreenCover), onDismiss: reportDismissal) { layer in
                    presentedView(of: layer)
                }
                #endif
            }
            .overlay {
                GeometryReader { proxy in
                    Color.clear.popover(
                        item: item(.popover),
                        attachmentAnchor: navigation.anchors.attachment(of: presented?.presentation, in: proxy.frame(in: .global))
                    ) { layer in
                        presentedView(of: layer)
                            .presentationCompactAdaptation(.sheet)
                    }
                }
            }
            .overlay {
                if let layer = presented, layer.presentation?.host == .overlay, !navigation.aboveEverything.draws(layer.id) {
                    OverlayLayerView(layer: layer, navigation: navigation)
                        .transition(.opacity)
                }
            }
            .onChange(of: presented?.id, initial: true) { _, id in
                if let id { lastPresented = id }
            }
    }

    /// A presented layer's view; on macOS with the link indicator over it while it draws it.
    @ViewBuilder
    private func presentedView(of layer: LayerModel) -> some View {
        #if os(macOS)
        LayerView(layer: layer, navigation: navigation)
            .overlay(alignment: .top) {
                LinkIndicatorInLayer(layer: layer.id, navigation: navigation)
            }
        #else
        LayerView(layer: layer, navigation: navigation)
        #endif
    }

    /// The presented layer when it goes in `host`, else `nil`; writing `nil` dismisses it.
    private func item(_ host: Presentation.Host) -> Binding<LayerModel?> {
        let presented = presented
        let root = navigation.root
        let shown = presented.flatMap { $0.presentation?.host == host ? $0 : nil }
        return Binding(
            get: { shown },
            set: { newValue in
                if newValue == nil, let shown {
                    root.writeBack(.layerDismissed(shown.id))
                }
            })
    }

    /// Reports the sheet or cover dismissed: SwiftUI calls this when it dismisses it. A
    /// popover has no `onDismiss`: the layer's observer reports it.
    private func reportDismissal() {
        if let lastPresented {
            navigation.completion.report(.layerDismissed(lastPresented))
        }
    }
}

@MainActor
extension View {
    /// Presents `layer` over this view in the container its presentation names.
    func presents(_ layer: LayerModel?, navigation: PlayedNavigation) -> some View {
        modifier(LayerPresentationModifier(presented: layer, navigation: navigation))
    }
}
#endif
