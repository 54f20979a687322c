import CoordinatorKit
import RecipesApp

/// What every state the app holds must be, however it got there.
@MainActor
public enum StateShape {
    /// Checks that the state has tabs of the app's tab modules, each once (an arrangement,
    /// `NavigationCommand.arrangeTabs(_:)`, pinned tabs included, may be restored), a selected tab among
    /// them, stacks within the depth and layer limits, a pending navigation only towards
    /// its tabs, and an alert only on a tab's top screen.
    ///
    /// - Parameters:
    ///   - app: The app.
    ///   - input: The input, for a report.
    public static func check(_ app: AppEnvironment, input: String) {
        let root = app.root
        let state = root.state
        let tabModules = Set(root.registry.tabModules.map(\.id))
        let expected = state.tabs.map(\.id)
        guard !expected.isEmpty, Set(expected).count == expected.count, state.tabs.allSatisfy({ tabModules.contains($0.module) }) else {
            violated("the tabs are \(expected), not an arrangement of the app's \(tabModules.sorted())", input: input)
        }
        guard let selected = state.selectedTab, expected.contains(selected) else {
            violated("the selected tab \(String(describing: state.selectedTab)) is not one of \(expected)", input: input)
        }
        let limits = root.configuration.limits
        for tab in state.tabs {
            guard tab.stack.count <= limits.maxStackDepth else {
                violated("tab \(tab.id) holds \(tab.stack.count) screens, over \(limits.maxStackDepth)", input: input)
            }
            let layers = tab.stack.filter(\.presentation.isModal).count
            guard layers <= limits.maxLayers else {
                violated("tab \(tab.id) shows \(layers) modal layers, over \(limits.maxLayers)", input: input)
            }
            if let depth = tab.alertDepth, depth != tab.stack.count {
                violated("tab \(tab.id) has an alert at depth \(depth) below its top \(tab.stack.count)", input: input)
            }
        }
        if let pending = state.pending, !expected.contains(pending.target.id) {
            violated("the pending navigation targets \(pending.target.id), not one of \(expected)", input: input)
        }
    }
}
