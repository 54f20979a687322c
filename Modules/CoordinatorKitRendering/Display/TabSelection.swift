import CoordinatorKit
/// The selected tab as a non-optional value, for `TabView(selection:)`.
///
/// `NavigationState.selectedTab` is optional because an app may have no tabs; a tab
/// view needs a plain value to tag its tabs with. Reading gives the selected tab; writing
/// is the tab-selection write-back, `WriteBack.tabSelected(_:)`, so tapping the selected
/// tab again pops it to its root.
///
/// ```swift
/// if let selection = root.tabSelection {
///     TabView(selection: Binding(get: { selection.tab }, set: { selection.tab = $0 })) { … }
/// }
/// ```
@MainActor
public struct TabSelection {
    private let read: @MainActor () -> ModuleID?
    private let fallback: ModuleID
    private let root: RootCoordinator

    init(root: RootCoordinator, fallback: ModuleID, read: @escaping @MainActor () -> ModuleID?) {
        self.root = root
        self.fallback = fallback
        self.read = read
    }

    /// The selected tab; setting it reports the tap to the root.
    public var tab: ModuleID {
        get { read() ?? fallback }
        nonmutating set { root.writeBack(.tabSelected(newValue)) }
    }
}

extension RootCoordinator {
    /// The selected tab as a non-optional value for `TabView(selection:)`, read from the
    /// root's state; `nil` when the app has no tabs.
    ///
    /// A UI that plays transitions reads the displayed selection instead:
    /// ``NavigationDisplay/tabSelection(writingTo:)``.
    public var tabSelection: TabSelection? {
        guard let first = state.tabs.first?.id else { return nil }
        return TabSelection(root: self, fallback: first) { [weak self] in self?.state.selectedTab }
    }
}
