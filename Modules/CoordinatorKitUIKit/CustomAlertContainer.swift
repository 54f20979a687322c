#if canImport(UIKit) && os(iOS)
import UIKit

/// The controller a custom alert is presented in: the app's controller for the alert
/// (``CoordinatorRootController/Screens/customAlert``) as its only child, edge to edge, in
/// a view of the adapter's own that is modal for VoiceOver and ends the alert on VoiceOver's
/// escape gesture.
///
/// - Modal: VoiceOver ignores the elements of the views beside a modal view, its siblings
///   (https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilityviewismodal);
///   the presentation's container view is made modal too once it is up
///   (`ContainerExecutor+Presenting.swift`), since the screens under it are not siblings of
///   this view.
/// - Escape: "implement this method on an element or containing view that can be revealed
///   modally" (https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilityperformescape()):
///   the alert ends as its cancel button ends it (`AlertState.escapeAnswer`), or without an
///   answer, through the same ending as the app's buttons.
///
/// The app's controller keeps the status bar it asks for.
@MainActor
final class CustomAlertContainer: UIViewController {
    private let content: UIViewController
    private let onEscape: @MainActor () -> Void

    /// Hosts `content`; `onEscape` ends the alert when VoiceOver's escape gesture reaches it.
    init(content: UIViewController, onEscape: @escaping @MainActor () -> Void) {
        self.content = content
        self.onEscape = onEscape
        super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        nil
    }

    override func loadView() {
        let view = EscapableView()
        view.onEscape = onEscape
        view.accessibilityViewIsModal = true
        self.view = view
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        addChild(content)
        content.view.frame = view.bounds
        content.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(content.view)
        content.didMove(toParent: self)
    }

    override var childForStatusBarStyle: UIViewController? { content }
    override var childForStatusBarHidden: UIViewController? { content }
}

/// A view that ends what it shows on VoiceOver's escape gesture.
final class EscapableView: UIView {
    var onEscape: (@MainActor () -> Void)?

    override func accessibilityPerformEscape() -> Bool {
        guard let onEscape else { return false }
        onEscape()
        return true
    }
}
#endif
