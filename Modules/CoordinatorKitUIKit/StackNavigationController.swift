#if canImport(UIKit) && os(iOS)
import UIKit

/// The navigation controller of one stack: a tab's, or a presented layer's. It measures its
/// first screen for a fitting bottom sheet and asks its sheet to resize when that screen's
/// preferred size changes; a popover without a size of its own follows that screen's
/// preferred size; an overlay ends on VoiceOver's escape gesture.
final class StackNavigationController: UINavigationController {
    /// The stack this controller shows.
    let stack: StackID
    /// Whether the controller's preferred size follows its first screen's: a popover whose
    /// presentation names no size (`PresentationSize.following(width:height:chrome:)`).
    var followsFirstScreenSize = false {
        didSet { followFirstScreen() }
    }
    /// What VoiceOver's escape gesture does to the layer: an overlay asks for its dismissal;
    /// `nil` leaves the gesture to UIKit.
    var onEscape: (@MainActor () -> Void)?

    init(stack: StackID) {
        self.stack = stack
        super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        nil
    }

    /// The first screen's preferred size changed: a popover without a size follows it, and
    /// a fitting sheet resolves its detent again
    /// (https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller/invalidatedetents()).
    override func preferredContentSizeDidChange(forChildContentContainer container: any UIContentContainer) {
        super.preferredContentSizeDidChange(forChildContentContainer: container)
        guard container === viewControllers.first else { return }
        followFirstScreen()
        guard let sheet = sheetPresentationController else { return }
        sheet.animateChanges {
            sheet.invalidateDetents()
        }
    }

    /// Ends the layer as the user's escape, "dismisses a modal view"
    /// (https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilityperformescape()),
    /// when it has an escape of its own; else UIKit's own (a page sheet is dismissed, a
    /// stack popped).
    override func accessibilityPerformEscape() -> Bool {
        guard let onEscape else { return super.accessibilityPerformEscape() }
        onEscape()
        return true
    }

    /// Takes the first screen's preferred size, with the navigation bar above it, as this
    /// controller's, which UIKit sizes a popover by
    /// (https://developer.apple.com/documentation/uikit/uiviewcontroller/preferredcontentsize);
    /// a screen that states none leaves the system's size.
    private func followFirstScreen() {
        guard followsFirstScreenSize, let first = viewControllers.first else { return }
        let bar = isNavigationBarHidden ? 0 : Double(navigationBar.frame.height)
        let screen = first.preferredContentSize
        if let size = PresentationSize.following(width: Double(screen.width), height: Double(screen.height), chrome: bar) {
            preferredContentSize = size.contentSize
        }
    }
}
#endif
