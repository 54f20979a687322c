/// A navigation verb as a value: everything that can change navigation — a coordinator's
/// push, a link, the user's back swipe reported by a renderer — is one of these, performed
/// by ``RootCoordinator/perform(_:)``.
///
/// A verb is defined once, here; the root applies it in one place
/// (`RootCoordinator+Perform.swift`), a module's ``Navigator`` performs it for its own
/// module, a change names it as its cause (``NavigationChange/Cause/command(_:)``), and the
/// command line, the explorer and the vocabulary table read it through ``verb``.
///
/// <!-- snippet: perform-command -->
/// ```swift
/// try root.perform(.openLink("notes://notes/7"))
/// try root.perform(.pop)
/// try root.perform(.selectTab("settings"))
/// ```
public enum NavigationCommand: Hashable, Sendable, CustomStringConvertible {
    /// Puts a route on screen after its coordinator decides the destination
    /// (``ModuleCoordinator/destination(for:)``): as the presentation given, or the way
    /// the route asks when `nil`. ``Presentation/push`` pushes onto the top layer; a modal
    /// presentation opens a new layer. A coordinator deciding on another route (a premium
    /// recipe becomes its paywall) shows that route the way it asks.
    ///
    /// No double push: when the top screen of the selected tab already shows that screen
    /// the same way (a second tap landing while the first push still plays), nothing
    /// changes and the command is refused with ``NavigationError/alreadyShowing(_:)``.
    case show(AnyRoute, as: Presentation? = nil)
    /// Rewrites in place the route of the top-most screen of the selected tab that shows
    /// the same screen (the same ``Route/screenIdentity``): the screen is kept, its route
    /// carries what the user changed on it (a quantity, a filter).
    case update(AnyRoute)
    /// Removes the top screen if it was pushed; a presented layer is left to ``dismiss``.
    case pop
    /// Removes the top screen, pushed or presented: what a back gesture does.
    case goBack
    /// Goes back to the nearest screen below the top of the selected tab that shows the same
    /// screen as the route (the same ``Route/screenIdentity``): every screen above it goes in
    /// one change, a modal layer crossed is dismissed. Refused with
    /// ``NavigationError/noSuchScreen(_:)`` when no screen below the top shows it.
    case goBackTo(AnyRoute)
    /// Pops the top layer back to its first screen.
    case popToRoot
    /// Takes every tab back to its root: every pushed screen, layer and alert goes and a
    /// pending navigation is dropped (an account switch, a sign-out). The selected tab
    /// stays selected.
    case popEveryTabToRoot
    /// Dismisses the top modal layer with everything pushed inside it.
    case dismiss
    /// Dismisses every modal layer of the selected tab.
    case dismissAll
    /// Selects a tab, keeping its stack; the modal layers of the tab left are dismissed,
    /// since they would cover the tab bar. An action (``TabItem/Role/action(_:)``) is never
    /// selected: its root is shown over the selected tab, as ``show(_:as:)`` shows it.
    case selectTab(ModuleID)
    /// Shows these tabs, in this order: which tabs show and where is the app's to change at
    /// run time (a user's choice of tabs, a category pinned beside its module's home tab),
    /// saved and restored with the state (<doc:TabsAsData>). String literals name home tabs:
    /// `.arrangeTabs(["settings", "recipes"])`; pinning or unpinning a tab is this command
    /// with one item more or less. Each item also says where its tab shows (a sidebar-only
    /// row, the search destination, an action) and under which sidebar heading.
    ///
    /// A tab kept keeps its stack; a tab added starts at its root; a tab left out
    /// goes with its stack (an awaited flow in it ends as
    /// ``FlowCancellationReason/dismissed``) and its module is then entered by link as a
    /// module without a tab is. The selected tab stays selected when kept; otherwise the
    /// first tab whose root the user may see is selected. A pending navigation into or from
    /// a tab left out is dropped. Refused with ``NavigationError/unknownTab(_:)`` or
    /// ``NavigationError/invalidTabs(_:reason:)`` (see
    /// ``NavigationState/arrangingTabs(_:registry:)``).
    case arrangeTabs([TabItem])
    /// Shows an alert on the top screen, replacing the alert it showed.
    case showAlert(AlertState)
    /// Removes the alert on the selected tab without answering it.
    case dismissAlert
    /// Answers the alert on the top screen with one of its buttons: the alert goes, then
    /// the coordinator of the screen that showed it handles the action.
    case answerAlert(AlertState.Action)
    /// Marks the top screen of the selected tab as one that asks before it leaves (unsaved
    /// changes), or clears the mark: see ``ModuleCoordinator/leaving(_:by:)``.
    case askBeforeLeaving(Bool)
    /// Opens a link given as text (`recipes://settings/allergies`, a universal link):
    /// passed through the app's ``LinkTranslation``, resolved into a whole new state and
    /// applied in one change, its screens landing as `placement` says.
    case openLink(String, placement: LinkPlacement = .owningTab)
    /// Opens a path inside the app (`settings/allergies`, `/` for the root); a path is the
    /// app's own and is not translated.
    case openPath(String, placement: LinkPlacement = .owningTab)
    /// Ends a module's modal flow after success: applies the pending navigation if its
    /// requirement is now met, else dismisses the layer the module opened.
    case finishFlow(of: ModuleID)
    /// Ends a module's modal flow without success: its most recent awaited flow ends as
    /// ``FlowCancellationReason/cancelledByFlow`` and its layer goes; else the pending
    /// navigation is dropped, or the layer the module opened is dismissed.
    case cancelFlow(of: ModuleID)
    /// Cancels one awaited flow by its request: its layer goes (or the pending navigation
    /// it waits in) and its requester hears ``FlowCancellationReason/cancelledByFlow``.
    case cancelAwaitedFlow(FlowRequestID)
    /// Drops the navigation waiting for a requirement and returns to where the user was:
    /// the sign-in or purchase it waited for is abandoned.
    case cancelPendingNavigation
    /// Re-checks requirements after sign-in, sign-out or a purchase: a pending navigation
    /// whose requirement is now met is applied, screens whose requirements no longer hold
    /// are left, and every screen on display is decided again. Every other root over the
    /// same gate instance (the app's other windows) then performs
    /// ``NavigationCommand/accessDidChangeInAnotherWindow``, animated as this change is.
    case accessDidChange
    /// Re-checks requirements after another window changed what the user may do, as
    /// ``NavigationCommand/accessDidChange`` does, except that this root's pending
    /// navigation is not applied, since the user did not act here: what a root receives
    /// when another root over its gate performs ``NavigationCommand/accessDidChange``.
    case accessDidChangeInAnotherWindow
    /// Asks the coordinators again for every screen on display and applies what they now
    /// decide otherwise; the root does it by itself when observed data a decision read
    /// changes.
    case decideScreensAgain
    /// What the user did outside the app's code, as a renderer reports it (a back swipe, a
    /// sheet swiped down, an alert answered, a tab tapped).
    case writeBack(WriteBack)

    /// The command's verb: its name without its values.
    public var verb: Verb {
        switch self {
        case .show: .show
        case .update: .update
        case .pop: .pop
        case .goBack: .goBack
        case .goBackTo: .goBackTo
        case .popToRoot: .popToRoot
        case .popEveryTabToRoot: .popEveryTabToRoot
        case .dismiss: .dismiss
        case .dismissAll: .dismissAll
        case .selectTab: .selectTab
        case .arrangeTabs: .arrangeTabs
        case .showAlert: .showAlert
        case .dismissAlert: .dismissAlert
        case .answerAlert: .answerAlert
        case .askBeforeLeaving: .askBeforeLeaving
        case .openLink: .openLink
        case .openPath: .openPath
        case .finishFlow: .finishFlow
        case .cancelFlow: .cancelFlow
        case .cancelAwaitedFlow: .cancelAwaitedFlow
        case .cancelPendingNavigation: .cancelPendingNavigation
        case .accessDidChange: .accessDidChange
        case .accessDidChangeInAnotherWindow: .accessDidChangeInAnotherWindow
        case .decideScreensAgain: .decideScreensAgain
        case .writeBack: .writeBack
        }
    }

    /// The command as the command line reads and logs show it: the verb, then its values
    /// (`show recipes.detail(id: 42)`, `selectTab settings`, `openLink recipes://…`).
    public var description: String {
        switch self {
        case .show(let route, let presentation):
            "\(verb) \(route)" + (presentation.map { " as \($0.name)" } ?? "")
        case .update(let route), .goBackTo(let route): "\(verb) \(route)"
        case .selectTab(let id): "\(verb) \(id)"
        case .arrangeTabs(let items): "\(verb) \(items.map(\.description).joined(separator: ","))"
        case .showAlert(let alert): "\(verb) \(alert.id)"
        case .answerAlert(let action): "\(verb) \(action)"
        case .askBeforeLeaving(let asks): "\(verb) \(asks)"
        case .openLink(let text, let placement), .openPath(let text, let placement):
            "\(verb) \(text)" + (placement == .owningTab ? "" : " on the current tab")
        case .finishFlow(let module), .cancelFlow(let module): "\(verb) \(module)"
        case .cancelAwaitedFlow(let request): "\(verb) \(request)"
        case .writeBack(let writeBack): "\(verb) \(writeBack)"
        case .pop, .goBack, .popToRoot, .popEveryTabToRoot, .dismiss, .dismissAll, .dismissAlert,
            .cancelPendingNavigation, .accessDidChange, .accessDidChangeInAnotherWindow, .decideScreensAgain:
            verb.rawValue
        }
    }

    /// A command's name without its values, as causes, refusals, the command line and the
    /// vocabulary table name it.
    public enum Verb: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
        /// ``NavigationCommand/show(_:as:)``.
        case show
        /// ``NavigationCommand/update(_:)``.
        case update
        /// ``NavigationCommand/pop``.
        case pop
        /// ``NavigationCommand/goBack``.
        case goBack
        /// ``NavigationCommand/goBackTo(_:)``.
        case goBackTo
        /// ``NavigationCommand/popToRoot``.
        case popToRoot
        /// ``NavigationCommand/popEveryTabToRoot``.
        case popEveryTabToRoot
        /// ``NavigationCommand/dismiss``.
        case dismiss
        /// ``NavigationCommand/dismissAll``.
        case dismissAll
        /// ``NavigationCommand/selectTab(_:)``.
        case selectTab
        /// ``NavigationCommand/arrangeTabs(_:)``.
        case arrangeTabs
        /// ``NavigationCommand/showAlert(_:)``.
        case showAlert
        /// ``NavigationCommand/dismissAlert``.
        case dismissAlert
        /// ``NavigationCommand/answerAlert(_:)``.
        case answerAlert
        /// ``NavigationCommand/askBeforeLeaving(_:)``.
        case askBeforeLeaving
        /// ``NavigationCommand/openLink(_:placement:)``.
        case openLink
        /// ``NavigationCommand/openPath(_:placement:)``.
        case openPath
        /// ``NavigationCommand/finishFlow(of:)``.
        case finishFlow
        /// ``NavigationCommand/cancelFlow(of:)``.
        case cancelFlow
        /// ``NavigationCommand/cancelAwaitedFlow(_:)``.
        case cancelAwaitedFlow
        /// ``NavigationCommand/cancelPendingNavigation``.
        case cancelPendingNavigation
        /// ``NavigationCommand/accessDidChange``.
        case accessDidChange
        /// ``NavigationCommand/accessDidChangeInAnotherWindow``.
        case accessDidChangeInAnotherWindow
        /// ``NavigationCommand/decideScreensAgain``.
        case decideScreensAgain
        /// ``NavigationCommand/writeBack(_:)``.
        case writeBack

        /// The verb's name, as written in code.
        public var description: String { rawValue }
    }
}
