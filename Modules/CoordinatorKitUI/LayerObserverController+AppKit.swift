#if canImport(SwiftUI) && canImport(AppKit) && os(macOS)
import AppKit
import SwiftUI

extension LayerObserver: NSViewControllerRepresentable {
    func makeNSViewController(context: Context) -> LayerObserverController {
        let controller = LayerObserverController(layer: layer, completion: navigation.completion)
        navigation.add(controller)
        return controller
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
/// the sheet's `onDismiss` reports the same dismissal too. `viewWillAppear()` is called when
/// "the view is about to be added to the view hierarchy"
/// (https://developer.apple.com/documentation/appkit/nsviewcontroller/viewwillappear()): the
/// sheet's presentation began. A tab's base layer is never presented: its first
/// `viewDidAppear()` is the window's first frame, which starts the player.
@MainActor
final class LayerObserverController: NSViewController {
    let layer: LayerID
    let completion: BatchCompletion
    /// Where the layer's sheet is, as AppKit's callbacks told: coming, up, or `nil` before
    /// it began and once it left. A base layer is never presented.
    private(set) var presentationPhase: ShownPresentations.Phase?

    /// AppKit tells SwiftUI content nothing of an alert's sheet.
    static let seesAlerts = false
    /// No alert is seen (``seesAlerts``).
    var alertPhase: (AlertID, ShownPresentations.Phase)? { nil }

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

    override func viewWillAppear() {
        super.viewWillAppear()
        if layer.index > 0 {
            presentationPhase = .coming
            completion.report(.layerPresentationBegan(layer))
        }
    }

    override func viewDidAppear() {
        super.viewDidAppear()
        if layer.index > 0 {
            presentationPhase = .up
            completion.report(.layerPresented(layer))
        } else {
            completion.report(.layerAppeared(layer))
        }
    }

    override func viewDidDisappear() {
        super.viewDidDisappear()
        if layer.index > 0 {
            presentationPhase = nil
            completion.report(.layerDismissed(layer))
        }
    }
}
#endif
