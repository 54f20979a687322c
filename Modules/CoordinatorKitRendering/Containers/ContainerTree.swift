import CoordinatorKit
/// What a UIKit renderer shows, as its containers: the tab bar's navigation controllers,
/// its More item when the tabs do not fit, and the chain of controllers presented over it.
///
/// A tab is one navigation controller holding its base layer's screens. When the tab bar
/// has more tabs than its ``TabBarCapacity``, the tabs past the first `capacity − 1` have
/// no navigation controller of their own: the framework's More item lists them, and its
/// navigation controller shows the selected one's screens above the list
/// (``MoreContainer``, decided by ``TabBarOverflow``). Every modal layer of the selected tab
/// is a navigation controller presented over the one below it — a page sheet, a
/// full-screen cover, a bottom sheet, or an overlay presented over full screen — and the
/// selected tab's alert, system or custom, is presented last. Presented controllers sit
/// above the tab bar controller, so they cover the tab bar: only the selected tab has any
/// (the core dismisses a tab's modal layers when another is selected).
///
/// ```swift
/// let tree = ContainerTree(root.state)
/// tree.stacks["recipes"]            // the Recipes tab's screens, root first
/// tree.more?.tabs                   // the tabs More lists, when they do not all fit
/// tree.presented.last?.style        // .systemAlert, .pageSheet, …
/// ```
public struct ContainerTree: Hashable, Sendable {
    /// The selected tab, or `nil` when the app has no tabs: the tab whose item is selected,
    /// or the tab More shows or shows its list over.
    public var selectedTab: ModuleID?
    /// The items of the tab bar, in tab order, More left out (``TabBarOverflow/items``):
    /// a sidebar-only tab shows there only while it is selected.
    public var tabs: [ModuleID]
    /// The stack of each tab with an item: its base layer's screens, root first; an
    /// action's is empty (its tab shows nothing).
    public var stacks: [ModuleID: [EntryID]]
    /// The tab bar's More item, when the tabs do not all fit; `nil` otherwise.
    public var more: MoreContainer?
    /// The controllers presented over the tab bar controller, bottom first.
    public var presented: [PresentedContainer]

    /// Creates a tree.
    ///
    /// - Parameters:
    ///   - selectedTab: The selected tab, or `nil` when the app has no tabs.
    ///   - tabs: The tab bar's items, in tab order, More left out.
    ///   - stacks: Each item's base navigation stack, root first.
    ///   - more: The More item, when the tabs do not all fit.
    ///   - presented: The controllers presented over the tab bar controller, bottom first.
    public init(
        selectedTab: ModuleID?, tabs: [ModuleID], stacks: [ModuleID: [EntryID]], more: MoreContainer? = nil,
        presented: [PresentedContainer]
    ) {
        self.selectedTab = selectedTab
        self.tabs = tabs
        self.stacks = stacks
        self.more = more
        self.presented = presented
    }

    /// The containers that show `state` in a tab bar of `capacity`.
    ///
    /// - Parameters:
    ///   - state: The state to show.
    ///   - capacity: The most items the tab bar shows (``TabBarCapacity/iOS``).
    ///   - isShowingMoreList: Whether More shows its list rather than the selected tab.
    public init(_ state: NavigationState, capacity: TabBarCapacity = .iOS, isShowingMoreList: Bool = false) {
        let bar = state.tabBar(capacity: capacity, isShowingMoreList: isShowingMoreList)
        selectedTab = state.selectedTab
        tabs = bar.items
        var stacks: [ModuleID: [EntryID]] = [:]
        for tab in state.tabs where tabs.contains(tab.id) {
            guard state.role(ofTab: tab.id).isDestination else {
                stacks[tab.id] = []
                continue
            }
            if let base = tab.layers.first { stacks[tab.id] = [base.rootID] + base.pathIDs }
        }
        self.stacks = stacks
        more = bar.moreTabs.isEmpty
            ? nil : MoreContainer(tabs: bar.moreTabs, isSelected: bar.selectedItem == .more, screens: bar.moreScreens)
        var presented: [PresentedContainer] = []
        if let tab = state.currentTab {
            for layer in tab.layers.dropFirst() {
                presented.append(
                    .layer(LayerContainer(id: layer.id, screens: [layer.rootID] + layer.pathIDs, selectedDetent: layer.selectedDetent)))
            }
            if let alert = tab.alertID {
                presented.append(.alert(alert))
            }
        }
        self.presented = presented
    }

    /// The same tabs and stacks with nothing presented: what a renderer shows at once,
    /// before its window can present anything.
    public var withoutPresentations: ContainerTree {
        ContainerTree(selectedTab: selectedTab, tabs: tabs, stacks: stacks, more: more, presented: [])
    }

    /// Whether the tab bar shows More's list: More is selected and shows no tab.
    public var isShowingMoreList: Bool {
        more.map { $0.isSelected && $0.screens.isEmpty } ?? false
    }

    /// The screens of a navigation controller, root first; empty when the tree has none.
    public func screens(of stack: StackID) -> [EntryID] {
        switch stack {
        case .tab(let tab):
            stacks[tab] ?? []
        case .more:
            more?.screens ?? []
        case .layer(let layer):
            presented.lazy.compactMap(\.layer).first { $0.id == layer }?.screens ?? []
        }
    }

    /// The navigation controller that holds `tab`'s own stack: its own, or More's for a tab
    /// More lists.
    public func stack(ofTab tab: ModuleID) -> StackID {
        more?.tabs.contains(tab) == true ? .more : .tab(tab)
    }

    /// The alerts presented over screens that no navigation stack shows any more: none,
    /// when alerts leave with their screens.
    public var alertsWithoutTheirScreen: [AlertID] {
        presented.compactMap { container -> AlertID? in
            guard case .alert(let alert) = container else { return nil }
            let layers = presented.compactMap(\.layer)
            let shown = screens(of: stack(ofTab: alert.screen.tab)) + layers.flatMap(\.screens)
            return shown.contains(alert.screen) ? nil : alert
        }
    }
}

/// A navigation controller of a ``ContainerTree``: a tab's, More's, or a presented layer's.
public enum StackID: Hashable, Sendable, CustomStringConvertible {
    /// The navigation controller of a tab, holding its base layer.
    case tab(ModuleID)
    /// The navigation controller of the tab bar's More item: its list, and above it the
    /// base layer of the tab More shows.
    case more
    /// The navigation controller of a presented layer.
    case layer(LayerID)

    /// The StackID as text, for logs and messages.
    public var description: String {
        switch self {
        case .tab(let tab): "tab \(tab)"
        case .more: "more"
        case .layer(let layer): "\(layer)"
        }
    }
}

/// The tab bar's More item: the tabs that do not fit, listed in its navigation controller,
/// which shows the selected one's stack above the list.
public struct MoreContainer: Hashable, Sendable {
    /// The tabs the list names, in tab order.
    public var tabs: [TabID]
    /// Whether the tab bar's selected item is More.
    public var isSelected: Bool
    /// The screens More's navigation controller holds above its list, root first: the base
    /// layer of one of ``tabs``; empty while the list shows.
    public var screens: [EntryID]

    /// Creates a More item.
    ///
    /// - Parameters:
    ///   - tabs: The tabs the list names, in tab order.
    ///   - isSelected: Whether the tab bar's selected item is More.
    ///   - screens: The screens above the list, root first; empty for the list alone.
    public init(tabs: [TabID], isSelected: Bool, screens: [EntryID]) {
        self.tabs = tabs
        self.isSelected = isSelected
        self.screens = screens
    }
}

/// A presented layer: a navigation controller presented in the layer's style.
public struct LayerContainer: Hashable, Sendable, Identifiable {
    /// The layer's identity.
    public let id: LayerID
    /// The layer's screens, root first: its navigation controller's stack.
    public var screens: [EntryID]
    /// The detent a bottom sheet rests at; `nil` for other layers.
    public var selectedDetent: Detent?

    /// Creates a presented layer.
    ///
    /// - Parameters:
    ///   - id: The layer's identity.
    ///   - screens: The layer's screens, root first.
    ///   - selectedDetent: The detent a bottom sheet rests at; `nil` for other layers.
    public init(id: LayerID, screens: [EntryID], selectedDetent: Detent?) {
        self.id = id
        self.screens = screens
        self.selectedDetent = selectedDetent
    }
}

/// A controller presented over the tab bar controller: a layer, or an alert.
public enum PresentedContainer: Hashable, Sendable, Identifiable, CustomStringConvertible {
    /// A modal layer, in its navigation controller.
    case layer(LayerContainer)
    /// An alert: a system alert or confirmation dialog (`UIAlertController`), or a custom
    /// alert drawn by the app over full screen.
    case alert(AlertID)

    /// The identity of a presented controller: it stays presented while its identity does.
    public enum ID: Hashable, Sendable {
        /// A layer's identity.
        case layer(LayerID)
        /// An alert's showing.
        case alert(AlertID)
    }

    /// How a controller is presented.
    public enum Style: Hashable, Sendable {
        /// A page sheet (`UIModalPresentationStyle.pageSheet`).
        case pageSheet
        /// A full-screen cover (`.fullScreen`): the presenter's view is removed under it.
        case fullScreen
        /// A sheet resting at detents (`UISheetPresentationController`).
        case bottomSheet(detents: [Detent])
        /// A popover (`.popover`) pointing at the view named `anchor` in the presenter's
        /// screen, of `size` (`preferredContentSize`); in compact width UIKit shows it as a
        /// sheet (https://developer.apple.com/documentation/uikit/uimodalpresentationstyle/popover).
        case popover(anchor: String, size: PresentationSize?)
        /// A form sheet (`.formSheet`) of `size` (`preferredContentSize`); a sheet in compact
        /// width (https://developer.apple.com/documentation/uikit/uimodalpresentationstyle/formsheet).
        case formSheet(size: PresentationSize?)
        /// An overlay over full screen (`.overFullScreen`): what is below stays visible.
        case overlay
        /// A custom alert over full screen (`.overFullScreen`), drawn with the app's view.
        case customAlert(String)
        /// A system alert (`UIAlertController.Style.alert`).
        case systemAlert
        /// A confirmation dialog (`UIAlertController.Style.actionSheet`), anchored in a
        /// popover where the size class calls for one (iPad).
        case actionSheet
    }

    /// The controller's identity.
    public var id: ID {
        switch self {
        case .layer(let layer): .layer(layer.id)
        case .alert(let alert): .alert(alert)
        }
    }

    /// How the controller is presented.
    public var style: Style {
        switch self {
        case .layer(let layer):
            switch layer.id.root.presentation {
            case .fullScreenCover: .fullScreen
            case .bottomSheet(let detents): .bottomSheet(detents: detents)
            case .overlay: .overlay
            case .popover(let anchor, let size): .popover(anchor: anchor, size: size)
            case .formSheet(let size): .formSheet(size: size)
            case .sheet, .push: .pageSheet
            }
        case .alert(let alert):
            switch alert.alert.style {
            case .alert: .systemAlert
            case .confirmationDialog: .actionSheet
            case .custom(let name): .customAlert(name)
            }
        }
    }

    /// The layer, when the controller is one.
    public var layer: LayerContainer? {
        if case .layer(let layer) = self { return layer }
        return nil
    }

    /// The PresentedContainer as text, for logs and messages.
    public var description: String {
        switch self {
        case .layer(let layer): "\(layer.id)"
        case .alert(let alert): "\(alert)"
        }
    }
}
