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
            .sheet(item: item(.sheet), onDismiss: reportDismissal) { layer in
                LayerView(layer: layer, navigation: navigation)
            }
            #if os(iOS)
            .fullScreenCover(item: item(.fullScreenCover), onDismiss: reportDismissal) { layer in
                LayerView(layer: layer, navigation: navigation)
            }
            #else
            .sheet(item: item(.fullScreenCover), onDismiss: reportDismissal) { layer in
                LayerView(layer: layer, navigation: navigation)
            }
            #endif
            .overlay {
                GeometryReader { proxy in
                    Color.clear.popover(
                        item: item(.popover),
                        attachmentAnchor: navigation.anchors.attachment(of: presented?.presentation, in: proxy.frame(in: .global))
                    ) { layer in
                        LayerView(layer: layer, navigation: navigation)
                            .presentationCompactAdaptation(.sheet)
                    }
                }
            }
            .overlay {
                if let layer = presented, LayerContainer(layer.presentation) == .overlay,
                    !navigation.aboveEverything.draws(layer.id)
                {
                    OverlayLayerView(layer: layer, navigation: navigation)
                        .transition(.opacity)
                }
            }
            .onChange(of: presented?.id, initial: true) { _, id in
                if let id { lastPresented = id }
            }
    }

    /// The presented layer when it goes in `container`, else `nil`; writing `nil` dismisses it.
    private func item(_ container: LayerContainer) -> Binding<LayerModel?> {
        let presented = presented
        let root = navigation.root
        let shown = presented.flatMap { LayerContainer($0.presentation) == container ? $0 : nil }
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

/// The SwiftUI container a presentation goes in.
enum LayerContainer: Hashable {
    case sheet, fullScreenCover, popover, overlay

    /// The container of `presentation`; a bottom sheet is a sheet with detents, a form
    /// sheet a sheet.
    init?(_ presentation: Presentation?) {
        switch presentation {
        case .sheet, .bottomSheet, .formSheet: self = .sheet
        case .popover: self = .popover
        case .fullScreenCover: self = .fullScreenCover
        case .overlay: self = .overlay
        case .push, nil: return nil
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
