#if canImport(UIKit) && os(iOS)
import UIKit

/// The core's detents as `UISheetPresentationController` detents, and back.
///
/// Medium and large are the system's; a fraction, a height and a fitting detent are custom
/// detents (iOS 16) whose resolver returns their height, the fitting one from what its
/// navigation controller measured of its first screen, up to its maximum height and to the
/// context's `maximumDetentValue`
/// (https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller/detent/custom(identifier:resolver:),
/// https://developer.apple.com/documentation/uikit/uisheetpresentationcontrollerdetentresolutioncontext/maximumdetentvalue).
///
/// The value a resolver returns "is a height within the safe area of the sheet"
/// (https://developer.apple.com/documentation/uikit/uisheetpresentationcontrollerdetent/customdetentwithidentifier:resolver:):
/// a fitting sheet is its first screen and the navigation bar above it, never the bottom
/// safe-area inset, which UIKit adds below. The SwiftUI renderer sizes the same sheet by the
/// same rule (``FittingSheetHeight``).
@MainActor
enum SheetDetents {
    /// The identifier of the detent at `index` of a sheet's detents.
    static func identifier(of detent: Detent, at index: Int) -> UISheetPresentationController.Detent.Identifier {
        switch detent {
        case .medium: .medium
        case .large: .large
        default: UISheetPresentationController.Detent.Identifier("coordinatorkit.detent.\(index)")
        }
    }

    /// The detent of `detents` that an identifier names.
    static func detent(
        named identifier: UISheetPresentationController.Detent.Identifier?, in detents: [Detent]
    ) -> Detent? {
        detents.enumerated().first { self.identifier(of: $0.element, at: $0.offset) == identifier }?.element
    }

    /// Sets up `sheet` to rest at `detents`, starting at `selected`.
    static func configure(
        _ sheet: UISheetPresentationController, detents: [Detent], selected: Detent?,
        measuring navigation: StackNavigationController
    ) {
        sheet.detents = detents.enumerated().map { index, detent in
            make(detent, identifier: identifier(of: detent, at: index), measuring: navigation)
        }
        if let selected, let index = detents.firstIndex(of: selected) {
            sheet.selectedDetentIdentifier = identifier(of: selected, at: index)
        }
        sheet.prefersGrabberVisible = detents.count > 1
        // A fitting sheet whose screen is taller than its limit scrolls the screen rather
        // than growing the sheet.
        sheet.prefersScrollingExpandsWhenScrolledToEdge = !detents.contains { if case .fitting = $0 { true } else { false } }
    }

    private static func make(
        _ detent: Detent, identifier: UISheetPresentationController.Detent.Identifier,
        measuring navigation: StackNavigationController
    ) -> UISheetPresentationController.Detent {
        switch detent {
        case .medium:
            return .medium()
        case .large:
            return .large()
        case .fraction(let fraction):
            return .custom(identifier: identifier) { context in context.maximumDetentValue * CGFloat(fraction) }
        case .height(let height):
            return .custom(identifier: identifier) { context in min(CGFloat(height), context.maximumDetentValue) }
        case .fitting(let maximumHeight):
            return .custom(identifier: identifier) { [weak navigation] context in
                let limit = min(maximumHeight, Double(context.maximumDetentValue))
                return CGFloat(navigation.map { fittingHeight(of: $0, limit: limit).height } ?? limit)
            }
        }
    }

    /// The height of a fitting sheet for `navigation`'s first screen, up to `limit` points
    /// (``FittingSheetHeight``), plus the navigation bar:
    ///
    /// - A screen whose view is a scroll view (a table or collection view controller) has
    ///   no height of its own: Auto Layout gives a table no fitting height, and its content
    ///   size is its rows, not the room it needs. Its sheet rests at the limit, where it
    ///   scrolls (``FittingSheetHeight/scrolling(chrome:limit:)``), as a `List` or `Form`
    ///   does in the SwiftUI renderer.
    /// - Else the screen's preferred content size: a hosting controller with
    ///   `sizingOptions = .preferredContentSize` keeps it at its SwiftUI view's ideal size,
    ///   "the ideal size of the content using the unspecified size proposal"
    ///   (https://developer.apple.com/documentation/swiftui/uihostingcontrollersizingoptions/preferredcontentsize);
    ///   a controller may set it itself.
    /// - Else its Auto Layout fitting size — its ideal height whatever the sheet's, so
    ///   there is no room it could fill.
    static func fittingHeight(of navigation: UINavigationController, limit: Double) -> FittingSheetHeight {
        guard let first = navigation.viewControllers.first else {
            return FittingSheetHeight(content: 0, chrome: 0, limit: limit)
        }
        let bar = navigation.isNavigationBarHidden ? 0 : Double(navigation.navigationBar.frame.height)
        if first.view is UIScrollView {
            return .scrolling(chrome: bar, limit: limit)
        }
        var content = Double(first.preferredContentSize.height)
        if content <= 0 {
            let target = CGSize(width: navigation.view.bounds.width, height: UIView.layoutFittingCompressedSize.height)
            content = Double(
                first.view.systemLayoutSizeFitting(
                    target, withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel
                ).height)
        }
        return FittingSheetHeight(content: content, chrome: bar, limit: limit)
    }
}
#endif
