/// A child coordinator's handle on the root coordinator, scoped to its module's routes.
///
/// Everything a child coordinator does to navigation goes through here, so the root stays
/// the one owner of navigation state. Another module is reached only by link.
///
/// A route that needs a requirement the user does not meet shows the granting screen and
/// waits (see ``AccessGate``); one that needs what nothing can grant changes nothing and is
/// reported to ``RootCoordinator/addRefusalObserver(_:)``.
@MainActor
public struct Navigator<R: Route> {
    private weak var root: RootCoordinator?
    /// The module this navigator acts for.
    public let module: ModuleID

    /// Creates a navigator for a module's coordinator.
    public init(root: RootCoordinator, module: ModuleID) {
        self.root = root
        self.module = module
    }

    private func wrap(_ route: R) -> AnyRoute {
        AnyRoute(route, module: module)
    }

    /// Shows a route the way the route asks: pushed, or presented as its own layer.
    public func show(_ route: R) {
        perform("show", route, as: nil)
    }

    /// Pushes a route onto the top layer.
    public func push(_ route: R) {
        perform("push", route, as: .push)
    }

    /// Presents a route as a new layer, with the given presentation or the route's own.
    public func present(_ route: R, as presentation: Presentation? = nil) {
        perform("present", route, as: presentation ?? route.presentation)
    }

    private func perform(_ action: String, _ route: R, as presentation: Presentation?) {
        guard let root else { return }
        do {
            try root.show(wrap(route), as: presentation)
        } catch {
            root.reportRefusal(of: "\(action) \(wrap(route))", error)
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

    /// Shows an alert on the top screen, if the top screen is one of this module's; an
    /// alert belongs to the screen that shows it, and a covered screen cannot show one.
    public func showAlert(_ alert: AlertState) {
        guard let root, root.state.topEntry?.route.module == module else { return }
        root.showAlert(alert)
    }

    /// The current navigation state, for decisions that depend on what is showing.
    public var state: NavigationState? {
        root?.state
    }

    /// Performs several navigation actions as one change; see
    /// ``RootCoordinator/performAsOneChange(_:)``.
    public func performAsOneChange(_ body: () -> Void) {
        guard let root else { return }
        root.performAsOneChange(body)
    }

    /// Opens a path inside the app, such as `settings/allergies`, without naming the
    /// app's scheme.
    ///
    /// - Throws: ``NavigationError`` when the path cannot be handled; nothing changes then.
    public func open(path: String) throws(NavigationError) {
        try root?.open(path: path)
    }

    /// Opens a link, the way links from outside the app are opened.
    ///
    /// - Throws: ``NavigationError`` when the link cannot be handled; nothing changes then.
    public func open(_ link: String) throws(NavigationError) {
        try root?.open(link: link)
    }

    /// Tells the root that the conditions behind guards may have changed (sign-in, sign-out,
    /// purchase): a pending navigation whose requirement is now met is applied, and screens
    /// whose requirements no longer hold are left.
    public func accessDidChange() {
        root?.accessDidChange()
    }

    /// Ends this module's modal flow after success: applies the pending navigation if it can
    /// now go ahead, and otherwise dismisses the layer this module opened.
    public func completeFlow() {
        root?.completeFlow(of: module)
    }

    /// Ends this module's modal flow without success: drops the pending navigation and
    /// returns to where the user was, or dismisses the layer this module opened.
    public func cancelFlow() {
        root?.cancelFlow(of: module)
    }
}
