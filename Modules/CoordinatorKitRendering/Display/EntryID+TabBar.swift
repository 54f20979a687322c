import CoordinatorKit

extension EntryID {
    /// Whether the tab bar is hidden while this screen shows: a screen pushed onto its tab's
    /// own stack, `stack`, at or above a screen whose route asks for it (`Route.hidesTabBar`).
    ///
    /// A tab's root keeps the tab bar, as hiding it there would leave no way to another tab;
    /// a screen in a presented layer, or a screen of the sidebar layout, has no tab bar
    /// under it to hide (`stack` is `nil`). Both renderers bind this one value for every
    /// screen: UIKit as the pushed controller's `hidesBottomBarWhenPushed`, set before the
    /// push (https://developer.apple.com/documentation/uikit/uiviewcontroller/hidesbottombarwhenpushed),
    /// SwiftUI as `.toolbar(.hidden, for: .tabBar)` on the pushed screen
    /// (https://developer.apple.com/documentation/swiftui/view/toolbar(_:for:)).
    ///
    /// The screens above one that hides the bar hide it too. UIKit reads the topmost
    /// controller's value, and in the field keeps the bar hidden above a controller that hid
    /// it; SwiftUI reads the top screen's alone: with the value carried upwards, both show the
    /// same bar whichever way each reads it (``ToolkitRule`` `tabBarStaysHiddenAboveAScreenThatHidesIt`).
    /// Going back below the first screen that hides it shows the tab bar again; neither the
    /// state nor going back depends on it.
    ///
    /// - Parameter stack: The screens of the tab's own stack, root first, this one among
    ///   them (a tab's navigation controller, or More's above its list); `nil` for a screen
    ///   in a presented layer.
    /// - Returns: Whether the renderer hides the tab bar for the screen.
    public func hidesTabBar(onTabStack stack: [EntryID]?) -> Bool {
        guard let stack, depth > 0, presentation == .push else { return false }
        return stack.contains { $0.depth > 0 && $0.depth <= depth && $0.presentation == .push && $0.route.base.hidesTabBar }
    }
}
