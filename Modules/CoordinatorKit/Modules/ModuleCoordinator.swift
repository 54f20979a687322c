/// A feature module's child coordinator: the only place that decides where the module
/// navigates, and the place that builds its view models with their dependencies.
///
/// View models send it navigation events through a protocol of the module's own; the
/// coordinator turns each event into a route and asks its ``Navigator`` to show it.
@MainActor
public protocol ModuleCoordinator: AnyObject {
    /// The module's route enum.
    associatedtype RouteType: Route
    /// What the coordinator builds for a route: usually the screen's view model itself
    /// (`func screen(for route: NotesRoute) -> AnyObject`), whose view the renderer finds by
    /// its type (`ScreenViewProviding` in `CoordinatorKitUI`).
    ///
    /// The root keeps one per entry and hands it out (``RootCoordinator/screen(for:of:)``).
    /// A module may build an enum of its screens instead, to have the compiler check that
    /// each has a view. A module whose screens the shell or scripted tests read as text
    /// adopts `ScreenTextDescribing` (`CoordinatorKitText`) on them.
    associatedtype Screen
    /// The alerts the module's screens show (``ModuleAlert``); ``NoAlert``, the default, for a
    /// module that shows none.
    associatedtype Alert: ModuleAlert = NoAlert

    /// The route to show when `route` is asked for, decided from data.
    ///
    /// Called for every route a link or a command asks for, before it enters the state: a
    /// premium recipe asked for by a user without a subscription becomes its paywall. The
    /// default returns `route` unchanged.
    func destination(for route: RouteType) -> RouteType

    /// Builds the screen for a route: its view model with its dependencies injected.
    ///
    /// Called once per entry: the root keeps the result while the entry stays in the
    /// state and lets go of it when the entry leaves.
    func screen(for route: RouteType) -> Screen

    /// Brings a kept screen up to date with its entry's new route, when the route changed
    /// only in values its ``Route/screenIdentity`` leaves out: the screen is not built again,
    /// so the values reach it here.
    ///
    /// Called after the change is in the state, for an update the screen asked for
    /// (``Navigator/update(_:)``) and for a link or command that lands on the same screen
    /// with other values. It must not navigate. The default does nothing.
    func update(_ screen: Screen, to route: RouteType)

    /// Handles a button of one of the module's alerts that a screen of this module showed.
    ///
    /// The alert is already gone from the state when this is called. Only the module's own
    /// actions reach it: ``AlertState/Action/cancel`` only dismisses, and an alert or action
    /// whose key the module's types do not read is not handed on.
    func handleAlertAction(_ action: Alert.Action, of alert: Alert, shownBy route: RouteType)

    /// Answers a change (a back, a tab switch, a link, a sign-out, a restoration…) that takes
    /// away or hides a screen that asks before it leaves; by default it goes.
    func leaving(_ route: RouteType, by cause: NavigationChange.Cause) -> LeaveAnswer

    /// The badge of the module's tab, read from the coordinator's data; `nil` for none
    /// (the default).
    ///
    /// Read it from observable data (an `@Observable` repository's unread count): a view
    /// reading it through ``RootCoordinator/badge(ofTab:)`` is updated when that data
    /// changes, in every window.
    var tabBadge: TabBadge? { get }
}

extension ModuleCoordinator {
    /// Keeps the route asked for.
    public func destination(for route: RouteType) -> RouteType {
        route
    }

    /// Leaves the screen as it is.
    public func update(_ screen: Screen, to route: RouteType) {}

    /// Lets the screen go.
    public func leaving(_ route: RouteType, by cause: NavigationChange.Cause) -> LeaveAnswer { .go }

    /// No badge.
    public var tabBadge: TabBadge? { nil }
}

extension ModuleCoordinator where Alert == NoAlert {
    /// Never called: the module shows no alerts of its own.
    public func handleAlertAction(_ action: NoAlert, of alert: NoAlert, shownBy route: RouteType) {}
}

/// A child coordinator with its route type erased, as the root keeps it.
@MainActor
final class CoordinatorBox {
    let instance: AnyObject
    /// The route the coordinator shows instead of the given one, or `nil` to keep it.
    let destination: (AnyRoute) -> AnyRoute?
    /// `nil` for another module's route.
    let screen: (AnyRoute) -> Any?
    let update: (Any, AnyRoute) -> Void
    let handleAlertAction: (AlertState.Action, AlertState, any Route) -> Void
    let tabBadge: () -> TabBadge?
    let leaving: (AnyRoute, NavigationChange.Cause) -> LeaveAnswer

    init<C: ModuleCoordinator>(_ coordinator: C) {
        instance = coordinator
        destination = { route in
            var replacement: AnyRoute?
            route.visit(as: C.RouteType.self) { asked in
                let decided = coordinator.destination(for: asked)
                if decided != asked {
                    replacement = AnyRoute(decided, module: route.module)
                }
            }
            return replacement
        }
        screen = { route in
            var built: C.Screen?
            route.visit(as: C.RouteType.self) { built = coordinator.screen(for: $0) }
            return built
        }
        update = { screen, route in
            guard let screen = screen as? C.Screen else { return }
            route.visit(as: C.RouteType.self) { coordinator.update(screen, to: $0) }
        }
        handleAlertAction = { action, alert, route in
            guard let route = route as? C.RouteType, let alert = C.Alert(rawValue: alert.id.rawValue),
                let action = C.Alert.Action(rawValue: action.rawValue)
            else { return }
            coordinator.handleAlertAction(action, of: alert, shownBy: route)
        }
        tabBadge = { coordinator.tabBadge }
        leaving = { route, cause in (route.base as? C.RouteType).map { coordinator.leaving($0, by: cause) } ?? .go }
    }
}

/// A coordinator's answer to a change that would take away a screen that asks before it
/// leaves (``ModuleCoordinator/leaving(_:by:)``).
public enum LeaveAnswer: Hashable, Sendable {
    /// The change goes on.
    case go
    /// The change is dropped, reported as ``NavigationError/staying(_:)``.
    case stay
    /// The change waits while the alert shows; its ``AlertState/Action/leaveAnyway`` button lets it go on.
    case ask(AlertState)
}
