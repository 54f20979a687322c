/// A screen a feature module can show, addressed by value.
///
/// Each feature module declares one enum of routes. Cases carry ids and small values,
/// never models or closures, so that a route can be printed into a deep link, stored in
/// restored state and compared in tests.
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
public protocol Route: Hashable, Codable, Sendable {
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

extension Route {
    /// Compares this route with a route of any type, for type-erased containers.
    func isEqual(to other: any Route) -> Bool {
        func compare<Other: Route>(_ other: Other) -> Bool {
            // Same type checked first: comparing metadata is much cheaper than a dynamic
            // cast, and it makes the reinterpretation below an identity.
            guard Other.self == Self.self else { return false }
            return self == unsafeBitCast(other, to: Self.self)
        }
        return compare(other)
    }
}
