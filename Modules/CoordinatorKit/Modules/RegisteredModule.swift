import Foundation

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
    /// Whether the module has a tab (read on every link, without copying the descriptor).
    let hasTab: Bool
    /// The module's place in the registry, in registration order.
    let position: Int
    /// The screen shown when a link names only the module.
    public let rootRoute: AnyRoute
    /// How the module is presented when a link enters it with a pushed route.
    public let entryPresentation: Presentation

    let routeType: ObjectIdentifier
    let routeTypeName: String
    /// The words the module accepts first after its segment, for error messages.
    var expectedWords: [String] { describeExpectedWords() }
    private let describeExpectedWords: @Sendable () -> [String]
    private let grammar: LazyValue<ErasedGrammar>
    let printRoute: @Sendable (any Route) -> (segments: [String], queryItems: [LinkQueryItem])?

    init<M: FeatureModule>(_ module: M, position: Int) {
        self.registration = module
        self.position = position
        let id = module.id
        // The grammar is built on the first link into the module, not at registration.
        let lazyCodec = LazyValue { module.codec }
        self.grammar = LazyValue {
            let codec = lazyCodec.value
            return ErasedGrammar(codec, module: id)
        }
        self.id = id
        self.segment = module.segment
        self.aliases = module.aliases
        self.tab = module.tab
        self.hasTab = module.tab != nil
        self.rootRoute = AnyRoute(module.rootRoute, module: id)
        self.entryPresentation = module.entryPresentation
        self.routeType = ObjectIdentifier(M.RouteType.self)
        self.routeTypeName = String(describing: M.RouteType.self)
        self.describeExpectedWords = { lazyCodec.value.expectedWords }
        self.printRoute = { route in
            guard let route = route as? M.RouteType, let printed = lazyCodec.value.components(for: route) else {
                return nil
            }
            return (printed.segments, printed.queryItems)
        }
    }
}

extension RegisteredModule {
    /// The module's rules no link reaches, each named with the rule that wins over it, in
    /// declaration order (builds its grammar): registration throws the first in debug
    /// builds, the route tooling's link check lists them all.
    package var unreachableRuleErrors: [RegistrationError] {
        let erased = grammar.value
        return erased.grammar.unreachableRules(queries: erased.queries).map { found in
            .unreachableRule(erased.names[found.rule], module: id, shadowedBy: erased.names[found.winner])
        }
    }

    /// Whether one of the module's rules starts with the fixed word `word` (builds its grammar).
    package func claimsWord(_ word: String) -> Bool { grammar.value.grammar.startsWithWord(word) }

    /// `route` as this module's rules print it; `nil` when no rule prints it (a route of
    /// another module included).
    package func printedPath(of route: AnyRoute) -> PrintedPath? {
        printRoute(route.base).map { PrintedPath(module: self, segments: $0.segments, queryItems: $0.queryItems) }
    }

    /// Whether the module has root-level query rules (builds its grammar).
    var hasRootQueryRules: Bool { !grammar.value.grammar.rootQueryRules.isEmpty }

    /// The route of the root-level query rule `link`'s query items select, if any.
    ///
    /// - Throws: The ``DeepLinkError`` of a query value the rule rejects.
    func rootQueryRoute(in link: DeepLink) throws(DeepLinkError) -> AnyRoute? {
        let erased = grammar.value
        guard let rule = erased.grammar.rootQueryRule(for: link) else { return nil }
        return try erased.route(ofRule: rule, in: link, from: link.segments.count)
    }

    /// Offers `link.segments[start...]` to the module's grammar (built on first use) and
    /// returns the longest match as a route of this module; a parameter never takes one of
    /// `moduleWords`, the segments that name registered modules.
    ///
    /// - Throws: A ``DeepLinkError`` when the best rule matched the path but its query
    ///   items or values were rejected.
    func match(
        _ link: DeepLink, from start: Int, isFirstInSpan: Bool, moduleWords: Set<String>
    ) throws(DeepLinkError) -> LinkMatch<AnyRoute> {
        var hasRootQueryRules = false
        return try match(
            link, from: start, isFirstInSpan: isFirstInSpan, moduleWords: moduleWords,
            hasRootQueryRules: &hasRootQueryRules)
    }

    /// ``match(_:from:isFirstInSpan:moduleWords:)`` that also says whether the module has
    /// root-level query rules, read from the grammar it fetches anyway.
    // Tuned: Benchmarks/README.md#root-level-query-rules-read-with-the-match
    func match(
        _ link: DeepLink, from start: Int, isFirstInSpan: Bool, moduleWords: Set<String>,
        hasRootQueryRules: inout Bool
    ) throws(DeepLinkError) -> LinkMatch<AnyRoute> {
        let erased = grammar.value
        hasRootQueryRules = !erased.grammar.rootQueryRules.isEmpty
        switch erased.grammar.match(link, from: start, isFirstInSpan: isFirstInSpan, moduleWords: moduleWords) {
        case .matched(let index, let consumed, let nearMiss):
            return .matched(try erased.route(ofRule: index, in: link, from: start), consumed: consumed, nearMiss: nearMiss)
        case .none(let nearMiss):
            return .none(nearMiss: nearMiss)
        }
    }
}

/// A module's grammar with the route type erased: the patterns, and a function that
/// builds the route of a rule from a matched link.
///
/// A class: every link into the module reads it out of its lazy box.
// Tuned: Benchmarks/README.md#erased-grammar-is-a-class
final class ErasedGrammar: Sendable {
    let grammar: LinkGrammar
    /// For each rule, the function that builds its route; each throws only
    /// ``DeepLinkError``, but is a plain `throws` function value: a typed-throws one needs
    /// a newer runtime than the package's platforms have.
    private let builders: [Builder]
    /// The rules' names, for an error that is not a ``DeepLinkError``.
    let names: [String]
    /// Each rule's query items, for the registration check.
    let queries: [[QueryComponent]]

    /// Builds the route of one rule from a link matched from the given index. Not generic,
    /// so that calling it needs no metadata of the module's route type.
    typealias Builder = @Sendable (DeepLink, _ start: Int) throws -> AnyRoute

    init<R: Route>(_ codec: DeepLinkCodec<R>, module: ModuleID) {
        grammar = codec.grammar
        names = codec.rules.map(\.name)
        queries = codec.rules.map(\.query)
        builders = codec.rules.map { rule in
            // The rule's own function, not the rule: calling a method of `AnyDeepLinkRule<R>`
            // here would look up that type's metadata on every link.
            let build = rule.build
            return { link, start in AnyRoute(try build(link, start), module: module) }
        }
    }

    /// The route of rule `index`, built from `link` whose segments from `start` on matched it.
    ///
    /// - Throws: The ``DeepLinkError`` the rule's query items or parser raised.
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

/// A value made on first use and kept, safe to read from any thread.
///
/// Registration keeps each module's grammar in one of these, so an app with hundreds of
/// modules registers them all without building a grammar it may never use.
final class LazyValue<Value: Sendable>: @unchecked Sendable {
    // `lock` guards `stored`; `make` is immutable.
    private let lock = NSLock()
    private var stored: Value?
    private let make: @Sendable () -> Value

    init(_ make: @escaping @Sendable () -> Value) {
        self.make = make
    }

    var value: Value {
        lock.lock()
        defer { lock.unlock() }
        if let stored { return stored }
        let made = make()
        stored = made
        return made
    }
}
