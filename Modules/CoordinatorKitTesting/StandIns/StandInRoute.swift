import CoordinatorKit

/// A route of a ``StandInModule``: a name and an optional id, with the presentation,
/// requirements and holding of links its declaration gave it.
///
/// `Tag` is never stored; it only makes the route types of two stand-in modules distinct,
/// as a `ModuleRegistry` requires (see ``StandInTag``). Build routes through the module,
/// ``StandInModule/route(_:id:)``, so that they carry what the module declared and compare
/// equal to the routes its links resolve to.
public struct StandInRoute<Tag>: Route, CustomStringConvertible {
    /// The name of the route's declaration.
    public let name: String
    /// The route's id, for a declaration that takes one.
    public let id: Int?
    /// How the route is shown when it is navigated to.
    public let presentation: Presentation
    /// What the user must meet before the route may be shown.
    public let requirements: Set<AccessRequirement>
    /// Whether links arriving while the route shows wait until it has gone.
    public let holdsLinks: Bool

    /// Creates a route; prefer ``StandInModule/route(_:id:)``, which reads these from the
    /// module's declaration.
    ///
    /// - Parameters:
    ///   - name: The name of the route's declaration.
    ///   - id: The route's id, or `nil` for a declaration without one.
    ///   - presentation: How the route is shown.
    ///   - requirements: What the user must meet before it is shown.
    ///   - holdsLinks: Whether links arriving while it shows wait until it has gone.
    public init(
        name: String, id: Int? = nil, presentation: Presentation = .push, requirements: Set<AccessRequirement> = [],
        holdsLinks: Bool = false
    ) {
        self.name = name
        self.id = id
        self.presentation = presentation
        self.requirements = requirements
        self.holdsLinks = holdsLinks
    }

    /// Creates the route a declaration describes, with the given id.
    init(_ declaration: StandInRouteDeclaration, id: Int?) {
        self.init(
            name: declaration.name, id: id, presentation: declaration.presentation,
            requirements: declaration.requirements, holdsLinks: declaration.holdsLinks)
    }

    /// The route as tests and failure messages show it: its name, then its id in
    /// parentheses when it has one ("journal", "timer(12)").
    public var description: String {
        id.map { "\(name)(\($0))" } ?? name
    }
}
