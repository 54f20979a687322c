import CoordinatorKit

/// One entry of an `apple-app-site-association` document's `components`: the pattern of
/// the paths, and of the query items, that the system routes to the app.
///
/// Patterns follow Apple's rules: `*` matches any run of characters (including none and
/// including `/`), `?` matches exactly one character, anything else matches itself. The
/// route tooling writes a fixed word as itself and a parameter as `?*` (one character or
/// more), so that a pattern matches the module's paths and no path that merely starts
/// like them: `/products` does not match `/products-archive`.
public struct SiteAssociationComponent: Hashable, Codable, Sendable {
    /// The path pattern, key `/`: `/recipes/?*`.
    public let path: String
    /// The query items a link must carry and the pattern of each value, key `?`; `nil`
    /// when the path alone decides.
    public let query: [String: String]?
    /// What the component is for: the module and rule.
    public let comment: String

    enum CodingKeys: String, CodingKey {
        case path = "/"
        case query = "?"
        case comment
    }

    /// Creates a component.
    public init(path: String, query: [String: String]? = nil, comment: String) {
        self.path = path
        self.query = query
        self.comment = comment
    }

    /// Whether a link's path and query items match the component, as the system decides.
    ///
    /// - Parameters:
    ///   - path: The link's path, starting with `/`.
    ///   - queryItems: The link's query items, by name.
    public func matches(path: String, queryItems: [String: String] = [:]) -> Bool {
        guard Self.glob(self.path, matches: path) else { return false }
        for (name, pattern) in query ?? [:] {
            guard let value = queryItems[name], Self.glob(pattern, matches: value) else { return false }
        }
        return true
    }

    /// Whether `text` matches `pattern`, where `*` is any run and `?` one character.
    static func glob(_ pattern: String, matches text: String) -> Bool {
        let pattern = Array(pattern)
        let text = Array(text)
        // Classic two-pointer matching with backtracking to the last `*`.
        var p = 0
        var t = 0
        var star: (pattern: Int, text: Int)?
        while t < text.count {
            if p < pattern.count, pattern[p] == "?" || pattern[p] == text[t] {
                p += 1
                t += 1
            } else if p < pattern.count, pattern[p] == "*" {
                star = (p, t)
                p += 1
            } else if let last = star {
                p = last.pattern + 1
                t = last.text + 1
                star = (last.pattern, last.text + 1)
            } else {
                return false
            }
        }
        while p < pattern.count, pattern[p] == "*" { p += 1 }
        return p == pattern.count
    }
}

extension LinkShape {
    /// The universal-link component for links of this shape.
    func component(comment: String) -> SiteAssociationComponent {
        let path = "/" + segments.map { $0 ?? "?*" }.joined(separator: "/")
        let query = requiredQuery.isEmpty ? nil : Dictionary(uniqueKeysWithValues: requiredQuery.map { ($0, "?*") })
        return SiteAssociationComponent(path: path, query: query, comment: comment)
    }
}

extension ModuleRegistry {
    /// The universal-link components of every rule of every module, and of each rule's
    /// aliases, in registration order: a link whose path is exactly one rule's path (a
    /// parameter standing for any value) is routed to the app; links that chain further
    /// routes, or start like a module's segment without being it, are not.
    ///
    /// Last, one component for links that land on the current tab, `/~/?*`
    /// (``DeepLink/currentTabMarker``): any chain of routes after the marker.
    public var siteAssociationComponents: [SiteAssociationComponent] {
        routes.flatMap { route in
            route.shapes.enumerated().map { index, shape in
                let spelling = index == 0 ? route.pattern : route.aliases[index - 1].pattern
                return shape.component(comment: "\(route.module).\(route.name): \(spelling)")
            }
        } + [
            SiteAssociationComponent(
                path: "/\(DeepLink.currentTabMarker)/?*", comment: "any link on the current tab: ~/<module>/…")
        ]
    }

    /// The `apple-app-site-association` document that routes the app's universal links to it.
    ///
    /// - Parameter appID: The app's identifier, `TEAMID.bundle.identifier`.
    /// - Returns: The document as JSON, keys sorted, ending with a newline.
    /// - Parameter rewritten: Components for the shapes the app's rewrite step reads
    ///   (``LinkTranslation``), such as `/r/*` for slug links: the tooling cannot see
    ///   inside the rewrite, so the app lists them.
    public func appSiteAssociation(appID: String, rewritten: [SiteAssociationComponent] = []) -> String {
        struct Details: Encodable {
            let appIDs: [String]
            let components: [SiteAssociationComponent]
        }
        struct AppLinks: Encodable { let details: [Details] }
        struct Document: Encodable { let applinks: AppLinks }
        let document = Document(applinks: AppLinks(details: [Details(appIDs: [appID], components: siteAssociationComponents + rewritten)]))
        return prettyJSON(document)
    }
}
