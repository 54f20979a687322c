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

    /// The height of a fitting sheet for the first screen, up to `limit` points, from the
    /// screen's preferred content size (a hosting controller with
    /// `sizingOptions = .preferredContentSize` keeps it equal to its SwiftUI view's ideal
    /// size) or else its Auto Layout fitting size, plus the navigation bar and the bottom
    /// safe area (``FittingSheetHeight``).
    func fittingHeight(limit: Double) -> FittingSheetHeight {
        guard let first = viewControllers.first else { return FittingSheetHeight(content: 0, chrome: 0, limit: limit) }
        let width = view.bounds.width
        var content = Double(first.preferredContentSize.height)
        if content <= 0 {
            let target = CGSize(width: width, height: UIView.layoutFittingCompressedSize.height)
            content = Double(
                first.view.systemLayoutSizeFitting(
                    target, withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel
                ).height)
        }
        let bar = isNavigationBarHidden ? 0 : navigationBar.frame.height
        let chrome = Double(bar + view.safeAreaInsets.bottom)
        return FittingSheetHeight(content: content, chrome: chrome, limit: limit)
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
