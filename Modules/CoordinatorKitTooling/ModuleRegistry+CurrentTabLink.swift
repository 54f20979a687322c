import CoordinatorKit

extension ModuleRegistry {
    /// A link that shows `routes` on the current tab, whatever tab their modules own:
    /// `DeepLink.currentTabMarker` first, then each module's segment where the module
    /// changes and each route as its rule prints it. `nil` when a route has no link.
    ///
    /// What a share sheet inside the app offers for screens opened with
    /// `LinkPlacement.currentTab`; opened, it pushes the same screens on the tab the
    /// receiver is on.
    public func linkOnCurrentTab(for routes: [AnyRoute]) -> DeepLink? {
        routes.isEmpty ? nil : printedLink(of: routes, after: [DeepLink.currentTabMarker], in: nil)
    }

    /// `routes` printed after `segments`, from `module` on: each module's segment where the
    /// module changes (after the marker when the module in charge has a rule that starts
    /// with that word, so that it reads as the module), then each route as its rule prints
    /// it. `nil` when a route has no rule that prints it or two routes print the same query
    /// item with different values.
    func printedLink(of routes: [AnyRoute], after segments: [String], in module: RegisteredModule?) -> DeepLink? {
        var segments = segments
        var queryItems: [LinkQueryItem] = []
        var current = module
        for route in routes {
            guard let printed = printedPath(of: route) else { return nil }
            if route.module != current?.id {
                if let current, current.claimsWord(printed.module.segment) {
                    segments.append(DeepLink.currentTabMarker)
                }
                segments.append(printed.module.segment)
                current = printed.module
            }
            segments += printed.segments
            for item in printed.queryItems {
                if let existing = queryItems.first(where: { $0.name == item.name }) {
                    guard existing.value == item.value else { return nil }
                } else {
                    queryItems.append(item)
                }
            }
        }
        return DeepLink(segments: segments, queryItems: queryItems)
    }

    /// `route` as its module's rules print it; `nil` when no registered module prints it.
    func printedPath(of route: AnyRoute) -> PrintedPath? {
        module(withID: route.module)?.printedPath(of: route)
    }
}
