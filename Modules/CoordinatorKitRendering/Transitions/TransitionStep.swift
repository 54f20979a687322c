import CoordinatorKit
/// One step of a planned navigation change: the one vocabulary of change both renderers
/// play.
///
/// UIKit, and SwiftUI on top of it, cannot present while a dismissal is still running, so a
/// change that dismisses a sheet and its alert, pops, and pushes is played as ordered
/// steps. ``steps(from:to:)`` plans them once, from what a renderer shows to the root's
/// state; the SwiftUI player groups them into ``TransitionBatch``es, the UIKit player into
/// ``ContainerOperation``s, one container call each (see <doc:HowChangesArePlayed>).
///
/// Depths address entries in a tab: depth 0 is the root, depth `n` is `stack[n - 1]`.
public enum TransitionStep: Hashable, Sendable, CustomStringConvertible {
    /// Dismiss the alert shown by the entry at `depth`.
    case dismissAlert(tab: ModuleID, depth: Int)
    /// Dismiss the modal layer whose first entry is at `depth`, with everything above it.
    case dismissLayer(tab: ModuleID, depth: Int)
    /// Pop pushed entries until the entry at `depth` is on top.
    case pop(tab: ModuleID, toDepth: Int)
    /// Put another screen at `depth`, where everything above stays: the tab's root
    /// (restoration only; no link or action does this), or a pushed screen below a modal
    /// layer that stays, the same layer at the same place.
    case replace(tab: ModuleID, depth: Int, entry: NavigationEntry)
    /// Select a tab.
    case selectTab(ModuleID)
    /// Push an entry onto the top layer.
    case push(tab: ModuleID, entry: NavigationEntry)
    /// Present an entry as a new layer.
    case present(tab: ModuleID, entry: NavigationEntry)
    /// Show an alert on the entry at `depth`.
    case showAlert(tab: ModuleID, depth: Int, alert: AlertState)
    /// Give the entry at `depth` another route that names the same screen (see
    /// `Route.screenIdentity`): the screen stays where it is and nothing moves; its kept
    /// screen is brought up to date by its coordinator.
    case update(tab: ModuleID, depth: Int, route: AnyRoute)
    /// Rest the bottom sheet whose first entry is at `depth` at another detent.
    case selectDetent(tab: ModuleID, depth: Int, detent: Detent)

    /// The step in a short form for logs and tests.
    public var description: String {
        switch self {
        case .dismissAlert(let tab, let depth): "dismissAlert \(tab)@\(depth)"
        case .dismissLayer(let tab, let depth): "dismissLayer \(tab)@\(depth)"
        case .pop(let tab, let depth): "pop \(tab) to \(depth)"
        case .replace(let tab, let depth, let entry): "replace \(tab)@\(depth) \(entry.route)"
        case .selectTab(let tab): "selectTab \(tab)"
        case .push(let tab, let entry): "push \(tab) \(entry.route)"
        case .present(let tab, let entry): "present \(tab) \(entry.route) as \(entry.presentation.name)"
        case .showAlert(let tab, let depth, let alert): "showAlert \(tab)@\(depth) '\(alert.title)'"
        case .update(let tab, let depth, let route): "update \(tab)@\(depth) \(route)"
        case .selectDetent(let tab, let depth, let detent): "selectDetent \(tab)@\(depth) \(detent.name)"
        }
    }
}
