#if canImport(SwiftUI)
import SwiftUI

/// A bottom sheet's detents and selected detent, from its layer.
///
/// The selection reads the layer's ``LayerModel/selectedDetent`` and writes a drag as
/// ``WriteBack/detentSelected(_:of:)``. A ``Detent/fitting(maximumHeight:)`` detent is the
/// height its first screen measured (``FittingMeasurement``), up to its limit
/// (``FittingSheetHeight``); while the screen needs more than the limit, or fills whatever
/// room it is given (a `List`), a drag on it scrolls its list rather than resizing the sheet.
/// A `.height` detent is taken, as UIKit's custom detent it is made of, as a height within
/// the sheet's safe area
/// (https://developer.apple.com/documentation/swiftui/presentationdetent/height(_:),
/// https://developer.apple.com/documentation/uikit/uisheetpresentationcontrollerdetent/customdetentwithidentifier:resolver:).
@MainActor
struct BottomSheetModifier: ViewModifier {
    let layer: LayerModel
    let fitting: FittingMeasurement
    let root: RootCoordinator

    func body(content: Content) -> some View {
        let limit = layer.fittingHeightLimit
        let height = limit.map { fitting.height(limit: $0) }
        content
            .presentationDetents(Set(layer.detents.map { $0.presentationDetent(fitting: height) }), selection: selection(height))
            .presentationContentInteraction(height?.screenScrolls == true ? .scrolls : .automatic)
    }

    private func selection(_ height: FittingSheetHeight?) -> Binding<PresentationDetent> {
        let layer = layer
        let root = root
        let fallback = PresentationDetent.large
        return Binding(
            get: { (layer.selectedDetent ?? layer.detents.first)?.presentationDetent(fitting: height) ?? fallback },
            set: { selected in
                if let detent = layer.detents.first(where: { $0.presentationDetent(fitting: height) == selected }) {
                    root.writeBack(.detentSelected(detent, of: layer.id))
                }
            })
    }
}

extension Detent {
    /// The SwiftUI detent for this one; a fitting detent takes the sheet's measured height.
    func presentationDetent(fitting: FittingSheetHeight?) -> PresentationDetent {
        switch self {
        case .medium: .medium
        case .large: .large
        case .fraction(let fraction): .fraction(CGFloat(fraction))
        case .height(let height): .height(CGFloat(height))
        case .fitting(let limit): .height(CGFloat(fitting?.height ?? limit))
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
    func bottomSheetDetents(of layer: LayerModel, fitting: FittingMeasurement, root: RootCoordinator) -> some View {
        if layer.detents.isEmpty {
            self
        } else {
            modifier(BottomSheetModifier(layer: layer, fitting: fitting, root: root))
        }
    }
}
#endif
