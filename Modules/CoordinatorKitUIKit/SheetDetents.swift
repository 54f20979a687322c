#if canImport(UIKit) && os(iOS)
import UIKit

/// The core's detents as `UISheetPresentationController` detents, and back.
///
/// Medium and large are the system's; a fraction, a height and a fitting detent are custom
/// detents (iOS 16) whose resolver returns their height, the fitting one from what its
/// navigation controller measured of its first screen, up to its maximum height
/// (https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller/detent/custom(identifier:resolver:)).
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
                return CGFloat(navigation?.fittingHeight(limit: limit).height ?? limit)
            }
        }
    }
}
#endif
