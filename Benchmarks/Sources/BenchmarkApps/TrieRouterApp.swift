import CoordinatorKit
import Foundation
import RoutingKit

/// The common hand-rolled alternative, workload 2: Foundation's `URL` and `URLComponents`
/// take the link apart, RoutingKit's `TrieRouter` matches the path, and a handler per
/// route converts the matched texts and query items into the typed route.
public final class TrieRouterApp: @unchecked Sendable {
    /// Builds a route from the matched path parameters and the link's query items.
    public typealias Handler = @Sendable (Parameters, [URLQueryItem]) -> AnyRoute?

    let router: TrieRouter<Handler>
    let scheme: String

    /// Registers every route of `app` in a new trie: workload 4's comparison.
    public init(app: AppSpec) {
        router = TrieRouter(Handler.self)
        scheme = app.scheme
        for module in app.modules {
            let makeRoute = module.routeMaker
            for rule in module.rules {
                let path: [RoutingKit.PathComponent] = [.constant(module.segment)] + rule.path.map { segment in
                    switch segment {
                    case .word(let word): .constant(word)
                    case .parameter(let name, _): .parameter(name)
                    }
                }
                let ruleIndex = rule.rule
                let pathParameters = rule.path.compactMap { segment -> (String, ValueSlot)? in
                    if case .parameter(let name, let slot) = segment { (name, slot) } else { nil }
                }
                let query = rule.query
                router.register({ parameters, queryItems in
                    var values = ScreenValues()
                    for (name, slot) in pathParameters {
                        guard let text = parameters.get(name), values.set(Substring(text), in: slot) else { return nil }
                    }
                    for item in query {
                        guard let text = queryItems.first(where: { $0.name == item.name })?.value else {
                            if item.isRequired { return nil }
                            continue
                        }
                        guard values.set(Substring(text), in: item.slot) else { return nil }
                    }
                    return makeRoute(ruleIndex, values)
                }, at: path)
            }
        }
    }

    /// Resolves a link to its typed route, or `nil` when it matches no route.
    public func route(for link: String) -> AnyRoute? {
        guard let url = URL(string: link), url.scheme == scheme,
            let components = URLComponents(url: url, resolvingAgainstBaseURL: false),
            let host = components.host
        else { return nil }
        var path = [host]
        for segment in components.path.split(separator: "/") {
            path.append(String(segment))
        }
        var parameters = Parameters()
        guard let handler = router.route(path: path, parameters: &parameters) else { return nil }
        return handler(parameters, components.queryItems ?? [])
    }
}
