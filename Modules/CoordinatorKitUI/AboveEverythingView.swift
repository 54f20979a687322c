#if canImport(SwiftUI)
import SwiftUI

/// Draws what is above everything (``AboveEverything``): the selected tab's topmost
/// overlay and its custom alert, each fading in and out, each modal for accessibility.
///
/// On iOS it is the content of a window of its own above the scene's windows
/// (``AboveEverythingWindow``); on macOS it lies above the tab view in the root view.
/// Nothing here decides anything: the items come from the displayed state. VoiceOver's
/// escape gesture ("dismisses a modal view or cancels an operation",
/// https://developer.apple.com/documentation/swiftui/accessibilityactionkind/escape) ends
/// the topmost item as the user's dismissal.
@MainActor
struct AboveEverythingView: View {
    let navigation: PlayedNavigation
    /// Told +1 when an item's view appears and -1 when it has disappeared (after its
    /// fade), so that a window stays up until the last has gone.
    var onItemViewsChange: (@MainActor (Int) -> Void)?

    var body: some View {
        let above = navigation.aboveEverything
        ZStack {
            ForEach(above.items) { item in
                Group {
                    switch item {
                    case .overlay(let layer):
                        OverlayLayerView(layer: layer, navigation: navigation)
                    case .customAlert(let alert):
                        CustomAlertHost(alert: CustomAlert(id: alert, root: navigation.root))
                    }
                }
                .onAppear { onItemViewsChange?(1) }
                .onDisappear { onItemViewsChange?(-1) }
            }
            .transition(.opacity)
            // VoiceOver stays inside what is drawn here, ignoring the tabs below; its escape
            // gesture, from any element inside, reaches the item's container.
            .accessibilityElement(children: .contain)
            .accessibilityAddTraits(.isModal)
            .accessibilityAction(.escape) { _ = navigation.escapeAboveEverything() }
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity)
    }
}

extension PlayedNavigation {
    /// Ends the topmost item drawn above everything as the user's dismissal: an overlay
    /// is written back as dismissed, a custom alert as dismissed without an answer.
    ///
    /// - Returns: Whether anything was drawn to end.
    func escapeAboveEverything() -> Bool {
        guard let top = aboveEverything.items.last else { return false }
        switch top {
        case .overlay(let layer): root.writeBack(.layerDismissed(layer.id))
        case .customAlert(let alert): root.writeBack(.alertDismissed(alert))
        }
        return true
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
        EntryView(entry, root: navigation.root)
            .id(entry)
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            .showsAlert(layer.alert, navigation: navigation)
            .observesLayer(layer, navigation: navigation)
            .presents(layer.presented, navigation: navigation)
    }
}
#endif
