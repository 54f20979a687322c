import CoordinatorKit

/// The screens the root keeps, read as text: what the command-line shell prints and
/// scripted tests tap through.
///
/// A screen whose type adopts ``ScreenTextDescribing`` describes itself; any other is
/// shown as ``ScreenText/placeholder(for:)``, so a module without text descriptions still
/// shows in the shell.
extension RootCoordinator {
    /// The entry at `depth` in a tab described as text, from the screen the root keeps
    /// for it.
    ///
    /// - Parameters:
    ///   - tab: The tab's identifier.
    ///   - depth: The entry's depth: 0 for the tab's root, `n` for the `n`th entry above it.
    /// - Returns: The text, or `nil` when the tab has no entry at that depth or the entry's
    ///   module is not registered.
    public func screenText(inTab tab: ModuleID, atDepth depth: Int) -> ScreenText? {
        guard let entry = state[tab: tab]?.entry(atDepth: depth),
            let screen = anyScreen(inTab: tab, atDepth: depth)
        else { return nil }
        return ScreenText.of(screen, showing: entry.route)
    }

    /// The top entry of the selected tab described as text, from the screen the root
    /// keeps for it.
    public var topScreenText: ScreenText? {
        guard let tab = state.currentTab else { return nil }
        return screenText(inTab: tab.id, atDepth: tab.stack.count)
    }

    /// Any entry described as text, from a screen built for the occasion and not kept:
    /// for entries that are not in the state, such as where a link would land.
    ///
    /// - Parameter entry: The entry to describe.
    /// - Returns: The text, or `nil` when the entry's module is not registered.
    public func screenText(for entry: NavigationEntry) -> ScreenText? {
        unkeptScreen(for: entry).map { ScreenText.of($0, showing: entry.route) }
    }
}
