/// A route as its module prints it: the module's segment, then the rule's segments and
/// query items.
struct PrintedPath {
    let module: RegisteredModule
    let segments: [String]
    let queryItems: [LinkQueryItem]

    /// The path as text, `recipes/42?ref=…`, escaped as in a link.
    var text: String {
        DeepLink(segments: [module.segment] + segments, queryItems: queryItems).path
    }
}
