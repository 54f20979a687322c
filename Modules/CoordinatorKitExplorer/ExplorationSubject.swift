import CoordinatorKit
import CoordinatorKitTooling

/// An app as ``NavigationExplorer`` explores it: its root coordinator, the changes of the
/// world outside navigation it can undergo, and how to tell two worlds apart.
///
/// The explorer makes a fresh subject whenever it needs to replay a trace, so a subject
/// must be made the same way every time: the same modules, the same user, the same data.
/// It keeps the subjects it made and treats any two whose ``world`` descriptions are equal
/// alike — handing one the state value of a state another reached, and bringing one from a
/// world to another by the world actions it saw lead there — so the description must tell
/// apart whatever outside navigation the app's behaviour depends on.
///
/// ```swift
/// let subject = ExplorationSubject(
///     root: root,
///     worldActions: [
///         WorldAction("sign in") { gate.granted.insert(.signedIn) },
///         WorldAction("sign out") { gate.granted.remove(.signedIn) },
///     ],
///     world: { gate.granted.map(\.name).sorted().joined(separator: ",") })
/// ```
@MainActor
public final class ExplorationSubject {
    /// The root coordinator explored.
    public let root: RootCoordinator
    /// The app-supplied changes of the world, each an action of the explored alphabet.
    public let worldActions: [WorldAction]
    /// Describes the world as it stands (who is signed in, what is bought, which data), so
    /// that equal navigation in different worlds counts as different states.
    public let world: @MainActor () -> String
    /// Links explored besides every module's example links.
    public let extraLinks: [String]
    /// The tabs the user can pin and unpin, none unless set: the tab set is explored as
    /// data, each pin or unpin an `arrangeTabs` command with one tab more or less.
    public var pinnableTabs: [TabItem] = []
    /// Every module's sample routes by description, the first of equal descriptions.
    private var sampleRoutesByDescription: [String: AnyRoute]?

    /// Creates a subject.
    ///
    /// - Parameters:
    ///   - root: The root coordinator to explore, at its launch state or wherever the
    ///     exploration starts.
    ///   - worldActions: The changes of the world the app can undergo.
    ///   - world: Describes the world as it stands; by default, which of the requirements
    ///     of the modules' sample routes the root's gate grants.
    ///   - extraLinks: Links to explore besides every module's example links.
    public init(
        root: RootCoordinator,
        worldActions: [WorldAction] = [],
        world: (@MainActor () -> String)? = nil,
        extraLinks: [String] = []
    ) {
        self.root = root
        self.worldActions = worldActions
        self.extraLinks = extraLinks
        if let world {
            self.world = world
        } else {
            let requirements = Set(root.registry.modules.flatMap { $0.sampleRoutes.flatMap(\.requirements) })
                .sorted { $0.name < $1.name }
            self.world = { [weak root] in
                requirements.filter { root?.gate?.isGranted($0) ?? false }.map(\.name).joined(separator: ",")
            }
        }
    }

    /// The module's sample route whose description is `description`.
    func sampleRoute(described description: String) -> AnyRoute? {
        if let routes = sampleRoutesByDescription { return routes[description] }
        var routes: [String: AnyRoute] = [:]
        for route in root.registry.modules.flatMap(\.sampleRoutes) where routes[route.description] == nil {
            routes[route.description] = route
        }
        sampleRoutesByDescription = routes
        return routes[description]
    }
}

/// A change of the world outside navigation that an app under exploration can undergo:
/// the user signs in or out, buys or lets lapse a subscription, data a coordinator's
/// decisions read changes.
///
/// After performing it, the explorer tells the root, as the app would, in one change:
/// the commands `.accessDidChange` then `.decideScreensAgain`
/// (`NavigationCommand.accessDidChange`, `NavigationCommand.decideScreensAgain`).
public struct WorldAction {
    /// The change's name, as traces and reports show it (`sign in`).
    public let name: String
    /// Makes the change.
    public let perform: @MainActor () -> Void

    /// Creates a change of the world.
    ///
    /// - Parameters:
    ///   - name: The change's name, unique among the subject's world actions.
    ///   - perform: Makes the change (signs in, sets a store's flag).
    public init(_ name: String, perform: @escaping @MainActor () -> Void) {
        self.name = name
        self.perform = perform
    }
}
