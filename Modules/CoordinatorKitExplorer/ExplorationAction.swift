import CoordinatorKit

/// One thing that can happen to an app under exploration: a link, a route shown directly,
/// a user's action, a write-back from the toolkit, an alert's answer, a screen's action, a
/// gate's outcome, or a change of the world the app supplies.
///
/// An action names what it acts on by value (a link's text, a route's description, a
/// layer's index in the selected tab, an action's title), never by a live object, so a
/// trace of actions replays in a fresh app and prints as Swift source
/// (``swiftSource``). An action that does not apply to a state (no alert to answer, no
/// screen action with that title) does nothing there.
public enum ExplorationAction: Hashable, Sendable, Codable, CustomStringConvertible {
    /// Opens a link, as the system hands it to the app.
    case open(link: String)
    /// Shows a module's sample route the way it asks, as a coordinator's `show` would; the
    /// route is named by its description (`recipes.detail(id: 42)`).
    case show(route: String)
    /// The back gesture: removes the top screen, pushed or presented.
    case goBack
    /// Pops the top screen when it was pushed.
    case pop
    /// Pops the top layer to its first screen.
    case popToRoot
    /// Dismisses the top modal layer.
    case dismiss
    /// Dismisses every modal layer of the selected tab.
    case dismissAll
    /// Selects a tab through `RootCoordinator.selectTab(_:)`.
    case selectTab(String)
    /// The user taps a tab (the selected one included): `WriteBack.tabSelected(_:)`.
    case tapTab(String)
    /// The toolkit shortens the path of layer `layer` of the selected tab to `length`
    /// screens (a back swipe): `WriteBack.path(_:of:)`.
    case shortenPath(layer: Int, length: Int)
    /// The user swipes layer `layer` of the selected tab down: `WriteBack.layerDismissed(_:)`.
    case swipeDown(layer: Int)
    /// The user drags the bottom sheet of layer `layer` to the detent named `detent`:
    /// `WriteBack.detentSelected(_:of:)`.
    case selectDetent(String, layer: Int)
    /// The user answers the showing alert with the button whose action is named `action`.
    case answerAlert(String)
    /// The system takes the showing alert away without an answer: `WriteBack.alertDismissed(_:)`.
    case dismissAlertBySystem
    /// The user performs the top screen's action titled `title` (from its text description).
    case tap(String)
    /// The user gives up the sign-in or purchase a pending navigation waits for:
    /// `RootCoordinator.cancelFlow()`.
    case cancelPending
    /// The module showing the top modal layer finishes its flow:
    /// `RootCoordinator.finishFlow(of:)`, which applies a pending navigation whose
    /// requirement is now met.
    case finishFlow(module: String)
    /// The app-supplied change of the world named `name` (sign in, subscribe, data changes).
    case world(String)

    /// The action as the report and failure messages show it: `open recipes://recipes/42`,
    /// `tap 'Sign in'`, `swipe down layer 1`.
    public var description: String {
        switch self {
        case .open(let link): "open \(link)"
        case .show(let route): "show \(route)"
        case .goBack: "go back"
        case .pop: "pop"
        case .popToRoot: "pop to root"
        case .dismiss: "dismiss"
        case .dismissAll: "dismiss all"
        case .selectTab(let tab): "select tab \(tab)"
        case .tapTab(let tab): "tap tab \(tab)"
        case .shortenPath(let layer, let length): "shorten path of layer \(layer) to \(length)"
        case .swipeDown(let layer): "swipe down layer \(layer)"
        case .selectDetent(let detent, let layer): "drag layer \(layer) to \(detent)"
        case .answerAlert(let action): "answer alert '\(action)'"
        case .dismissAlertBySystem: "alert dismissed by the system"
        case .tap(let title): "tap '\(title)'"
        case .cancelPending: "cancel the pending navigation"
        case .finishFlow(let module): "finish \(module)'s flow"
        case .world(let name): name
        }
    }

    /// The action as a Swift expression of this type, for a trace printed as a test.
    public var swiftSource: String {
        switch self {
        case .open(let link): ".open(link: \(link.debugDescription))"
        case .show(let route): ".show(route: \(route.debugDescription))"
        case .goBack: ".goBack"
        case .pop: ".pop"
        case .popToRoot: ".popToRoot"
        case .dismiss: ".dismiss"
        case .dismissAll: ".dismissAll"
        case .selectTab(let tab): ".selectTab(\(tab.debugDescription))"
        case .tapTab(let tab): ".tapTab(\(tab.debugDescription))"
        case .shortenPath(let layer, let length): ".shortenPath(layer: \(layer), length: \(length))"
        case .swipeDown(let layer): ".swipeDown(layer: \(layer))"
        case .selectDetent(let detent, let layer): ".selectDetent(\(detent.debugDescription), layer: \(layer))"
        case .answerAlert(let action): ".answerAlert(\(action.debugDescription))"
        case .dismissAlertBySystem: ".dismissAlertBySystem"
        case .tap(let title): ".tap(\(title.debugDescription))"
        case .cancelPending: ".cancelPending"
        case .finishFlow(let module): ".finishFlow(module: \(module.debugDescription))"
        case .world(let name): ".world(\(name.debugDescription))"
        }
    }

    /// Whether the user does this with a touch or outside the app (a gesture the toolkit
    /// writes back, a tab or a screen action tapped, an alert answered, the world
    /// changed), as opposed to a link arriving or a call of the root's API: the actions
    /// that count for "reached by actions" and for dead ends.
    public var isUserAction: Bool {
        switch self {
        case .open, .show, .goBack, .pop, .popToRoot, .dismiss, .dismissAll, .selectTab, .cancelPending, .finishFlow:
            false
        case .tapTab, .shortenPath, .swipeDown, .selectDetent, .answerAlert, .dismissAlertBySystem, .tap, .world:
            true
        }
    }
}
