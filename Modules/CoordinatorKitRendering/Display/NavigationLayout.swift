import CoordinatorKit
/// How a root's tabs are laid out on screen: the app's choice, which a renderer turns into
/// a ``Drawn`` layout for the window's width.
///
/// Every layout shows the same state, with every modal layer, alert, bottom sheet and
/// write-back; only how the tabs are offered differs. A root with a single tab (a window
/// arranged to one module, or an app whose modules have no tab) is drawn as that tab's
/// stack alone, whatever the choice.
///
/// ```swift
/// NavigationLayout.automatic.drawn(tabCount: 4, isHorizontallyCompact: false)  // .sidebar
/// NavigationLayout.automatic.drawn(tabCount: 4, isHorizontallyCompact: true)   // .tabs
/// NavigationLayout.sidebar.drawn(tabCount: 1, isHorizontallyCompact: false)    // .singleStack
/// ```
public enum NavigationLayout: Hashable, Sendable, CaseIterable {
    /// A tab bar (`TabView`), each tab with its own stack.
    case tabs
    /// A sidebar listing the tabs (`NavigationSplitView`), the selected tab's layers in the
    /// detail column; on a compact width it collapses to the selected tab's stack.
    case sidebar
    /// A sidebar where the width is regular (the Mac, a full-width iPad window) and a tab
    /// bar where it is compact (iPhone, a narrow iPad window); it follows the window as it
    /// is resized.
    case automatic

    /// What a renderer draws.
    public enum Drawn: Hashable, Sendable {
        /// A tab bar.
        case tabs
        /// A sidebar and a detail column.
        case sidebar
        /// The selected tab's stack alone, without a tab bar or sidebar.
        case singleStack
    }

    /// Whether a drawn layout shows a tab's root screen in a content column beside its
    /// detail: a sidebar on a regular width, for a tab that asks for it
    /// (`TabDescriptor.showsContentColumn`). On a compact width the split view collapses
    /// into one stack, where the tab's root and the screens above it are one stack as in a
    /// tab bar.
    public static func drawsContentColumn(_ drawn: Drawn, for tab: TabDescriptor?, isHorizontallyCompact: Bool) -> Bool {
        drawn == .sidebar && !isHorizontallyCompact && tab?.showsContentColumn == true
    }

    /// The layout to draw for a root with `tabCount` tabs in a window whose width is
    /// compact or not (macOS has no compact width).
    public func drawn(tabCount: Int, isHorizontallyCompact: Bool) -> Drawn {
        guard tabCount > 1 else { return .singleStack }
        switch self {
        case .tabs: return .tabs
        case .sidebar: return .sidebar
        case .automatic: return isHorizontallyCompact ? .tabs : .sidebar
        }
    }
}
