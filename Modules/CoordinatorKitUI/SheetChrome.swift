#if canImport(SwiftUI)
import SwiftUI

/// What a presented layer needs on macOS, where a sheet sizes itself to its content and
/// has no swipe to dismiss it: a size that fits list and form screens, and a Done button
/// on each screen that does not offer its own way out.
///
/// A `List` or `Form` has no content height of its own, so a macOS sheet holding one comes
/// up at its minimum. The sheet content gets a flexible frame instead: at least
/// ``minimumSize`` (a form of four or five rows and its toolbar), ideally ``idealSize``
/// (about ten rows, the size of a settings pane), and free to grow with the window. The
/// sheet's title is its screen's `navigationTitle`, shown in the sheet's toolbar beside a
/// Done button that writes back ``WriteBack/layerDismissed(_:)``: it closes the sheet, and
/// a flow awaited in it ends as cancelled.
///
/// A screen with its own buttons (a picker's Cancel and Done, which return its result)
/// hides the renderer's with `sheetDoneButtonHidden()`, so that a sheet never shows two
/// Done buttons, one of which would drop the result. On iOS, sheets and covers keep their
/// own sizing and gestures: nothing is added.
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

/// Whether a screen hides the Done button the renderer adds to a macOS sheet.
struct SheetDoneButtonHiddenKey: PreferenceKey {
    static var defaultValue: Bool { false }
    static func reduce(value: inout Bool, nextValue: () -> Bool) { value = value || nextValue() }
}

/// The renderer's Done button on a screen of a presented macOS sheet, unless the screen
/// hides it.
@MainActor
struct SheetDoneButton: ViewModifier {
    let layer: LayerID
    let root: RootCoordinator
    @State private var isHidden = false

    func body(content: Content) -> some View {
        content
            .onPreferenceChange(SheetDoneButtonHiddenKey.self) { hidden in
                if isHidden != hidden { isHidden = hidden }
            }
            .toolbar {
                if !isHidden {
                    ToolbarItem(placement: .confirmationAction) {
                        Button {
                            root.writeBack(.layerDismissed(layer))
                        } label: {
                            Text(NavigationText("Done", bundle: .coordinatorKitUI))
                        }
                    }
                }
            }
    }
}

@MainActor
extension View {
    /// Hides the Done button `CoordinatorRootView` adds to this screen when it is shown in
    /// a macOS sheet: for a screen that offers its own way out, such as a picker whose
    /// Cancel and Done answer the flow awaiting it. Without it, the sheet would show two
    /// Done buttons, and the renderer's would close the sheet without the answer. Nothing
    /// changes on iOS, where the renderer adds no button.
    ///
    /// ```swift
    /// Form { … }
    ///     .toolbar {
    ///         ToolbarItem(placement: .cancellationAction) { Button("Cancel") { model.cancel() } }
    ///         ToolbarItem(placement: .confirmationAction) { Button("Done") { model.confirm() } }
    ///     }
    ///     .sheetDoneButtonHidden()
    /// ```
    ///
    /// - Parameter hidden: Whether to hide the button; `true` by default.
    /// - Returns: The screen, hiding the renderer's Done button.
    public func sheetDoneButtonHidden(_ hidden: Bool = true) -> some View {
        preference(key: SheetDoneButtonHiddenKey.self, value: hidden)
    }

    /// On macOS, gives a presented layer's screen a Done button writing back its dismissal,
    /// unless the screen hides it.
    @ViewBuilder
    func sheetChrome(of layer: LayerModel, root: RootCoordinator) -> some View {
        #if os(macOS)
        if SheetChrome.isPresentedByToolkit(layer) {
            modifier(SheetDoneButton(layer: layer.id, root: root))
        } else {
            self
        }
        #else
        self
        #endif
    }

    /// Sizes a popover or form sheet as its presentation asks (the ideal size a popover
    /// takes; on iOS a form sheet is a sheet the system sizes), and on macOS a presented
    /// layer's sheet for list and form screens.
    @ViewBuilder
    func sheetSize(of layer: LayerModel) -> some View {
        if let size = layer.presentation?.size {
            frame(idealWidth: size.width, idealHeight: size.height)
        } else {
            macOSSheetSize(of: layer)
        }
    }

    @ViewBuilder
    private func macOSSheetSize(of layer: LayerModel) -> some View {
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
