#if canImport(SwiftUI)
import SwiftUI

/// A bottom sheet's detents and selected detent, from its layer.
///
/// The selection reads the layer's ``LayerModel/selectedDetent`` and writes a drag as
/// ``WriteBack/detentSelected(_:of:)``. A ``Detent/fitting(maximumHeight:)`` detent is the
/// height its content reports through ``FittingHeightKey``, up to its limit.
@MainActor
struct BottomSheetModifier: ViewModifier {
    let layer: LayerModel
    let root: RootCoordinator
    @State private var fittingHeight: CGFloat = 0

    func body(content: Content) -> some View {
        let height = fittingHeight
        content
            .presentationDetents(Set(layer.detents.map { $0.presentationDetent(fittingHeight: height) }), selection: selection)
            .onPreferenceChange(FittingHeightKey.self) { fittingHeight = $0 }
    }

    private var selection: Binding<PresentationDetent> {
        let layer = layer
        let root = root
        let height = fittingHeight
        let fallback = PresentationDetent.large
        return Binding(
            get: { (layer.selectedDetent ?? layer.detents.first)?.presentationDetent(fittingHeight: height) ?? fallback },
            set: { selected in
                if let detent = layer.detents.first(where: { $0.presentationDetent(fittingHeight: height) == selected }) {
                    root.writeBack(.detentSelected(detent, of: layer.id))
                }
            })
    }
}

extension Detent {
    /// The SwiftUI detent for this one; a fitting detent takes `fittingHeight` (the measured
    /// content, `0` before it is measured) up to its limit.
    func presentationDetent(fittingHeight: CGFloat) -> PresentationDetent {
        switch self {
        case .medium: .medium
        case .large: .large
        case .fraction(let fraction): .fraction(CGFloat(fraction))
        case .height(let height): .height(CGFloat(height))
        case .fitting(let limit):
            .height(fittingHeight > 0 ? min(fittingHeight, CGFloat(limit)) : CGFloat(limit))
        }
    }
}

extension LayerModel {
    /// The limit of the layer's fitting detent, when it is a bottom sheet that has one.
    var fittingHeightLimit: Double? {
        for case .fitting(let limit) in detents { return limit }
        return nil
    }
}

@MainActor
extension View {
    /// Sets `layer`'s detents when it is a bottom sheet; leaves any other layer alone.
    @ViewBuilder
    func bottomSheetDetents(of layer: LayerModel, root: RootCoordinator) -> some View {
        if layer.detents.isEmpty {
            self
        } else {
            modifier(BottomSheetModifier(layer: layer, root: root))
        }
    }
}
#endif
