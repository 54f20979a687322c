extension ModuleRegistry {
    /// Tags a route with the module that owns its type: the one public way to make an
    /// ``AnyRoute``, so that a route can never be tagged with the wrong module.
    ///
    /// - Returns: The module-tagged route, or `nil` when no registered module owns the
    ///   route's type.
    public func anyRoute<R: Route>(for route: R) -> AnyRoute? {
        module(forRouteType: R.self).map { AnyRoute(route, module: $0.id) }
    }

    /// Tags a route of a type known only at run time with the module that owns its type.
    func anyRoute(erasing route: any Route) -> AnyRoute? {
        anyRoute(for: route)
    }
}
