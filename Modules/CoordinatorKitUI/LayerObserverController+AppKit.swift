#if canImport(SwiftUI) && canImport(AppKit) && os(macOS)
import AppKit
import SwiftUI

extension LayerObserver: NSViewControllerRepresentable {
    func makeNSViewController(context: Context) -> LayerObserverController {
        LayerObserverController(layer: layer, completion: navigation.completion)
    }

    func updateNSViewController(_ controller: LayerObserverController, context: Context) {}
}

/// The AppKit side of ``LayerObserver``: reports a presented layer's sheet up once AppKit
/// has finished showing it, and gone once its view has left the window.
///
/// `viewDidAppear()` is "called after the completion of any drawing and animations
/// involved in the initial appearance of the view"
/// (https://developer.apple.com/documentation/appkit/nsviewcontroller/viewdidappear()):
/// the sheet has finished sliding in. `viewDidDisappear()` is called after the view "is
/// removed from the view hierarchy in a window"
/// (https://developer.apple.com/documentation/appkit/nsviewcontroller/viewdiddisappear());
/// the sheet's `onDismiss` reports the same dismissal too. A tab's base layer is never
/// presented: it reports nothing.
@MainActor
final class LayerObserverController: NSViewController {
    let layer: LayerID
    let completion: BatchCompletion

    init(layer: LayerID, completion: BatchCompletion) {
        self.layer = layer
        self.completion = completion
        super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        nil
    }

    override func loadView() {
        view = NSView()
        view.setAccessibilityElement(false)
    }

    override func viewDidAppear() {
        super.viewDidAppear()
        if layer.index > 0 {
            completion.report(.layerPresented(layer))
        }
    }

    override func viewDidDisappear() {
        super.viewDidDisappear()
        if layer.index > 0 {
            completion.report(.layerDismissed(layer))
        }
    }
}
#endif
