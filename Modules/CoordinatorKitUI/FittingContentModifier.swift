#if canImport(SwiftUI)
import Observation
import SwiftUI

/// What a fitting bottom sheet's first screen measured, inside the layer's navigation
/// stack; the layer's detents read it (``BottomSheetModifier``).
///
/// An object shared by the measuring screen and the sheet's detents rather than a
/// preference: a preference set inside a `NavigationStack`'s content is not promised to
/// reach views outside the stack.
@MainActor
@Observable
final class FittingMeasurement {
    /// The first screen's height, in points; 0 before it is measured.
    var content: CGFloat = 0
    /// The navigation bar above it, in points (the top safe-area inset inside the sheet).
    var chrome: CGFloat = 0

    /// The sheet's height for a fitting detent limited to `limit` points.
    func height(limit: Double) -> FittingSheetHeight {
        FittingSheetHeight(content: Double(content), chrome: Double(chrome), limit: limit)
    }
}

/// Measures a fitting bottom sheet's first screen where it is shown: inside the layer's
/// navigation stack, never wrapped in a scroll view (in which a `List` or `Form` collapses
/// to nothing).
///
/// The screen keeps its own layout: a screen that sizes to its content (a `VStack`) gives
/// its content's height; one that takes the room it is offered (a `List`, a `Form`) gives
/// the room it has, so its sheet rests at the limit and the list scrolls past it itself.
/// The chrome is the navigation bar (the top inset): a detent's height is "a height within
/// the safe area of the sheet", without its bottom inset
/// (https://developer.apple.com/documentation/uikit/uisheetpresentationcontrollerdetent/customdetentwithidentifier:resolver:).
/// iOS 17 has no `onGeometryChange`: background geometry readers measure.
@MainActor
struct FittingContentModifier: ViewModifier {
    let measurement: FittingMeasurement

    func body(content: Content) -> some View {
        content
            .background {
                GeometryReader { proxy in
                    Color.clear.preference(key: ScreenHeightKey.self, value: proxy.size.height)
                }
            }
            // The room the stack gives the screen, whose top inset is the navigation bar.
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            .background {
                GeometryReader { proxy in
                    Color.clear.preference(key: ChromeHeightKey.self, value: proxy.safeAreaInsets.top)
                }
            }
            .onPreferenceChange(ScreenHeightKey.self) { height in
                if measurement.content != height { measurement.content = height }
            }
            .onPreferenceChange(ChromeHeightKey.self) { height in
                if measurement.chrome != height { measurement.chrome = height }
            }
    }

    private struct ScreenHeightKey: PreferenceKey {
        static var defaultValue: CGFloat { 0 }
        static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) { value = max(value, nextValue()) }
    }

    private struct ChromeHeightKey: PreferenceKey {
        static var defaultValue: CGFloat { 0 }
        static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) { value = max(value, nextValue()) }
    }
}

@MainActor
extension View {
    /// Measures this screen into `measurement` for a fitting bottom sheet limited to
    /// `limit` points; with no limit, the screen is left as it is.
    @ViewBuilder
    func measuresFittingSheet(_ limit: Double?, into measurement: FittingMeasurement) -> some View {
        if limit != nil {
            modifier(FittingContentModifier(measurement: measurement))
        } else {
            self
        }
    }
}
#endif
