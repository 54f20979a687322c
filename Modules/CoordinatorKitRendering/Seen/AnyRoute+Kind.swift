import CoordinatorKit

extension AnyRoute {
    /// The route's kind: its module and case, its description up to its values
    /// (`recipes.detail` for `recipes.detail(id: 42)`); how the explorer and the tooling
    /// name a kind of screen.
    package var kind: String {
        String(description.prefix { $0 != "(" })
    }

    /// The route's name in analytics: the one it gives (`Route.analyticsName`), else its
    /// ``kind`` with no values. A route's values stay out unless the route sends them, as
    /// they may be what the user typed.
    var analyticsName: AnalyticsName {
        base.analyticsName ?? AnalyticsName(kind)
    }
}
