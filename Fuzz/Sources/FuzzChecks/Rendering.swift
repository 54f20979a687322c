import CoordinatorKit
import CoordinatorKitText
import RecipesApp

/// Renders every screen of an app's state the way the shell and `open` do, so that a view
/// model that traps on a value (an overflow in a price, an index out of range) traps here.
@MainActor
public enum Rendering {
    /// Renders every entry of every tab from the screen the root keeps for it, the alert,
    /// the pending navigation and awaited flows, and the `open --json` document.
    ///
    /// - Parameters:
    ///   - app: The app.
    ///   - input: The input, for a report.
    public static func renderEveryScreen(of app: AppEnvironment, input: String) {
        let root = app.root
        let state = root.state
        var characters = 0
        for tab in state.tabs {
            for depth in 0...tab.stack.count {
                guard let text = root.screenText(inTab: tab.id, atDepth: depth) else {
                    violated("no screen for \(tab.id) at depth \(depth) of \(describe(state))", input: input)
                }
                characters += text.title.count
                for line in text.lines {
                    characters += line.count
                }
                for action in text.actions {
                    characters += action.title.count
                }
            }
            if let alert = tab.alert {
                characters += "\(alert.title)\(alert.message ?? "")".count
                for button in alert.buttons {
                    characters += "\(button.action): \(button.title)\(button.role.map { $0.rawValue } ?? "")".count
                }
            }
        }
        if let pending = state.pending {
            characters += "\(pending.request) (waits for \(pending.requirement))".count
        }
        for flow in root.awaitedFlows {
            characters += "\(flow.requester) \(flow.resultType) \(flow.id)".count
        }
        let document = StateDocument(app)
        consume(document)
        consume(characters)
    }
}
