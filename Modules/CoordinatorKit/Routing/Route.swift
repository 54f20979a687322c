/// A screen a feature module can show, addressed by value.
///
/// Each feature module declares one enum of routes. Cases carry ids and small values,
/// never models or closures, so that a route can be printed into a deep link, stored in
/// saved state (as that link: routes need not be `Codable`) and compared in tests.
///
/// ```swift
/// enum RecipesRoute: Route {
///     case list
///     case detail(id: Int)
///     case paywall(recipeID: Int)
///
///     var presentation: Presentation {
///         if case .paywall = self { return .sheet }
///         return .push
///     }
/// }
/// ```
public protocol Route: Hashable, Sendable {
    /// How the screen is shown when it is navigated to: pushed or presented.
    ///
    /// The case decides the presentation, so a coordinator that receives an event knows how
    /// to show its destination without asking the view.
    var presentation: Presentation { get }

    /// The conditions the user must meet before this screen may be shown.
    ///
    /// The root coordinator asks its ``AccessGate`` about each requirement; while one is not
    /// met, the screen is never part of the visible state.
    var requirements: Set<AccessRequirement> { get }
}

extension Route {
    /// Routes are pushed unless they say otherwise.
    public var presentation: Presentation { .push }

    /// Routes need nothing unless they say otherwise.
    public var requirements: Set<AccessRequirement> { [] }
}
