/// A route as its module prints it: the module's segment, then the rule's segments and
/// query items.
///
/// Package-visible for the route tooling, which prints links of its own (the link check,
/// links on the current tab).
package struct PrintedPath {
    /// The module whose rule printed the route.
    package let module: RegisteredModule
    /// The rule's segments, after the module's.
    package let segments: [String]
    /// The rule's query items.
    package let queryItems: [LinkQueryItem]

    /// The path as text, `recipes/42?ref=…`, escaped as in a link.
    package var text: String {
        DeepLink(segments: [module.segment] + segments, queryItems: queryItems).path
    }
}
