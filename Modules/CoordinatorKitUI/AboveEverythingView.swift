#if canImport(SwiftUI)
import SwiftUI

/// Draws what is above everything (``AboveEverything``): the selected tab's topmost
/// overlay and its custom alert, each fading in and out, each modal for accessibility.
///
/// On iOS it is the content of a window of its own above the scene's windows
/// (``AboveEverythingWindow``); on macOS it lies above the tab view in the root view.
/// Nothing here decides anything: the items come from the displayed state.
@MainActor
struct AboveEverythingView: View {
    let navigation: PlayedNavigation
    /// Told whether anything is drawn, so that a window lets touches through when nothing is.
    var onDrawingChange: (@MainActor (Bool) -> Void)?

    var body: some View {
        let above = navigation.aboveEverything
        ZStack {
            ForEach(above.items) { item in
                switch item {
                case .overlay(let layer):
                    OverlayLayerView(layer: layer, navigation: navigation)
                case .customAlert(let alert):
                    CustomAlertHost(alert: CustomAlert(id: alert, root: navigation.root))
                }
            }
            .transition(.opacity)
            // VoiceOver stays inside what is drawn here, ignoring the tabs below.
            .accessibilityAddTraits(.isModal)
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .onChange(of: above.isEmpty, initial: true) { _, isEmpty in
            onDrawingChange?(!isEmpty)
        }
    }
}

/// One overlay layer: its top screen drawn without a container, edge to edge, with its
/// system alert and the layers presented over it.
///
/// An overlay has no `NavigationStack` (whose container paints an opaque background on
/// iOS 17) and no navigation bar: a screen pushed inside it replaces the one shown.
@MainActor
struct OverlayLayerView: View {
    let layer: LayerModel
    let navigation: PlayedNavigation

    var body: some View {
        let entry = layer.path.last ?? layer.root
        EntryView(entry: entry, root: navigation.root)
            .id(entry)
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            .showsAlert(layer.alert, navigation: navigation)
            .observesLayer(layer, navigation: navigation)
            .presents(layer.presented, navigation: navigation)
    }
}
#endif
