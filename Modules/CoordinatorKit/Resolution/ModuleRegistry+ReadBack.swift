extension ModuleRegistry {
    /// The routes `link` asks for from `state`, as the resolver reads them, before any
    /// coordinator's decision: what the route tooling's link check compares a printed
    /// route with.
    ///
    /// - Throws: ``NavigationError`` saying why the link does not resolve from `state`.
    package func routes(readFrom link: DeepLink, in state: NavigationState) throws(NavigationError) -> [AnyRoute] {
        try LinkResolver(registry: self).resolve(link, in: state).routes.map(\.route)
    }
}
