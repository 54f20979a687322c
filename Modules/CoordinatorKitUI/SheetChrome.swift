#if canImport(SwiftUI)
import SwiftUI

/// What a presented layer needs on macOS, where a sheet sizes itself to its content and
/// has no swipe to dismiss it: a size that fits list and form screens, and a Done button.
///
/// A `List` or `Form` has no content height of its own, so a macOS sheet holding one comes
/// up at its minimum. The sheet content gets a flexible frame instead: at least
/// ``minimumSize`` (a form of four or five rows and its toolbar), ideally ``idealSize``
/// (about ten rows, the size of a settings pane), and free to grow with the window. The
/// sheet's title is its screen's `navigationTitle`, shown in the sheet's toolbar beside a
/// Done button that writes back ``WriteBack/layerDismissed(_:)``. On iOS, sheets and
/// covers keep their own sizing and gestures: nothing is added.
@MainActor
enum SheetChrome {
    /// The least a macOS sheet takes, in points.
    static let minimumSize = CGSize(width: 400, height: 320)
    /// The size a macOS sheet comes up at, in points.
    static let idealSize = CGSize(width: 540, height: 600)

    /// Whether the layer is a sheet or cover the toolkit presents (not a tab's base layer,
    /// not an overlay).
    static func isPresentedByToolkit(_ layer: LayerModel) -> Bool {
        layer.presentation?.isPresentedByToolkit == true
    }
}

@MainActor
extension View {
    /// On macOS, gives a presented layer's stack a Done button writing back its dismissal.
    @ViewBuilder
    func sheetChrome(of layer: LayerModel, root: RootCoordinator) -> some View {
        #if os(macOS)
        if SheetChrome.isPresentedByToolkit(layer) {
            toolbar {
                ToolbarItem(placement: .confirmationAction) {
                    Button {
                        root.writeBack(.layerDismissed(layer.id))
                    } label: {
                        Text(NavigationText("Done", bundle: .coordinatorKitUI))
                    }
                }
            }
        } else {
            self
        }
        #else
        self
        #endif
    }

    /// On macOS, sizes a presented layer's sheet for list and form screens.
    @ViewBuilder
    func sheetSize(of layer: LayerModel) -> some View {
        #if os(macOS)
        if SheetChrome.isPresentedByToolkit(layer) {
            frame(
                minWidth: SheetChrome.minimumSize.width, idealWidth: SheetChrome.idealSize.width,
                minHeight: SheetChrome.minimumSize.height, idealHeight: SheetChrome.idealSize.height)
        } else {
            self
        }
        #else
        self
        #endif
    }
}
#endif
