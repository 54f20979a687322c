import CoordinatorKit

/// The checks that every rule of the app can be reached by a link and every sample route's
/// printed link reads back as that route, and printing that refuses what would read back
/// differently.
extension ModuleRegistry {
    /// Checks every registered module's links: no rule that no link reaches
    /// (`RegistrationError.unreachableRule(_:module:shadowedBy:)`), and every sample route
    /// (``ModuleSamples``) printed and read back through the registry, as a link is, as
    /// that route (`RegistrationError.routeReadsBackDifferently(route:link:reason:)`).
    ///
    /// Registration checks a module's own rules in debug builds; the whole check builds
    /// every module's grammar, so release builds leave it to tests and tooling
    /// (`roundTripProblems(in:)` in `CoordinatorKitTesting` runs it).
    ///
    /// - Throws: The first problem found, in registration order.
    public func checkLinks() throws(RegistrationError) {
        if let first = linkProblems().first { throw first }
    }

    /// Every problem ``checkLinks()`` looks for, in registration order: for the
    /// round-trip helper, which lists them all.
    package func linkProblems() -> [RegistrationError] {
        var problems = modules.flatMap(\.unreachableRuleErrors)
        for module in modules {
            for route in module.sampleRoutes {
                if let problem = readBackProblem(of: route) { problems.append(problem) }
            }
        }
        return problems
    }

    /// Why `route`'s printed link does not read back, through this registry, as `route`
    /// alone; `nil` when it does.
    func readBackProblem(of route: AnyRoute) -> RegistrationError? {
        guard let printed = printedPath(of: route) else {
            return .routeReadsBackDifferently(route: route.description, link: "", reason: "no rule prints it")
        }
        let link = DeepLink(segments: [printed.module.segment] + printed.segments, queryItems: printed.queryItems)
        let text = link.path
        do {
            // A module without a tab is shown over the selected tab; an app of such modules
            // alone shows its first module as its one stack (and this check reads over a tab
            // of the printed module's own if there is none).
            var base = NavigationState(registry: self)
            if base.selectedTab == nil {
                base = NavigationState(
                    selectedTab: printed.module.id, tabs: [TabState(id: printed.module.id, root: printed.module.rootRoute)])
            }
            let read = try routes(readFrom: link, in: base)
            // A tab module's root route reads as its tab's root, never as itself pushed on
            // it; a module without a tab reads as the route, or, when the state shows the
            // module as its one stack, its root route may read as that stack's root.
            let isRoot = route == printed.module.rootRoute
            let readsAsStackRoot = read.isEmpty && isRoot && base[tab: printed.module.id] != nil
            let readsAsRoute = read == [route] && !(isRoot && printed.module.tab != nil)
            guard readsAsStackRoot || readsAsRoute else {
                let reading = read.isEmpty ? "the module's root" : read.map(\.description).joined(separator: ", ")
                return .routeReadsBackDifferently(route: route.description, link: text, reason: "read as \(reading)")
            }
            return nil
        } catch {
            return .routeReadsBackDifferently(route: route.description, link: text, reason: "\(error)")
        }
    }

    /// The canonical link of a state's selected tab, or why it has none: the printing
    /// counterpart of `link(for:)`, which returns `nil` in the same cases.
    ///
    /// - Throws: ``LinkPrintingError/routeHasNoLink(route:)`` for a screen no rule prints,
    ///   ``LinkPrintingError/valueNamesModule(route:value:)`` for a value that names a
    ///   module (it would end its parameter's run when read), and
    ///   ``LinkPrintingError/readsBackDifferently(link:)`` for any other link that would
    ///   read back as another state (a module's root pushed on itself, two routes that read
    ///   back as one, a sheet where the link would push).
    public func checkedLink(for state: NavigationState) throws(LinkPrintingError) -> DeepLink {
        guard let tab = state.currentTab else { throw .routeHasNoLink(route: "(no selected tab)") }
        if let link = link(for: state) { return link }
        for entry in tab.stack {
            guard let printed = printedPath(of: entry.route) else {
                throw .routeHasNoLink(route: entry.route.description)
            }
            if let word = printed.segments.first(where: moduleWords.contains), readBackProblem(of: entry.route) != nil {
                // The value's rule reads it no more: it names a module.
                throw .valueNamesModule(route: entry.route.description, value: word)
            }
        }
        throw .readsBackDifferently(link: printedLink(for: tab).map(\.path) ?? tab.id.description)
    }

    /// A tab's printed link, not yet read back: `nil` when a route has no rule that prints
    /// it, when the tab's root is not its module's root, or when two routes print the same
    /// query item with different values.
    private func printedLink(for tab: TabState) -> DeepLink? {
        guard let tabModule = module(withID: tab.id), tab.root.route == tabModule.rootRoute else { return nil }
        return printedLink(of: tab.stack.map(\.route), after: [tabModule.segment], in: tabModule)
    }
}
