extension NavigationState {
    /// The state with every screen that would not pass as a link left out: each route must
    /// print through its module's rules and read back as itself within `configuration`'s
    /// limits (so a restored value is range-checked as a link's is), each tab must fit the
    /// depth and layer limits, and a pending navigation must name this app's tabs.
    ///
    /// A tab's stack is cut below its first screen that fails, since the screens above it
    /// were reached through it; a tab root that fails becomes the module's root.
    func checkedForRestoration(
        registry: ModuleRegistry, configuration: DeepLinkConfiguration
    ) -> (state: NavigationState, dropped: [DroppedScreen]) {
        var next = self
        var dropped: [DroppedScreen] = []
        for index in next.tabs.indices {
            next.tabs[index] = Self.checked(next.tabs[index], registry: registry, configuration: configuration, dropped: &dropped)
        }
        if let pending = next.pending {
            let tabs = Set(registry.tabModules.map(\.id))
            if !tabs.contains(pending.target.id) || !tabs.contains(pending.origin.id) {
                let unknown = tabs.contains(pending.target.id) ? pending.origin.id : pending.target.id
                dropped.append(DroppedScreen(tab: pending.target.id, depth: nil, reason: .unknownTab(unknown)))
                next.pending = nil
            } else {
                var ignored: [DroppedScreen] = []
                let target = Self.checked(pending.target, registry: registry, configuration: configuration, dropped: &ignored)
                let origin = Self.checked(pending.origin, registry: registry, configuration: configuration, dropped: &ignored)
                if let first = ignored.first {
                    dropped.append(DroppedScreen(tab: pending.target.id, depth: nil, reason: first.reason))
                    next.pending = nil
                } else {
                    next.pending?.target = target
                    next.pending?.origin = origin
                }
            }
        }
        return (next, dropped)
    }

    /// One tab with its failing screens left out.
    private static func checked(
        _ source: TabState, registry: ModuleRegistry, configuration: DeepLinkConfiguration,
        dropped: inout [DroppedScreen]
    ) -> TabState {
        var tab = source
        if let module = registry.module(withID: tab.id), tab.root.route != module.rootRoute,
            let error = registry.readBackError(of: tab.root.route, configuration: configuration)
        {
            dropped.append(DroppedScreen(tab: tab.id, depth: 0, reason: .routeNoLongerParses(error)))
            tab = TabState(id: tab.id, root: module.rootRoute, stack: [])
            return tab
        }
        for (index, entry) in tab.stack.enumerated() {
            if let error = registry.readBackError(of: entry.route, configuration: configuration) {
                dropped.append(DroppedScreen(tab: tab.id, depth: index + 1, reason: .routeNoLongerParses(error)))
                tab.stack.removeSubrange(index...)
                break
            }
        }
        let limits = configuration.limits
        if tab.stack.count > limits.maxStackDepth {
            dropped.append(DroppedScreen(
                tab: tab.id, depth: limits.maxStackDepth + 1,
                reason: .beyondLimits(.stackTooDeep(depth: tab.stack.count, limit: limits.maxStackDepth))))
            tab.stack.removeSubrange(limits.maxStackDepth...)
        }
        var layers = 0
        for (index, entry) in tab.stack.enumerated() where entry.presentation.isModal {
            layers += 1
            if layers > limits.maxLayers {
                dropped.append(DroppedScreen(
                    tab: tab.id, depth: index + 1, reason: .beyondLimits(.tooManyLayers(count: layers, limit: limits.maxLayers))))
                tab.stack.removeSubrange(index...)
                break
            }
        }
        if tab.alertDepth != nil, tab.top.alert == nil {
            tab.removeAlerts()
        }
        return tab
    }
}

extension ModuleRegistry {
    /// Why `route` does not read back as itself through its module's link rules within
    /// `configuration`'s limits; `nil` when it does. A route that fails with no grammar
    /// error (no rule prints it, or it reads back as another route) gives `.some(nil)`.
    func readBackError(of route: AnyRoute, configuration: DeepLinkConfiguration) -> DeepLinkError?? {
        guard let module = module(withID: route.module), let components = module.printRoute(route.base) else {
            return .some(nil)
        }
        if route == module.rootRoute, components.segments.isEmpty, components.queryItems.isEmpty { return nil }
        let printed = DeepLink(segments: [module.segment] + components.segments, queryItems: components.queryItems)
        let link: DeepLink
        do {
            link = try DeepLink(parsingPath: printed.path, limits: configuration.limits)
        } catch {
            return .some(error)
        }
        guard link == printed else { return .some(nil) }
        for isFirstInSpan in [true, false] {
            do {
                if case .matched(let read, let consumed, _) = try module.match(link, from: 1, isFirstInSpan: isFirstInSpan),
                    consumed == link.segments.count - 1, read == route
                {
                    return nil
                }
            } catch {
                return .some(error)
            }
        }
        return .some(nil)
    }
}
