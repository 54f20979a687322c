/// One rule of a module's grammar, described for route listings, diagrams and checks.
public struct RouteDescription: Hashable, Codable, Sendable {
    /// The module that owns the route.
    public let module: ModuleID
    /// The rule's name.
    public let name: String
    /// The full pattern from the module's segment on: `recipes/{id: Int}`.
    public let pattern: String
    /// How the example route is presented, or `nil` when no sample route uses the rule.
    public let presentation: String?
    /// What the example route requires, sorted by name (encoded as the names).
    public let requirements: [AccessRequirement]
    /// An example link path for the rule, from the module's sample routes.
    public let examplePath: String?

    init<R: Route>(
        rule: DeepLinkRule<R>, module: ModuleID, segment: String, samples: [R], codec: DeepLinkCodec<R>
    ) {
        self.module = module
        self.name = rule.name
        self.pattern = rule.pattern.isEmpty ? segment : segment + (rule.path.isEmpty ? "" : "/") + rule.pattern
        let sample = samples.first { rule.prints($0) }
        self.presentation = sample?.presentation.name
        self.requirements = (sample?.requirements ?? []).sorted { $0.name < $1.name }
        if let sample, let components = codec.components(for: sample) {
            self.examplePath = DeepLink(segments: [segment] + components.segments, queryItems: components.queryItems).path
        } else {
            self.examplePath = nil
        }
    }
}
