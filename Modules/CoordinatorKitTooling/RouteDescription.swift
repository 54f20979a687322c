import CoordinatorKit

/// One rule of a module's grammar, described for route listings, diagrams and checks.
public struct RouteDescription: Hashable, Encodable, Sendable {
    /// The module that owns the route.
    public let module: ModuleID
    /// The rule's name.
    public let name: String
    /// The full pattern from the module's segment on: `recipes/{id: Int}`.
    public let pattern: String
    /// How a link shows the rule's example route: `tab root` for a tab's root screen,
    /// otherwise the presentation of the entry a link asking for the route alone makes —
    /// for a module without a tab, its entry presentation unless the route asks for a
    /// modal presentation of its own (the first route of `auth/signin`); `nil` when no
    /// sample route uses the rule.
    public let presentation: String?
    /// What the example route requires, sorted by name (encoded as the names).
    public let requirements: [AccessRequirement]
    /// An example link path for the rule, from the module's sample routes.
    public let examplePath: String?
    /// The shorter spellings of the rule that the module's aliases give, such as
    /// `product?id={UUID}&[count={Int}]` for `products/{kind: ProductKind}?…`.
    public let aliases: [Alias]
    /// The rule's link shapes, its own then its aliases', for universal-link patterns;
    /// not encoded.
    let shapes: [LinkShape]

    /// A spelling of a rule through one of its module's aliases.
    public struct Alias: Hashable, Codable, Sendable {
        /// The pattern as the alias spells it: `product?id={UUID}&[count={Int}]`.
        public let pattern: String
        /// An example link path through the alias, from the module's sample routes.
        public let examplePath: String
    }

    enum CodingKeys: String, CodingKey {
        case module, name, pattern, presentation, requirements, examplePath, aliases
    }

    init<M: FeatureModule>(
        ruleAt index: Int, module registration: M, registered: RegisteredModule, codec: DeepLinkCodec<M.RouteType>
    ) {
        let rule = codec.rules[index]
        let segment = registration.segment
        let samples = registration.samples
        self.module = registration.id
        self.name = rule.name
        self.pattern = rule.pattern.isEmpty ? segment : segment + (rule.path.isEmpty ? "" : "/") + rule.pattern
        let printed = samples.filter { codec.ruleIndex(for: $0) == index }
        let sample = printed.first
        if let sample {
            if registration.tab != nil, sample == registration.rootRoute {
                self.presentation = "tab root"
            } else {
                // The core's rule for a route a link asks for, as the first of its module.
                let asked = AnyRoute(sample, module: registered.id)
                let resolved = LinkResolution.ResolvedRoute(route: asked, module: registered, entersModule: true)
                self.presentation = resolved.entry(showing: asked).presentation.name
            }
        } else {
            self.presentation = nil
        }
        self.requirements = (sample?.requirements ?? []).sorted { $0.name < $1.name }
        if let sample, let components = codec.components(for: sample) {
            self.examplePath = DeepLink(segments: [segment] + components.segments, queryItems: components.queryItems).path
        } else {
            self.examplePath = nil
        }
        let requiredQuery = rule.query.filter(\.isRequired).map(\.name)
        var shapes = [LinkShape(segments: [segment] + rule.path.map(\.literal), requiredQuery: requiredQuery)]
        // An alias stands for fixed segments after the module's; it spells this rule when
        // one of the rule's sample links starts with those segments.
        var aliases: [Alias] = []
        for (alias, implied) in registration.aliases.sorted(by: { $0.key < $1.key }) {
            let example = printed.lazy.compactMap { codec.components(for: $0) }.first {
                $0.segments.starts(with: implied)
            }
            guard let example, rule.path.count >= implied.count else { continue }
            let rest = rule.path.dropFirst(implied.count).map(\.description).joined(separator: "/")
            let query = rule.query.isEmpty ? "" : "?" + rule.query.map(\.description).joined(separator: "&")
            aliases.append(Alias(
                pattern: alias + (rest.isEmpty ? "" : "/" + rest) + query,
                examplePath: DeepLink(
                    segments: [alias] + example.segments.dropFirst(implied.count), queryItems: example.queryItems
                ).path))
            // The alias's own shape: its segment, then the rule's path after what it implies.
            shapes.append(LinkShape(
                segments: [alias] + rule.path.dropFirst(implied.count).map(\.literal), requiredQuery: requiredQuery))
        }
        self.aliases = aliases
        self.shapes = shapes
    }
}

extension RegisteredModule {
    /// Every rule of the module's grammar, described for listings, in the grammar's order.
    public var routes: [RouteDescription] {
        describeRoutes(of: registration)
    }

    /// The rules of `registration`, this module's registration opened to its type.
    private func describeRoutes<M: FeatureModule>(of registration: M) -> [RouteDescription] {
        let codec = registration.codec
        return codec.rules.indices.map { index in
            RouteDescription(ruleAt: index, module: registration, registered: self, codec: codec)
        }
    }
}

extension ModuleRegistry {
    /// Every route of every module, in registration order.
    public var routes: [RouteDescription] {
        modules.flatMap(\.routes)
    }
}

/// A rule's link as universal-link patterns see it: segments, each a fixed word or a
/// parameter (`nil`), and the query items a link must carry.
struct LinkShape: Hashable, Sendable {
    let segments: [String?]
    let requiredQuery: [String]
}
