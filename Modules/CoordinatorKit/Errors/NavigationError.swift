/// Why the root coordinator refused a navigation. The state is unchanged whenever one is thrown.
public enum NavigationError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The link was rejected.
    case invalidLink(DeepLinkError)
    /// A route's type belongs to no registered module.
    case unregisteredRoute(type: String)
    /// No tab has the given identifier (or no registered module owns the tab).
    case unknownTab(TabID)
    /// The app has no tab to show the route over.
    case noTab
    /// The tabs given to ``NavigationCommand/arrangeTabs(_:)`` cannot be the app's tabs:
    /// none, one named twice, a module without a tab, a root offered by no module;
    /// `reason` says which.
    case invalidTabs([TabID], reason: String)
    /// A requirement is not met and nothing in the app can grant it.
    case accessDenied(AccessRequirement)
    /// A guard's granting screen is itself guarded, and following the granting screens
    /// passed ``DeepLinkConfiguration/Limits/maxGuardRedirects`` hops or came back to a
    /// requirement already in the chain; `requirements` lists the chain in order.
    case guardRedirectChainTooLong(requirements: [AccessRequirement], limit: Int)
    /// Stored state could not be restored.
    case restorationFailed(StateRestorationError)
    /// The state could not be saved: a bottom sheet has detents saved state cannot hold;
    /// `reason` says which.
    case savingFailed(reason: String)
    /// No alert is showing to answer.
    case noAlert
    /// No screen of the selected tab shows the same screen as the route (named in the
    /// case): there is no route to update in place (``NavigationCommand/update(_:)``), or
    /// no screen below the top to go back to (``NavigationCommand/goBackTo(_:)``).
    case noSuchScreen(String)
    /// The top screen of the selected tab already shows this route's screen the way it
    /// would be shown, so ``NavigationCommand/show(_:as:)`` changed nothing: a double tap
    /// pushes one screen.
    case alreadyShowing(AnyRoute)
    /// The command named made the last change, which a renderer still plays, so performed
    /// again it was dropped: a second tap landing before the first one's change has ended
    /// on screen makes no second change.
    case repeatedWhilePlaying(String)
    /// The screen named asks before it leaves and its coordinator answered ``LeaveAnswer/stay``.
    case staying(EntryID)
    /// The alert has no button with the given action.
    case unknownAlertAction(AlertState.Action, available: [AlertState.Action])
    /// A module's ``Navigator`` was asked for a command outside its module (named in the
    /// case): another module's route, or a tab. Another module is reached by link.
    case outOfScope(String, module: ModuleID)
    /// The ``LinkInbox`` already holds `capacity` links sent and not yet delivered, so the
    /// link sent was not kept.
    case inboxFull(capacity: Int)
    /// A module answered the flow it offers at `offer` (``Navigator/finishFlow(_:returning:)``)
    /// while its most recent awaited flow shows another screen; that flow still awaits.
    case notAwaited(offer: String, module: ModuleID)

    /// What was refused and why, in a sentence; in
    /// English, for developers and logs, whatever the app's language: show users a ``NavigationText`` of your own (<doc:Localization>).
    public var description: String {
        switch self {
        case .invalidLink(let error): error.description
        case .unregisteredRoute(let type): "The route type \(type) belongs to no module registered in this app."
        case .unknownTab(let id): "There is no tab '\(id)' in this app."
        case .noTab: "The app has no tab to show the screen over."
        case .invalidTabs(let ids, let reason):
            "The tabs [\(ids.map(\.rawValue).joined(separator: ", "))] cannot be arranged: \(reason)."
        case .accessDenied(let requirement): "The screen needs '\(requirement)', which nothing in this app can grant."
        case .guardRedirectChainTooLong(let requirements, let limit):
            "The granting screens for \(requirements.map(\.name).joined(separator: " → ")) form a chain longer than "
                + "\(limit) hops, or a loop."
        case .restorationFailed(let error): error.description
        case .savingFailed(let reason): "The navigation state could not be saved: \(reason)."
        case .noAlert: "No alert is showing."
        case .noSuchScreen(let route): "No screen of the selected tab shows \(route) to update, or to go back to below the top."
        case .alreadyShowing(let route): "The top screen already shows \(route); it is not shown twice."
        case .repeatedWhilePlaying(let command): "'\(command)' made the change still playing on screen; repeated, it was dropped."
        case .staying(let screen): "The screen \(screen) asks to stay; the change that would take it away was dropped."
        case .unknownAlertAction(let action, let available):
            "The alert has no button '\(action)'; its buttons are: \(available.map(\.rawValue).joined(separator: ", "))."
        case .outOfScope(let command, let module):
            "The navigator of '\(module)' cannot \(command): another module's screens and tabs are reached by link."
        case .inboxFull(let capacity):
            "The link inbox already holds \(capacity) links waiting to be opened; send the link again once they are "
                + "delivered, or give the root a larger inbox capacity."
        case .notAwaited(let offer, let module):
            "'\(module)' answered the flow it offers at '\(offer)', but its most recent awaited flow shows another "
                + "screen; that flow still awaits its answer."
        }
    }
}
