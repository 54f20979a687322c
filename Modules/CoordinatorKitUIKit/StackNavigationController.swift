#if canImport(UIKit) && os(iOS)
import UIKit

/// The navigation controller of one stack: a tab's, or a presented layer's. It measures its
/// first screen for a fitting bottom sheet and asks its sheet to resize when that screen's
/// preferred size changes.
final class StackNavigationController: UINavigationController {
    /// The stack this controller shows.
    let stack: StackID

    init(stack: StackID) {
        self.stack = stack
        super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        nil
    }

    /// The first screen's preferred size changed: a fitting sheet resolves its detent again
    /// (https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller/invalidatedetents()).
    override func preferredContentSizeDidChange(forChildContentContainer container: any UIContentContainer) {
        super.preferredContentSizeDidChange(forChildContentContainer: container)
        guard let sheet = sheetPresentationController, container === viewControllers.first else { return }
        sheet.animateChanges {
            sheet.invalidateDetents()
        }
    }
}
#endif
