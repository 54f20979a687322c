/// One way of writing one kind of route as link segments and query items, both ways.
///
/// A rule matches a path pattern and reads query items, builds a route from the typed
/// values, and prints a route of its kind back into the same values:
///
/// ```swift
/// DeepLinkRule<ProfileRoute>(
///     "order", path: ["orders", .parameter("id", Int.self)],
///     parse: { try .order(id: $0.required("id")) },
///     print: { route in
///         guard case .order(let id) = route else { return nil }
///         return ["id": id]
///     })
/// ```
///
/// A route without values needs only ``init(_:path:)``.
public struct DeepLinkRule<R: Route>: Sendable {
    /// The rule's name, used in route listings and error messages.
    public let name: String
    /// The path segments the rule matches, after the module's own segment.
    public let path: [PathComponent]
    /// The query items the rule reads.
    public let query: [QueryParameter]
    let parse: @Sendable (LinkArguments) throws -> R
    let print: @Sendable (R) -> LinkArguments.Values?

    /// Creates a rule that builds and prints routes with values.
    ///
    /// - Parameters:
    ///   - name: The rule's name for listings and errors.
    ///   - path: The segments to match; string literals are fixed words.
    ///   - query: The query items to read.
    ///   - parse: Builds the route from the matched values. An error it throws rejects the
    ///     link with ``DeepLinkError/rejected(route:reason:)``.
    ///   - print: Returns the route's values by parameter name, or `nil` when the route is
    ///     not of this rule's kind.
    public init(
        _ name: String,
        path: [PathComponent],
        query: [QueryParameter] = [],
        parse: @escaping @Sendable (LinkArguments) throws -> R,
        print: @escaping @Sendable (R) -> LinkArguments.Values?
    ) {
        self.name = name
        self.path = path
        self.query = query
        self.parse = parse
        self.print = print
    }

    /// Creates a rule for a route that carries no values.
    ///
    /// An empty `path` makes the rule the module's root: the module's segment alone.
    public init(_ route: R, path: [PathComponent]) {
        self.name = String(describing: route)
        self.path = path
        self.query = []
        self.parse = { _ in route }
        self.print = { $0 == route ? [:] : nil }
    }

    /// Builds the rule's route from its matched values.
    ///
    /// - Throws: ``DeepLinkError/rejected(route:reason:)`` when the parser refuses the
    ///   values, or the ``DeepLinkError`` the parser threw.
    func route(from arguments: LinkArguments) throws(DeepLinkError) -> R {
        do {
            return try parse(arguments)
        } catch let error as DeepLinkError {
            throw error
        } catch {
            throw .rejected(route: name, reason: String(describing: error))
        }
    }

    /// The rule's pattern as shown in route listings: `orders/{id: Int}?[count={Int}]`.
    public var pattern: String {
        var text = path.map(\.description).joined(separator: "/")
        if !query.isEmpty {
            text += "?" + query.map(\.description).joined(separator: "&")
        }
        return text
    }
}
