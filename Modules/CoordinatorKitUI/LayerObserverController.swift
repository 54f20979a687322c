#if canImport(SwiftUI) && canImport(UIKit) && os(iOS)
import SwiftUI
import UIKit

extension LayerObserver: UIViewControllerRepresentable {
    func makeUIViewController(context: Context) -> LayerObserverController {
        let controller = LayerObserverController(
            layer: layer, root: navigation.root, completion: navigation.completion, player: navigation.player)
        navigation.add(controller)
        return controller
    }

    func updateUIViewController(_ controller: LayerObserverController, context: Context) {
        controller.show(alert)
    }
}

/// The UIKit side of ``LayerObserver``: a child of the controller hosting a layer, which
/// reports when UIKit has ended the layer's presentation and dismissal, and presents the
/// layer's system alert.
///
/// UIKit forwards appearance to child controllers, and sets `isBeingPresented` and
/// `isBeingDismissed` on the presented controller while it is being presented or
/// dismissed (https://developer.apple.com/documentation/uikit/uiviewcontroller/isbeingdismissed,
/// https://developer.apple.com/documentation/uikit/uiviewcontroller/viewdidappear(_:)), so
/// walking up `parent` finds the hosting controller of the sheet or cover being presented.
///
/// It also tells what UIKit shows when the player asks at a batch's deadline: the layer's
/// presentation coming (between `viewWillAppear(_:)` and `viewDidAppear(_:)` while being
/// presented, https://developer.apple.com/documentation/uikit/uiviewcontroller/viewwillappear(_:)),
/// up, or gone; and its system alert up or coming. A presentation UIKit refused never
/// called either, so the layer is not there. The base layer's first `viewDidAppear(_:)`
/// is the window's first frame, which starts the player.
@MainActor
final class LayerObserverController: UIViewController {
    let layer: LayerID
    let root: RootCoordinator
    let completion: BatchCompletion
    /// The player whose batch in flight says whether its alert comes and goes animated.
    let player: TransitionPlayer

    /// The system alert the state shows on this layer.
    var wantedAlert: AlertID?
    /// The alert controller up (or coming up) for an alert, until UIKit has dismissed it.
    var shownAlert: (id: AlertID, controller: UIAlertController)?
    /// The alert last presented: a showing is presented once, never again after the user
    /// answered it while the state still shows it.
    var lastPresentedAlert: AlertID?
    /// Whether an alert's presentation is running; a dismissal waits for it to end.
    var isPresentingAlert = false
    /// Whether an alert's dismissal is running; nothing is presented until it has ended.
    var isDismissingAlert = false
    /// Whether the view is in a window, between `viewDidAppear` and `viewDidDisappear`.
    private(set) var isVisible = false
    /// Where the layer's presentation is, as UIKit's callbacks told: coming, up, or `nil`
    /// before it began and once it was dismissed. A base layer is never presented.
    private(set) var presentationPhase: ShownPresentations.Phase?

    /// UIKit's alerts are this observer's to present, so it sees them.
    static let seesAlerts = true

    /// The system alert UIKit shows for the layer, coming or up; `nil` when none is, or its
    /// presentation was refused.
    var alertPhase: (AlertID, ShownPresentations.Phase)? {
        guard let shown = shownAlert, shown.controller.presentingViewController != nil else { return nil }
        return (shown.id, isPresentingAlert ? .coming : .up)
    }

    init(layer: LayerID, root: RootCoordinator, completion: BatchCompletion, player: TransitionPlayer) {
        self.layer = layer
        self.root = root
        self.completion = completion
        self.player = player
        super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        nil
    }

    override func loadView() {
        let view = UIView()
        view.isUserInteractionEnabled = false
        view.isAccessibilityElement = false
        view.accessibilityElementsHidden = true
        self.view = view
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        if layer.index > 0, hasAncestor(where: { $0.isBeingPresented }) {
            presentationPhase = .coming
            completion.report(.layerPresentationBegan(layer))
        }
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        isVisible = true
        if layer.index > 0, hasAncestor(where: { $0.isBeingPresented }) {
            presentationPhase = .up
            completion.report(.layerPresented(layer))
        } else {
            // In the window without a presentation of its own: the first frame, or a cover
            // over the layer gone. A presented layer seen here first was presented.
            if layer.index > 0, presentingViewController != nil { presentationPhase = .up }
            completion.report(.layerAppeared(layer))
        }
        syncAlert()
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        isVisible = false
        // A cover presented over the layer removes its view without dismissing it.
        if hasAncestor(where: { $0.isBeingDismissed }) {
            presentationPhase = nil
            completion.report(.layerDismissed(layer))
        }
    }

    /// Whether this controller or one of its parents satisfies `condition`: the hosting
    /// controller of a presented layer is an ancestor of its content's controllers.
    private func hasAncestor(where condition: (UIViewController) -> Bool) -> Bool {
        var controller: UIViewController? = self
        while let current = controller {
            if condition(current) { return true }
            controller = current.parent
        }
        return false
    }
}
#endif
