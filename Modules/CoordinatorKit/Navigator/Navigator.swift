/// A child coordinator's handle on the root coordinator, scoped to its module's routes.
///
/// Everything a child coordinator does to navigation goes through here, so the root stays
/// the one owner of navigation state. Another module is reached only by link.
///
/// A route that needs a requirement the user does not meet shows the granting screen and
/// waits (see ``AccessGate``); one that needs what nothing can grant changes nothing and is
/// reported as ``NavigationEvent/refused(_:)``.
///
/// It performs the root's commands (``perform(_:)``) within its module, with a one-line
/// convenience for each verb a coordinator uses; it has no `selectTab`, since a tab is
/// another module's, reached by link (``open(path:placement:)``).
@MainActor
public struct Navigator<R: Route> {
    /// The root it acts on; weak, so that an awaiting coordinator never keeps it alive.
    weak var root: RootCoordinator?
    /// The module this navigator acts for.
    public let module: ModuleID

    /// Creates a navigator for the coordinator of the module that owns `R`, as the root
    /// does when it makes that coordinator; tests use it to act as a module would.
    ///
    /// - Throws: ``NavigationError/unregisteredRoute(type:)`` when no registered module owns `R`.
    public init(root: RootCoordinator) throws(NavigationError) {
        guard let owner = root.registry.module(forRouteType: R.self) else {
            throw .unregisteredRoute(type: String(describing: R.self))
        }
        self.init(root: root, module: owner.id)
    }

    init(root: RootCoordinator, module: ModuleID) {
        self.root = root
        self.module = module
    }

    func wrap(_ route: R) -> AnyRoute {
        AnyRoute(route, module: module)
    }

    /// Performs a command for this module; see ``RootCoordinator/perform(_:)``.
    ///
    /// A navigator's commands do not throw, so that a coordinator navigates without
    /// ceremony (only its awaited flows, such as ``open(_:)``, throw a
    /// ``FlowError``): what the root refuses is returned, for a coordinator that answers
    /// it, and reported as ``NavigationEvent/refused(_:)``, so that a refusal nobody looks
    /// at is still seen. Its
    /// scope is its own module: another module's route, or a tab, is refused with
    /// ``NavigationError/outOfScope(_:module:)`` (another module is reached by link,
    /// ``open(path:placement:)``); an alert is shown or dismissed, and a screen marked to ask
    /// before leaving, only while the top screen is this module's.
    ///
    /// - Returns: Why the command was refused, or `nil` when it was performed.
    @discardableResult
    public func perform(_ command: NavigationCommand) -> NavigationError? {
        guard let root else { return nil }
        do throws(NavigationError) {
            switch command {
            case .show(let route, _), .update(let route), .goBackTo(let route):
                guard route.module == module else { throw .outOfScope(command.description, module: module) }
            case .selectTab, .arrangeTabs:
                throw .outOfScope(command.description, module: module)
            case .showAlert, .dismissAlert, .askBeforeLeaving:
                guard root.state.topEntry?.route.module == module else { return nil }
            default:
                break
            }
            try root.perform(command)
            return nil
        } catch {
            root.reportRefusal(of: command, error)
            return error
        }
    }

    /// Puts one of this module's routes on screen: the way it asks, or as `presentation`
    /// (``Presentation/push`` pushes it onto the top layer, a modal presentation opens a new
    /// layer); see ``NavigationCommand/show(_:as:)``.
    ///
    /// - Returns: Why it was refused, or `nil` when it was shown.
    @discardableResult
    public func show(_ route: R, as presentation: Presentation? = nil) -> NavigationError? {
        perform(.show(wrap(route), as: presentation))
    }

    /// Updates, in place, the route of the screen that shows the same screen as `route`:
    /// what a screen does when the user changes a value its route carries (a quantity, a
    /// filter), so that the printed link and the saved state carry it too. The screen is
    /// not built again and nothing moves; see ``NavigationCommand/update(_:)``.
    ///
    /// - Returns: Why it was refused, or `nil` when the route was updated.
    @discardableResult
    public func update(_ route: R) -> NavigationError? { perform(.update(wrap(route))) }

    /// Pops the top screen of the top layer.
    public func pop() { perform(.pop) }

    /// Removes the top screen, pushed or presented: what a back gesture does.
    public func goBack() { perform(.goBack) }

    /// Goes back to the nearest screen below the top that shows the same screen as
    /// `route` (its ``Route/screenIdentity``: `goBack(to: .list)` from a deep stack), one
    /// of this module's; a modal layer crossed is dismissed in the same change. See
    /// ``NavigationCommand/goBackTo(_:)``.
    ///
    /// - Returns: ``NavigationError/noSuchScreen(_:)`` when no screen below the top shows
    ///   it, or `nil` when the screens above it went.
    @discardableResult
    public func goBack(to route: R) -> NavigationError? { perform(.goBackTo(wrap(route))) }

    /// Pops the top layer back to its first screen.
    public func popToRoot() { perform(.popToRoot) }

    /// Dismisses the top modal layer.
    public func dismiss() { perform(.dismiss) }

    /// Dismisses every modal layer of the selected tab.
    public func dismissAll() { perform(.dismissAll) }

    /// Shows an alert on the top screen, if the top screen is one of this module's.
    public func showAlert(_ alert: AlertState) { perform(.showAlert(alert)) }

    /// Removes the alert on the top screen without answering it, if the top screen is one of
    /// this module's.
    public func dismissAlert() { perform(.dismissAlert) }

    /// Opens a path inside the app, such as `settings/allergies`, without naming the app's
    /// scheme: how a module reaches another module's screens. A tap that shows another
    /// module's screen (an author on a recipe's page) passes ``LinkPlacement/currentTab``
    /// to keep the user on their tab.
    ///
    /// - Returns: Why the path was refused (an app composed without the module it names),
    ///   or `nil` when it was opened.
    @discardableResult
    public func open(path: String, placement: LinkPlacement = .owningTab) -> NavigationError? {
        perform(.openPath(path, placement: placement))
    }

    /// Tells the root that the conditions behind guards may have changed (sign-in, sign-out,
    /// purchase); see ``NavigationCommand/accessDidChange``.
    public func accessDidChange() { perform(.accessDidChange) }

    /// Ends this module's modal flow after success; see ``NavigationCommand/finishFlow(of:)``.
    public func finishFlow() { perform(.finishFlow(of: module)) }

    /// Ends this module's modal flow without success; see ``NavigationCommand/cancelFlow(of:)``.
    public func cancelFlow() { perform(.cancelFlow(of: module)) }

    /// The current navigation state, for decisions that depend on what is showing.
    public var state: NavigationState? {
        root?.state
    }

    /// Performs several navigation actions as one change; see
    /// ``RootCoordinator/performAsOneChange(animated:_:)``.
    ///
    /// - Parameters:
    ///   - animated: Whether renderers animate the change.
    ///   - body: The actions that make the change.
    public func performAsOneChange(animated: Bool = true, _ body: () throws -> Void) rethrows {
        guard let root else { return }
        try root.performAsOneChange(animated: animated, body)
    }
}
