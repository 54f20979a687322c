/// A child coordinator's handle on the root coordinator, scoped to its module's routes.
///
/// Everything a child coordinator does to navigation goes through here, so the root stays
/// the one owner of navigation state. Another module is reached only by link.
///
/// A route that needs a requirement the user does not meet shows the granting screen and
/// waits (see ``AccessGate``); one that needs what nothing can grant changes nothing.
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
        try? root?.show(wrap(route))
    }

    /// Pushes a route onto the top layer.
    public func push(_ route: R) {
        try? root?.show(wrap(route), as: .push)
    }

    /// Presents a route as a new layer, with the given presentation or the route's own.
    public func present(_ route: R, as presentation: Presentation? = nil) {
        try? root?.show(wrap(route), as: presentation ?? route.presentation)
    }

    /// Pops the top screen of the top layer.
    public func pop() {
        root?.pop()
    }

    /// Pops the top layer back to its first screen.
    public func popToRoot() {
        root?.popToRoot()
    }

    /// Dismisses the top modal layer.
    public func dismiss() {
        root?.dismiss()
    }

    /// Shows an alert on the top screen.
    public func showAlert(_ alert: AlertState) {
        root?.showAlert(alert)
    }

    /// Opens a link, the way links from outside the app are opened.
    ///
    /// - Throws: ``NavigationError`` when the link cannot be handled; nothing changes then.
    public func open(_ link: String) throws(NavigationError) {
        try root?.handle(link: link)
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
