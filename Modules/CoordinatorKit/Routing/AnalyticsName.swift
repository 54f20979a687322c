/// A screen's name in analytics and the values sent with it (``Route/analyticsName``).
public struct AnalyticsName: Hashable, Sendable {
    /// The name, such as `recipe_detail`.
    public var name: String
    /// The values sent with the name, such as `["id": "42"]`.
    public var parameters: [String: String]

    /// Creates a name and the values sent with it.
    public init(_ name: String, parameters: [String: String] = [:]) {
        self.name = name
        self.parameters = parameters
    }
}
