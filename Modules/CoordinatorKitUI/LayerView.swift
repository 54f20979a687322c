#if canImport(SwiftUI)
import SwiftUI

/// One displayed layer: a `NavigationStack` over the layer's path, its alert, and the layer
/// presented over it (recursively, one view per layer).
///
/// The path binding reads the layer's path and writes a shorter one back as
/// ``WriteBack/path(_:of:)`` (back swipe, back button). The view reports appearing and
/// disappearing, which is how the player learns that a presentation or dismissal ended.
@MainActor
struct LayerView: View {
    let layer: LayerModel
    let navigation: PlayedNavigation

    var body: some View {
        let root = navigation.root
        NavigationStack(path: path) {
            EntryView(entry: layer.root, root: root)
                .fitsBottomSheet(layer.fittingHeightLimit)
                .navigationDestination(for: EntryID.self) { entry in
                    EntryView(entry: entry, root: root)
                }
        }
        .bottomSheetDetents(of: layer, root: root)
        .showsAlert(layer.alert, root: root)
        .presents(layer.presented, navigation: navigation)
        .onAppear { navigation.completion.layerDidAppear(layer.id) }
        .onDisappear { navigation.completion.layerDidDisappear(layer.id) }
    }

    private var path: Binding<[EntryID]> {
        let layer = layer
        let root = navigation.root
        return Binding(
            get: { layer.path },
            set: { root.writeBack(.path($0, of: layer.id)) })
    }
}
#endif
