import CoordinatorKit

/// A child coordinator that shows every route as a ``StandInScreen`` and decides nothing,
/// for modules that a test needs only as places to navigate to.
@MainActor
public final class StandInCoordinator<R: Route>: ModuleCoordinator {
    /// Creates the coordinator.
    public init() {}

    /// A screen titled with the route's description.
    public func screen(for route: R) -> StandInScreen {
        StandInScreen(title: "\(route)")
    }
}
