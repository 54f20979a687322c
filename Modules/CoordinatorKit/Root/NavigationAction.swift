/// A navigation action of the root coordinator, named after the method that performs it.
///
/// Reported as the cause of a change (``NavigationChange/Cause/action(_:)``) and in
/// refusals, so analytics and logs read the same verbs the code calls. See the vocabulary
/// table in the documentation catalog.
public enum NavigationAction: String, Hashable, Codable, Sendable, CaseIterable, CustomStringConvertible {
    /// A screen was put on screen, pushed onto the top layer or presented as a new layer
    /// (``RootCoordinator/show(_:as:)-(R,_)``); the change's steps say which.
    case show
    /// A screen's route was rewritten in place, the screen kept
    /// (``RootCoordinator/update(_:)-(R)``).
    case update
    /// The top pushed screen was popped (``RootCoordinator/pop()``).
    case pop
    /// The top screen, pushed or presented, was removed (``RootCoordinator/goBack()``).
    case goBack
    /// The top layer went back to its first screen (``RootCoordinator/popToRoot()``).
    case popToRoot
    /// Every tab went back to its root, its layers dismissed and its alerts removed
    /// (``RootCoordinator/popEveryTabToRoot()``).
    case popEveryTabToRoot
    /// The top modal layer was dismissed (``RootCoordinator/dismiss()``).
    case dismiss
    /// Every modal layer of the selected tab was dismissed (``RootCoordinator/dismissAll()``).
    case dismissAll
    /// A tab was selected (``RootCoordinator/selectTab(_:)``).
    case selectTab
    /// The app's tabs were arranged: which modules show as tabs, and in what order
    /// (``RootCoordinator/arrangeTabs(_:)``).
    case arrangeTabs
    /// An alert was shown (``RootCoordinator/showAlert(_:)``).
    case showAlert
    /// An alert was removed without an answer (``RootCoordinator/dismissAlert()``).
    case dismissAlert
    /// An alert was answered with one of its buttons (``RootCoordinator/answerAlert(with:)``).
    case answerAlert
    /// Several actions were applied as one change (``RootCoordinator/performAsOneChange(_:)``).
    case performAsOneChange
    /// A module's modal flow ended after success: an awaited flow answered with its result,
    /// or the module's layer was dismissed (``RootCoordinator/finishFlow(of:)``,
    /// ``RootCoordinator/finishFlow(of:returning:)``).
    case finishFlow
    /// A module's modal flow ended without success, or the navigation waiting for a
    /// requirement was dropped (``RootCoordinator/cancelFlow()``,
    /// ``RootCoordinator/cancelFlow(of:)``).
    case cancelFlow

    /// The action's name, the name of the method that performs it.
    public var description: String { rawValue }
}
