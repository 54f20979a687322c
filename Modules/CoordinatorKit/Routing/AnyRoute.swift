/// A route of any registered module, tagged with the module that owns it.
///
/// The navigation state is heterogeneous across modules but stays typed: every entry knows
/// its module, compares by value, and decodes only through that module's route type.
public struct AnyRoute: Hashable, Sendable, CustomStringConvertible {
    /// The module and the route, kept together in one typed box on the heap: a navigation
    /// state copies its entries on every change, and an entry whose route is one reference
    /// copies cheaply, compares equal to an unchanged copy of itself without comparing the
    /// routes, and reads the route's type without opening an existential.
    private let box: any RouteBox

    /// The module that owns the route.
    public var module: ModuleID { box.module }
    /// The route itself.
    public var base: any Route { box.base }

    /// Wraps a route of the given module.
    ///
    /// Not public: outside the package a route is tagged through the registry
    /// (``ModuleRegistry/anyRoute(for:)``, ``RootCoordinator/wrap(_:)``), which finds the
    /// module from the route's type, so the module cannot be misnamed.
    package init(_ base: some Route, module: ModuleID) {
        box = TypedRouteBox(module: module, route: base)
    }

    /// Wraps a route of the given module without asking a registry: for code that builds
    /// routes with no registry at hand (a hand-written router, a tool, a benchmark's floor
    /// that looks nothing up).
    ///
    /// The module is not checked: a route tagged with a module that does not own its type
    /// is one no codec prints and no root accepts. An app tags its routes with
    /// ``ModuleRegistry/anyRoute(for:)`` or ``RootCoordinator/wrap(_:)``, which find the
    /// module from the route's type.
    public init(_ base: some Route, uncheckedModule module: ModuleID) {
        self.init(base, module: module)
    }

    /// The wrapped route as a concrete route type, or `nil` when it is of another type.
    public func `as`<R: Route>(_ type: R.Type) -> R? {
        var route: R?
        box.visit(as: R.self) { route = $0 }
        return route
    }

    /// Calls `body` with the wrapped route when it is of type `R`; a check of the type
    /// alone, cheaper than a cast on a path that runs for every link.
    func visit<R: Route>(as type: R.Type, _ body: (R) -> Void) {
        box.visit(as: R.self, body)
    }

    /// The presentation the route asks for.
    public var presentation: Presentation { box.presentation }

    /// The requirements the route declares.
    public var requirements: Set<AccessRequirement> { box.requirements }

    /// Whether the route holds arriving links until its screen has gone.
    var holdsLinks: Bool { box.holdsLinks }

    /// The module and the route, such as `recipes.detail(id: 42)`.
    public var description: String { "\(module).\(base)" }

    /// Whether both are the same route of the same module.
    public static func == (lhs: AnyRoute, rhs: AnyRoute) -> Bool {
        lhs.box === rhs.box || lhs.box.isEqual(to: rhs.box)
    }

    /// Hashes the module and the route.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(module)
        box.hashRoute(into: &hasher)
    }

    /// Whether both routes name the same screen of the same module: equal, or differing
    /// only in values their ``Route/screenIdentity`` leaves out.
    public func isSameScreen(as other: AnyRoute) -> Bool {
        box === other.box || box.isSameScreen(as: other.box)
    }

    /// Hashes the module and the route's ``Route/screenIdentity``, consistently with
    /// ``isSameScreen(as:)``.
    public func hashScreen(into hasher: inout Hasher) {
        hasher.combine(module)
        box.hashScreen(into: &hasher)
    }
}

/// A route and its module, with the route's type known to the box.
private protocol RouteBox: AnyObject, Sendable {
    var module: ModuleID { get }
    var base: any Route { get }
    var presentation: Presentation { get }
    var requirements: Set<AccessRequirement> { get }
    var holdsLinks: Bool { get }
    func isEqual(to other: any RouteBox) -> Bool
    func visit<T: Route>(as type: T.Type, _ body: (T) -> Void)
    func hashRoute(into hasher: inout Hasher)
    func isSameScreen(as other: any RouteBox) -> Bool
    func hashScreen(into hasher: inout Hasher)
}

private final class TypedRouteBox<R: Route>: RouteBox {
    let module: ModuleID
    let route: R

    init(module: ModuleID, route: R) {
        self.module = module
        self.route = route
    }

    var base: any Route { route }
    var presentation: Presentation { route.presentation }
    var requirements: Set<AccessRequirement> { route.requirements }
    var holdsLinks: Bool { route.holdsLinks }

    func isEqual(to other: any RouteBox) -> Bool {
        // A class cast: one comparison of the object's class with this box's.
        guard let other = other as? TypedRouteBox<R> else { return false }
        return module == other.module && route == other.route
    }

    func visit<T: Route>(as type: T.Type, _ body: (T) -> Void) {
        // Comparing the metadata first keeps the cast off every box of another type.
        guard T.self == R.self else { return }
        switch route {
        case let route as T: body(route)
        default: break
        }
    }

    func hashRoute(into hasher: inout Hasher) {
        route.hash(into: &hasher)
    }

    func isSameScreen(as other: any RouteBox) -> Bool {
        guard let other = other as? TypedRouteBox<R> else { return false }
        return module == other.module && route.screenIdentity == other.route.screenIdentity
    }

    func hashScreen(into hasher: inout Hasher) {
        route.screenIdentity.hash(into: &hasher)
    }
}

extension AnyRoute: CustomReflectable {
    /// Shows the module and the route, which the erased form keeps in one box.
    public var customMirror: Mirror {
        Mirror(self, children: ["module": module, "base": base])
    }
}
