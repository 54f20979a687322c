#if canImport(SwiftUI)
import SwiftUI

/// The height a fitting bottom sheet needs: its content's ideal height plus the chrome
/// around it (navigation bar, safe area), as the sheet's first screen measures it.
struct FittingHeightKey: PreferenceKey {
    static var defaultValue: CGFloat { 0 }

    static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) {
        value = max(value, nextValue())
    }
}

/// Measures a fitting bottom sheet's first screen with background geometry readers (iOS 17
/// has no `onGeometryChange`) and lets it scroll when it is taller than the sheet's limit.
struct FittingContentModifier: ViewModifier {
    let limit: Double
    @State private var contentHeight: CGFloat = 0
    @State private var chromeHeight: CGFloat = 0

    func body(content: Content) -> some View {
        ScrollView {
            content
                .background {
                    GeometryReader { proxy in
                        Color.clear.preference(key: ContentHeightKey.self, value: proxy.size.height)
                    }
                }
        }
        .scrollBounceBehavior(.basedOnSize)
        .background {
            GeometryReader { proxy in
                Color.clear.preference(
                    key: ChromeHeightKey.self, value: proxy.safeAreaInsets.top + proxy.safeAreaInsets.bottom)
            }
        }
        .onPreferenceChange(ContentHeightKey.self) { contentHeight = $0 }
        .onPreferenceChange(ChromeHeightKey.self) { chromeHeight = $0 }
        .preference(key: FittingHeightKey.self, value: min(contentHeight + chromeHeight, CGFloat(limit)))
    }

    private struct ContentHeightKey: PreferenceKey {
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
    /// Measures this screen for a fitting bottom sheet limited to `limit` points; with no
    /// limit, the screen is left as it is.
    @ViewBuilder
    func fitsBottomSheet(_ limit: Double?) -> some View {
        if let limit {
            modifier(FittingContentModifier(limit: limit))
        } else {
            self
        }
    }
}
#endif
