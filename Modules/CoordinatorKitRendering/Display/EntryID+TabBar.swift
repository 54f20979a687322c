import CoordinatorKit

extension EntryID {
    /// Whether the tab bar is hidden while this screen shows: a screen pushed onto its tab's
    /// own stack whose route asks for it (`Route.hidesTabBar`).
    ///
    /// A tab's root keeps the tab bar, as hiding it there would leave no way to another tab;
    /// a screen in a presented layer, or a screen of the sidebar layout, has no tab bar
    /// under it to hide. Both renderers bind this one value: UIKit as the pushed
    /// controller's `hidesBottomBarWhenPushed`, set before the push
    /// (https://developer.apple.com/documentation/uikit/uiviewcontroller/hidesbottombarwhenpushed),
    /// SwiftUI as `.toolbar(.hidden, for: .tabBar)` on the pushed screen
    /// (https://developer.apple.com/documentation/swiftui/view/toolbar(_:for:)). Going back
    /// shows the tab bar again; neither the state nor going back depends on it.
    ///
    /// - Parameter isOnTabStack: Whether the screen is on its tab's own stack (the tab's
    ///   base layer), rather than in a presented layer.
    /// - Returns: Whether the renderer hides the tab bar for the screen.
    public func hidesTabBar(onTabStack isOnTabStack: Bool) -> Bool {
        isOnTabStack && depth > 0 && presentation == .push && route.base.hidesTabBar
    }
}
