#if canImport(SwiftUI)
import SwiftUI

/// Presents the layer above a layer, mapping its presentation to its modifier: a sheet
/// (also for a bottom sheet, which sets its own detents), a full-screen cover (a sheet on
/// macOS, which has none) or an overlay drawn above everything.
///
/// A binding set to `nil` by SwiftUI (sheet swiped down, cover dismissed) is the write-back
/// ``WriteBack/layerDismissed(_:)`` of that layer.
@MainActor
struct LayerPresentationModifier: ViewModifier {
    let presented: LayerModel?
    let navigation: PlayedNavigation

    func body(content: Content) -> some View {
        content
            .sheet(item: item(.sheet)) { layer in
                LayerView(layer: layer, navigation: navigation)
            }
            #if os(iOS)
            .fullScreenCover(item: item(.fullScreenCover)) { layer in
                LayerView(layer: layer, navigation: navigation)
            }
            .background {
                // A cover without its container or its slide: above the tab bar and
                // every sheet, as an overlay must be.
                Color.clear
                    .fullScreenCover(item: item(.overlay)) { layer in
                        LayerView(layer: layer, navigation: navigation)
                            .presentationBackground(.clear)
                    }
                    .transaction { $0.disablesAnimations = true }
            }
            #else
            .sheet(item: item(.fullScreenCover)) { layer in
                LayerView(layer: layer, navigation: navigation)
            }
            .overlay {
                if let layer = presented, LayerContainer(layer.presentation) == .overlay {
                    LayerView(layer: layer, navigation: navigation)
                }
            }
            #endif
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
}

/// The SwiftUI container a presentation goes in.
enum LayerContainer: Hashable {
    case sheet, fullScreenCover, overlay

    /// The container of `presentation`; a bottom sheet is a sheet with detents.
    init?(_ presentation: Presentation?) {
        switch presentation {
        case .sheet, .bottomSheet: self = .sheet
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
