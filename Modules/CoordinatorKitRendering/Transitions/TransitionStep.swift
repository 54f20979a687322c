import CoordinatorKit
/// One step a UI takes to move from one navigation state to another.
///
/// SwiftUI cannot present while a dismissal is still running, so a change that dismisses
/// a sheet and its alert, pops, and pushes must be played as ordered steps, each waiting
/// for the one before. ``steps(from:to:)`` computes them; tests read them.
///
/// Depths address entries in a tab: depth 0 is the root, depth `n` is `stack[n - 1]`.
public enum TransitionStep: Hashable, Sendable, CustomStringConvertible {
    /// Dismiss the alert shown by the entry at `depth`.
    case dismissAlert(tab: ModuleID, depth: Int)
    /// Dismiss the modal layer whose first entry is at `depth`, with everything above it.
    case dismissLayer(tab: ModuleID, depth: Int)
    /// Pop pushed entries until the entry at `depth` is on top.
    case pop(tab: ModuleID, toDepth: Int)
    /// Replace the tab's root screen (restoration only; no link or action does this).
    case replaceRoot(tab: ModuleID, entry: NavigationEntry)
    /// Select a tab.
    case selectTab(ModuleID)
    /// Push an entry onto the top layer.
    case push(tab: ModuleID, entry: NavigationEntry)
    /// Present an entry as a new layer.
    case present(tab: ModuleID, entry: NavigationEntry)
    /// Show an alert on the entry at `depth`.
    case showAlert(tab: ModuleID, depth: Int, alert: AlertState)
    /// Give the entry at `depth` another route that names the same screen (see
    /// ``Route/screenIdentity``): the screen stays where it is and nothing moves; its kept
    /// screen is brought up to date by its coordinator.
    case update(tab: ModuleID, depth: Int, route: AnyRoute)

    /// The step in a short form for logs and tests.
    public var description: String {
        switch self {
        case .dismissAlert(let tab, let depth): "dismissAlert \(tab)@\(depth)"
        case .dismissLayer(let tab, let depth): "dismissLayer \(tab)@\(depth)"
        case .pop(let tab, let depth): "pop \(tab) to \(depth)"
        case .replaceRoot(let tab, let entry): "replaceRoot \(tab) \(entry.route)"
        case .selectTab(let tab): "selectTab \(tab)"
        case .push(let tab, let entry): "push \(tab) \(entry.route)"
        case .present(let tab, let entry): "present \(tab) \(entry.route) as \(entry.presentation.name)"
        case .showAlert(let tab, let depth, let alert): "showAlert \(tab)@\(depth) '\(alert.title)'"
        case .update(let tab, let depth, let route): "update \(tab)@\(depth) \(route)"
        }
    }
}
