#if canImport(SwiftUI)
import SwiftUI

/// Observes, from the toolkit, when a layer's presentation and dismissal have ended, and
/// reports it to the player's ``BatchCompletion``: completion is observed, never inferred
/// from `onAppear` (which runs as a presentation starts) or from an animation completion
/// (which says nothing about a toolkit transition).
///
/// It is a view controller placed behind each layer's content, a child of the controller
/// hosting the layer:
///
/// - **iOS** (``LayerObserverController``): `viewDidAppear(_:)` while an ancestor
///   `isBeingPresented` reports ``BatchCompletion/Report/layerPresented(_:)``;
///   `viewDidDisappear(_:)` while an ancestor `isBeingDismissed` reports
///   ``BatchCompletion/Report/layerDismissed(_:)``. A full-screen cover presented over
///   the layer makes it disappear without being dismissed: nothing is reported. The same
///   controller presents the layer's system alert and confirmation dialog with
///   `UIAlertController` and reports when UIKit has finished presenting and dismissing it.
/// - **macOS** (``LayerObserverController``): `viewDidAppear()`, "called after the
///   completion of any drawing and animations involved in the initial appearance of the
///   view", reports the layer presented; `viewDidDisappear()` reports it dismissed.
@MainActor
struct LayerObserver {
    /// The layer observed.
    let layer: LayerID
    /// The system alert to present (iOS), or `nil`; custom alerts are drawn by SwiftUI.
    let alert: AlertID?
    let navigation: PlayedNavigation
}

@MainActor
extension View {
    /// Reports `layer`'s presentation and dismissal as the toolkit ends them (and, on iOS,
    /// presents its system alert); nothing for `nil`. Another layer gets another observer
    /// (the selected tab's base layer, observed over the layout, changes with the tab).
    @ViewBuilder
    func observesLayer(_ layer: LayerModel?, navigation: PlayedNavigation) -> some View {
        #if (canImport(UIKit) && os(iOS)) || (canImport(AppKit) && os(macOS))
        background {
            if let layer {
                LayerObserver(layer: layer.id, alert: layer.alert.flatMap { $0.isCustom ? nil : $0 }, navigation: navigation)
                    .accessibilityHidden(true)
                    .id(layer.id)
            }
        }
        #else
        self
        #endif
    }
}
#endif
