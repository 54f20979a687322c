#if canImport(SwiftUI)
import SwiftUI

/// Draws what is above everything (``AboveEverything``): the selected tab's topmost
/// overlay and its custom alert, each fading in and out, each modal for accessibility, and
/// at the top the link indicator, which covers nothing.
///
/// On iOS it is the content of a window of its own above the scene's windows
/// (``AboveEverythingWindow``), above sheets and covers too; on macOS it lies above the
/// tab view in the root view. Nothing here decides anything: the items come from the
/// displayed state and the root's waiting link. VoiceOver's escape gesture ("dismisses a
/// modal view or cancels an operation",
/// https://developer.apple.com/documentation/swiftui/accessibilityactionkind/escape) does
/// what ``AboveEverything/escape`` says for the topmost modal item.
@MainActor
struct AboveEverythingView: View {
    let navigation: PlayedNavigation
    /// Told +1 when an item's view appears and -1 when it has disappeared (after its
    /// fade), so that a window stays up until the last has gone.
    var onItemViewsChange: (@MainActor (Int) -> Void)?
    /// Told the link indicator's frame in the window's coordinates as it changes, and `nil`
    /// when it is gone: while nothing modal is drawn, only that frame takes touches.
    var onLinkIndicatorFrame: (@MainActor (CGRect?) -> Void)?
    @Environment(\.linkLookupView) private var linkLookupView

    var body: some View {
        let above = navigation.aboveEverything(showingLinkIndicator: linkLookupView != nil)
        ZStack(alignment: .top) {
            ForEach(above.items) { item in
                itemView(item, escape: above.escape, isModal: above.isModal)
                    .onAppear { onItemViewsChange?(1) }
                    .onDisappear { onItemViewsChange?(-1) }
            }
            .transition(.opacity)
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .top)
    }

    @ViewBuilder
    private func itemView(_ item: AboveEverything.Item, escape: NavigationCommand?, isModal: Bool) -> some View {
        switch item {
        case .overlay(let layer):
            // VoiceOver stays inside what is drawn here, ignoring the tabs below; its escape
            // gesture, from any element inside, reaches the item's container.
            OverlayLayerView(layer: layer, navigation: navigation)
                .accessibilityElement(children: .contain)
                .accessibilityAddTraits(.isModal)
                .accessibilityAction(.escape) {
                    if let escape { try? navigation.root.perform(escape) }
                }
        case .customAlert(let alert):
            CustomAlertHost(alert: CustomAlert(id: alert, root: navigation.root))
        case .linkIndicator(let lookup):
            if let linkLookupView {
                // Modal too beside a modal item, or VoiceOver would skip it and its Cancel
                // (https://developer.apple.com/documentation/swiftui/accessibilitytraits/ismodal).
                LinkIndicatorView(lookup: lookup, root: navigation.root, content: linkLookupView)
                    .accessibilityAddTraits(isModal ? .isModal : [])
                    .background {
                        GeometryReader { proxy in
                            Color.clear
                                .onChange(of: proxy.frame(in: .global), initial: true) { _, frame in
                                    onLinkIndicatorFrame?(frame)
                                }
                                .onDisappear { onLinkIndicatorFrame?(nil) }
                        }
                    }
            }
        }
    }
}

extension PlayedNavigation {
    /// What this platform draws above everything (``AboveEverything``), the link indicator
    /// included while a link waits and the app shows one: on iOS a window of its own,
    /// above the scene's sheets and covers; elsewhere a layer of the root view, above the
    /// tabs but under the sheets, each of which then draws the indicator while topmost.
    func aboveEverything(showingLinkIndicator: Bool) -> AboveEverything {
        #if canImport(UIKit) && os(iOS)
        let coveringPresentations = true
        #else
        let coveringPresentations = false
        #endif
        return display.aboveEverything(
            coveringPresentations: coveringPresentations, pendingLookup: showingLinkIndicator ? root.pendingLookup : nil)
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
