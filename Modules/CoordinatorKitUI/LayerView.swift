#if canImport(SwiftUI)
import SwiftUI

/// One displayed layer: a `NavigationStack` over the layer's path, its alert, its
/// observer, and the layer presented over it (recursively, one view per layer).
///
/// The stack owns its path (``StackPathSync`` in `@State`): it follows the displayed
/// path, and a path the user shortened (back swipe, back button) is written back as
/// ``WriteBack/path(_:of:)`` after SwiftUI's update — never from inside the stack's own
/// binding — and put back when the root ignores it.
@MainActor
struct LayerView: View {
    let layer: LayerModel
    let navigation: PlayedNavigation
    @State private var stack: StackPathSync
    @State private var fitting = FittingMeasurement()

    init(layer: LayerModel, navigation: PlayedNavigation) {
        self.layer = layer
        self.navigation = navigation
        _stack = State(initialValue: StackPathSync(layer: layer.id, displayed: layer.path))
    }

    var body: some View {
        let root = navigation.root
        NavigationStack(path: $stack.path) {
            EntryView(entry: layer.root, root: root)
                .measuresFittingSheet(layer.fittingHeightLimit, into: fitting)
                .sheetChrome(of: layer, root: root)
                .navigationDestination(for: EntryID.self) { entry in
                    EntryView(entry: entry, root: root)
                        .sheetChrome(of: layer, root: root)
                }
        }
        .onChange(of: layer.path) { _, displayed in
            stack.show(displayed)
        }
        .onChange(of: stack.path) {
            stack.stackDidChange(writingBack: { root.writeBack($0) }, displayed: { layer.path })
        }
        .bottomSheetDetents(of: layer, fitting: fitting, root: root)
        .sheetSize(of: layer)
        .showsAlert(layer.alert, navigation: navigation)
        .observesLayer(layer, navigation: navigation)
        .presents(layer.presented, navigation: navigation)
    }
}
#endif
