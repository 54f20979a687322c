#if canImport(UIKit) && os(iOS)
import UIKit

/// Where a popover layer points: the view the opening screen names with the popover's
/// anchor.
///
/// The convention is the view's `accessibilityIdentifier`: a UIKit screen that opens a
/// ``Presentation/popover(anchor:size:)`` gives the view it comes from (a button, a cell)
/// the identifier the route's anchor names, e.g. `button.accessibilityIdentifier =
/// "avoidAllergens"`. The first such view in the presenting controller's view is the
/// popover's `sourceView`, its bounds the `sourceRect`
/// (https://developer.apple.com/documentation/uikit/uipopoverpresentationcontroller/sourceview,
/// https://developer.apple.com/documentation/uikit/uipopoverpresentationcontroller/sourcerect).
/// A screen without one (or a SwiftUI screen, whose views are no `UIView`s) gets the
/// popover centred on the presenter, without an arrow, as a confirmation dialog's is.
@MainActor
enum PopoverAnchor {
    /// Points `popover` at the view named `anchor` in `presenter`'s view, else at its centre.
    static func point(_ popover: UIPopoverPresentationController, at anchor: String, in presenter: UIViewController) {
        guard let root = presenter.viewIfLoaded else { return }
        if let view = view(named: anchor, in: root) {
            popover.sourceView = view
            popover.sourceRect = view.bounds
        } else {
            popover.sourceView = root
            popover.sourceRect = CGRect(x: root.bounds.midX, y: root.bounds.midY, width: 0, height: 0)
            popover.permittedArrowDirections = []
        }
    }

    /// The first view, depth first, whose `accessibilityIdentifier` is `anchor`.
    private static func view(named anchor: String, in view: UIView) -> UIView? {
        if view.accessibilityIdentifier == anchor { return view }
        for subview in view.subviews {
            if let found = Self.view(named: anchor, in: subview) { return found }
        }
        return nil
    }
}

extension PresentationSize {
    /// The size as UIKit's `preferredContentSize`
    /// (https://developer.apple.com/documentation/uikit/uiviewcontroller/preferredcontentsize).
    var contentSize: CGSize { CGSize(width: width, height: height) }
}
#endif
