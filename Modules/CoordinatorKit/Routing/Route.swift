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
    /// What names a route's screen; the route itself unless the route says otherwise.
    associatedtype ScreenIdentity: Hashable & Sendable = Self

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

    /// The part of the route that names its screen: two routes with the same identity are
    /// the same screen, and the values that differ between them are state the screen owns.
    ///
    /// By default a route is its own identity: any change of value is another screen. A
    /// route whose values include something the user edits on the screen (a quantity, a
    /// filter) leaves that out of its identity, so the screen can put the value into
    /// its route with ``Navigator/update(_:)`` — the printed link and the saved state carry
    /// it — without being built again or animated in:
    ///
    /// ```swift
    /// var screenIdentity: ShopRoute {
    ///     if case .item(let id, _) = self { return .item(id: id, count: 1) }
    ///     return self
    /// }
    /// ```
    var screenIdentity: ScreenIdentity { get }

    /// Whether the screen, pushed onto its tab's stack, is shown without the tab bar (a
    /// full-width editor, a detail with its own bottom bar); `false` by default. Only how
    /// it is drawn: the state and going back are the same as for any pushed screen.
    var hidesTabBar: Bool { get }

    /// Whether a full link arriving while this screen is on the selected tab waits until the
    /// screen has gone (a purchase, a payment), then opens, rather than replacing it;
    /// `false` by default. A newer link replaces the waiting one; paths, the app's own, are
    /// never held.
    var holdsLinks: Bool { get }

    /// The screen's name in analytics and the values sent with it; `nil` (the default)
    /// names it by its module and case, such as `recipes.detail`, with no values.
    var analyticsName: AnalyticsName? { get }
}

extension Route where ScreenIdentity == Self {
    /// A route is its own identity unless it says otherwise.
    public var screenIdentity: Self { self }
}

extension Route {
    /// Routes are pushed unless they say otherwise.
    public var presentation: Presentation { .push }

    /// Routes need nothing unless they say otherwise.
    public var requirements: Set<AccessRequirement> { [] }

    /// Routes keep the tab bar unless they say otherwise.
    public var hidesTabBar: Bool { false }

    /// Routes let links through unless they say otherwise.
    public var holdsLinks: Bool { false }

    /// Routes are named by their module and case unless they say otherwise.
    public var analyticsName: AnalyticsName? { nil }
}
