/// A module as the registry keeps it: its registration read once, with its route type
/// erased behind closures so that modules of different route types sit in one list.
///
/// A reference type, so that handing a module around (every link does) costs one retain.
public final class RegisteredModule: Sendable {
    /// The module's identifier, also its tab's identifier.
    public let id: ModuleID
    /// The registration the app's composition gave, as it was given: adapters find what a
    /// module adds for their platform (its SwiftUI views, say) by the protocols it adopts.
    public let registration: any FeatureModule
    /// The first segment the module owns.
    public let segment: String
    /// Further first segments and what they stand for.
    public let aliases: [String: [String]]
    /// The module's tab, if it has one.
    public let tab: TabDescriptor?
    /// Read on every link, without copying the descriptor.
    let hasTab: Bool
    /// The module's place in registration order.
    let position: Int
    /// The screen shown when a link names only the module.
    public let rootRoute: AnyRoute
    /// How the module is presented when a link enters it with a pushed route.
    public let entryPresentation: Presentation

    let routeType: ObjectIdentifier
    let routeTypeName: String
    /// Built on the first link into the module, not at registration.
    private let grammar: LazyValue<ErasedGrammar>
    let printRoute: @Sendable (any Route) -> PrintedRoute?
    /// The screens a link to a route stands on, by the rule that prints it.
    private let standsOn: @Sendable (any Route) -> [AnyRoute]
    /// Whether the module's ``ModuleCoordinator/Alert`` reads the alert's key and every
    /// button's action that is not built in: restoration leaves out an alert it does not.
    let knowsAlert: @Sendable (AlertState) -> Bool
    private let pinnedTab: @Sendable (any Route) -> TabDescriptor?

    init<M: FeatureModule>(_ module: M, position: Int) {
        self.registration = module
        self.position = position
        let id = module.id
        let lazyCodec = LazyValue { module.codec }
        self.grammar = LazyValue { ErasedGrammar(lazyCodec.value, module: id) }
        self.id = id
        self.segment = module.segment
        self.aliases = module.aliases
        self.tab = module.tab
        self.hasTab = module.tab != nil
        self.rootRoute = AnyRoute(module.rootRoute, module: id)
        self.entryPresentation = module.entryPresentation
        self.routeType = ObjectIdentifier(M.RouteType.self)
        self.routeTypeName = String(describing: M.RouteType.self)
        self.printRoute = { route in
            guard let route = route as? M.RouteType else { return nil }
            return lazyCodec.value.components(for: route)
        }
        self.knowsAlert = { alert in
            M.Coordinator.Alert(rawValue: alert.id.rawValue) != nil && alert.buttons.allSatisfy {
                $0.action == .cancel || $0.action == .leaveAnyway || M.Coordinator.Alert.Action(rawValue: $0.action.rawValue) != nil
            }
        }
        self.standsOn = { route in
            guard let route = route as? M.RouteType else { return [] }
            return lazyCodec.value.parents(of: route).map { AnyRoute($0, module: id) }
        }
        self.pinnedTab = { route in (route as? M.RouteType).flatMap(module.pinnedTab(showing:)) }
    }
}

extension RegisteredModule {
    /// How a pinned tab showing `root` appears (``FeatureModule/pinnedTab(showing:)``);
    /// `nil` when the module does not offer `root` as a tab, or `root` is not its route.
    public func pinnedTab(showing root: AnyRoute) -> TabDescriptor? {
        root.module == id ? pinnedTab(root.base) : nil
    }
}

extension RegisteredModule {
    /// The module's rules no link reaches, each named with the rule that wins over it:
    /// registration throws the first in debug builds, the route tooling lists them all.
    package var unreachableRuleErrors: [RegistrationError] {
        let erased = grammar.value
        return erased.grammar.unreachableRules(queries: erased.queries).map { found in
            .unreachableRule(erased.names[found.rule], module: id, shadowedBy: erased.names[found.winner])
        }
    }

    /// Whether one of the module's rules starts with the fixed word `word`.
    package func claimsWord(_ word: String) -> Bool { grammar.value.grammar.startsWithWord(word) }

    /// `route` as this module's rules print it; `nil` when no rule prints it.
    package func printedPath(of route: AnyRoute) -> PrintedPath? {
        printRoute(route.base).map { PrintedPath(module: self, segments: $0.segments, queryItems: $0.queryItems) }
    }

    /// The screens a link to `route` opens below it (``DeepLinkRule/standing(on:)``), by the
    /// rule that prints it, so that what a link opens prints back the same; never the
    /// module's root.
    func parents(of route: AnyRoute) -> [AnyRoute] {
        guard grammar.value.hasParentRules else { return [] }
        return standsOn(route.base).filter { $0 != rootRoute }
    }

    /// The words the module accepts first after its segment, for error messages.
    var expectedWords: [String] { grammar.value.grammar.expectedWords }

    var hasRootQueryRules: Bool { !grammar.value.grammar.rootQueryRules.isEmpty }

    /// The route of the root-level query rule `link`'s query items select, if any, and
    /// whether the rule opens it in place of the root (``DeepLinkRule/inPlaceOfRoot()``).
    func rootQueryRoute(in link: DeepLink) throws(DeepLinkError) -> (route: AnyRoute, inPlace: Bool)? {
        let erased = grammar.value
        guard let rule = erased.grammar.rootQueryRule(for: link) else { return nil }
        return (try erased.route(ofRule: rule, in: link, from: link.segments.count), erased.inPlaceRules.contains(rule))
    }

    /// The longest match of the module's rules for `link.segments[start...]` (a parameter
    /// never takes one of `moduleWords`), also saying whether the module has root-level
    /// query rules, and with the screens the matched route's link stands on in `parents`.
    ///
    /// - Throws: A ``DeepLinkError`` when the best rule matched the path but its query
    ///   items or values were rejected.
    // Tuned: Benchmarks/README.md#root-level-query-rules-read-with-the-match
    func match(
        _ link: DeepLink, from start: Int, isFirstInSpan: Bool, moduleWords: Set<String>,
        hasRootQueryRules: inout Bool, parents: inout [AnyRoute]
    ) throws(DeepLinkError) -> LinkMatch<AnyRoute> {
        let erased = grammar.value
        hasRootQueryRules = !erased.grammar.rootQueryRules.isEmpty
        switch erased.grammar.match(link, from: start, isFirstInSpan: isFirstInSpan, moduleWords: moduleWords) {
        case .matched(let index, let consumed, let nearMiss):
            let route = try erased.route(ofRule: index, in: link, from: start)
            if erased.hasParentRules { parents = self.parents(of: route) }
            return .matched(route, consumed: consumed, nearMiss: nearMiss)
        case .none(let nearMiss):
            return .none(nearMiss: nearMiss)
        }
    }
}

/// A module's grammar with the route type erased: the patterns, and for each rule a
/// function that builds its route.
// Tuned: Benchmarks/README.md#erased-grammar-is-a-class
final class ErasedGrammar: Sendable {
    let grammar: LinkGrammar
    /// Plain `throws` (they throw only ``DeepLinkError``): a typed-throws function value
    /// needs a newer runtime than the package's platforms have.
    private let builders: [@Sendable (DeepLink, _ start: Int) throws -> AnyRoute]
    let names: [String]
    let queries: [[QueryComponent]]
    /// Whether a rule stands on other screens (most modules: no, one check per link).
    let hasParentRules: Bool
    /// The rules whose route a link opens in place of the root.
    let inPlaceRules: Set<Int>

    init<R: Route>(_ codec: DeepLinkCodec<R>, module: ModuleID) {
        grammar = codec.grammar
        names = codec.rules.map(\.name)
        queries = codec.rules.map(\.query)
        hasParentRules = codec.rules.contains { $0.standsOn != nil }
        inPlaceRules = Set(codec.rules.indices.filter { codec.rules[$0].replacesRoot })
        builders = codec.rules.map { rule in
            // The rule's own function, not the rule: calling a method of `AnyDeepLinkRule<R>`
            // here would look up that type's metadata on every link.
            let build = rule.build
            return { link, start in AnyRoute(try build(link, start), module: module) }
        }
    }

    /// The route of rule `index`, built from `link` whose segments from `start` on matched it.
    func route(ofRule index: Int, in link: DeepLink, from start: Int) throws(DeepLinkError) -> AnyRoute {
        do {
            return try builders[index](link, start)
        } catch let error as DeepLinkError {
            throw error
        } catch {
            throw .rejected(route: names[index], reason: String(describing: error))
        }
    }
}

/// A route as its module prints it: the module's segment, then the rule's segments and
/// query items. Package-visible for the route tooling, which prints links of its own.
package struct PrintedPath {
    package let module: RegisteredModule
    package let segments: [String]
    package let queryItems: [LinkQueryItem]

    /// The path as text, `recipes/42?ref=…`, escaped as in a link.
    package var text: String {
        DeepLink(segments: [module.segment] + segments, queryItems: queryItems).path
    }
}
