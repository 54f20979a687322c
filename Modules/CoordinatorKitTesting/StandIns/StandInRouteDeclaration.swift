import CoordinatorKit

/// One kind of screen of a ``StandInModule``: its name, the link words that reach it,
/// whether it carries an id, and how it is shown.
///
/// ```swift
/// .route("timer", path: ["timer"], takesID: true)            // kitchen/timer/12
/// .route("journal", path: ["journal"], requirements: [.signedIn])
/// .route("checkout", path: ["checkout"], holdsLinks: true)   // links wait until it has gone
/// ```
public struct StandInRouteDeclaration: Sendable {
    /// The id that a sample route of a declaration that takes an id carries.
    public static let sampleID = 12

    /// The route's name: its rule's name in listings and its text in descriptions.
    public let name: String
    /// The fixed words of the route's link path, after the module's segment; empty for the
    /// module's root screen.
    public let path: [String]
    /// Whether the route carries an `Int` id, written as a path segment after ``path``.
    public let takesID: Bool
    /// How the route is shown when it is navigated to.
    public let presentation: Presentation
    /// What the user must meet before the route may be shown.
    public let requirements: Set<AccessRequirement>
    /// Whether a link arriving while the route shows on the selected tab waits until it has
    /// gone (`Route.holdsLinks`).
    public let holdsLinks: Bool

    /// Declares a route.
    ///
    /// - Parameters:
    ///   - name: The route's name, unique within its module.
    ///   - path: The fixed words of its link path; empty for the module's root screen.
    ///   - takesID: Whether the route carries an `Int` id after the words.
    ///   - presentation: How the route is shown.
    ///   - requirements: What the user must meet before it is shown.
    ///   - holdsLinks: Whether links arriving while it shows wait until it has gone.
    public init(
        _ name: String,
        path: [String],
        takesID: Bool = false,
        presentation: Presentation = .push,
        requirements: Set<AccessRequirement> = [],
        holdsLinks: Bool = false
    ) {
        self.name = name
        self.path = path
        self.takesID = takesID
        self.presentation = presentation
        self.requirements = requirements
        self.holdsLinks = holdsLinks
    }

    /// Declares a route; reads as `.route("orders", path: ["orders"])` in a list.
    ///
    /// - Parameters:
    ///   - name: The route's name, unique within its module.
    ///   - path: The fixed words of its link path; empty for the module's root screen.
    ///   - takesID: Whether the route carries an `Int` id after the words.
    ///   - presentation: How the route is shown.
    ///   - requirements: What the user must meet before it is shown.
    ///   - holdsLinks: Whether links arriving while it shows wait until it has gone.
    /// - Returns: The declaration.
    public static func route(
        _ name: String,
        path: [String],
        takesID: Bool = false,
        presentation: Presentation = .push,
        requirements: Set<AccessRequirement> = [],
        holdsLinks: Bool = false
    ) -> StandInRouteDeclaration {
        StandInRouteDeclaration(
            name, path: path, takesID: takesID, presentation: presentation, requirements: requirements,
            holdsLinks: holdsLinks)
    }
}
