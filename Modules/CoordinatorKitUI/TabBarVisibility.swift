#if canImport(SwiftUI)
import SwiftUI

@MainActor
extension View {
    /// Hides the tab bar while this pushed screen shows, when `isHidden`
    /// (`EntryID.hidesTabBar(onTabStack:)` decides it from the whole stack, so that the
    /// screens above one that hides the bar hide it too, as UIKit keeps it hidden there).
    ///
    /// "The preferred visibility flows up to the nearest container that renders a bar",
    /// here the `TabView`, from the screen on top of the stack, so going back shows the bar
    /// again (https://developer.apple.com/documentation/swiftui/view/toolbar(_:for:),
    /// iOS 16). iOS only: macOS has no tab bar of this kind.
    @ViewBuilder
    func tabBarHidden(_ isHidden: Bool) -> some View {
        #if os(iOS)
        toolbar(isHidden ? .hidden : .automatic, for: .tabBar)
        #else
        self
        #endif
    }
}
#endif
