import Foundation

/// A child coordinator's handle on the root coordinator, scoped to its module's routes.
///
/// Everything a child coordinator does to navigation goes through here, so the root stays
/// the one owner of navigation state. Another module is reached only by link.
///
/// A route that needs a requirement the user does not meet shows the granting screen and
/// waits (see ``AccessGate``); one that needs what nothing can grant changes nothing and is
/// reported to ``RootCoordinator/observeRefusals(_:)``.
///
/// Its verbs are the root's (see the vocabulary table in the documentation catalog); it has
/// no `selectTab`, since a tab is another module's, reached by link (`open(path:)`).
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

    /// Creates a navigator for a module's coordinator, whose routes are of type `R`.
    init(root: RootCoordinator, module: ModuleID) {
        self.root = root
        self.module = module
    }

    func wrap(_ route: R) -> AnyRoute {
        AnyRoute(route, module: module)
    }

    /// Puts one of this module's routes on screen: the way it asks, or as `presentation`
    /// (``Presentation/push`` pushes it onto the top layer, a modal presentation opens a new
    /// layer); see ``RootCoordinator/show(_:as:)-(R,_)``.
    public func show(_ route: R, as presentation: Presentation? = nil) {
        guard let root else { return }
        let wrapped = wrap(route)
        do {
            try root.show(wrapped, as: presentation)
        } catch {
            root.reportRefusal(of: "\(NavigationAction.show) \(wrapped)", error)
        }
    }

    /// Updates, in place, the route of the screen that shows the same screen as `route`:
    /// what a screen does when the user changes a value its route carries (a quantity, a
    /// filter), so that the printed link and the saved state carry it too. The screen is
    /// not built again and nothing moves; see ``RootCoordinator/update(_:)-(R)``.
    public func update(_ route: R) {
        guard let root else { return }
        let wrapped = wrap(route)
        do {
            try root.update(wrapped)
        } catch {
            root.reportRefusal(of: "\(NavigationAction.update) \(wrapped)", error)
        }
    }

    /// Pops the top screen of the top layer.
    public func pop() {
        root?.pop()
    }

    /// Removes the top screen, pushed or presented: what a back gesture does.
    public func goBack() {
        root?.goBack()
    }

    /// Pops the top layer back to its first screen.
    public func popToRoot() {
        root?.popToRoot()
    }

    /// Dismisses the top modal layer.
    public func dismiss() {
        root?.dismiss()
    }

    /// Dismisses every modal layer of the selected tab.
    public func dismissAll() {
        root?.dismissAll()
    }

    /// Shows an alert on the top screen, if the top screen is one of this module's; an
    /// alert belongs to the screen that shows it, and a covered screen cannot show one.
    public func showAlert(_ alert: AlertState) {
        guard let root, root.state.topEntry?.route.module == module else { return }
        root.showAlert(alert)
    }

    /// Removes the alert on the top screen without answering it, if the top screen is one of
    /// this module's.
    public func dismissAlert() {
        guard let root, root.state.topEntry?.route.module == module else { return }
        root.dismissAlert()
    }

    /// The current navigation state, for decisions that depend on what is showing.
    public var state: NavigationState? {
        root?.state
    }

    /// Performs several navigation actions as one change; see
    /// ``RootCoordinator/performAsOneChange(_:)``.
    public func performAsOneChange(_ body: () throws -> Void) rethrows {
        guard let root else { return }
        try root.performAsOneChange(body)
    }

    /// Opens a path inside the app, such as `settings/allergies`, without naming the
    /// app's scheme; see ``RootCoordinator/open(path:)``.
    ///
    /// - Throws: ``NavigationError`` when the path cannot be opened; nothing changes then.
    public func open(path: String) throws(NavigationError) {
        try root?.open(path: path)
    }

    /// Tells the root that the conditions behind guards may have changed (sign-in, sign-out,
    /// purchase): a pending navigation whose requirement is now met is applied, and screens
    /// whose requirements no longer hold are left.
    public func accessDidChange() {
        root?.accessDidChange()
    }

    /// Ends this module's modal flow after success: applies the pending navigation if it can
    /// now go ahead, and otherwise dismisses the layer this module opened.
    public func finishFlow() {
        root?.finishFlow(of: module)
    }

    /// Ends this module's modal flow without success: ends the most recent flow of this
    /// module that a coordinator awaits (``FlowCancellationReason/cancelledByFlow``) and
    /// dismisses its layer; else drops the pending navigation and returns to where the user
    /// was, or dismisses the layer this module opened.
    public func cancelFlow() {
        root?.cancelFlow(of: module)
    }
}
