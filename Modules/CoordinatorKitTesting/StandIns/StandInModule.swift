import CoordinatorKit
import CoordinatorKitTooling
import Testing

/// A feature module built from data, standing in for a module that a test target may not
/// import: a tab to launch on, a sign-in screen to be offered, a guarded screen to open.
///
/// Its grammar, sample routes and root are read from its route declarations, the first of
/// which is the root; every route is shown as a ``StandInScreen``.
///
/// ```swift
/// enum KitchenTag {}
///
/// let kitchen = StandInModule<KitchenTag>(
///     segment: "kitchen", tab: TabDescriptor(title: "Kitchen", systemImage: "frying.pan"),
///     routes: [
///         .route("counter", path: []),
///         .route("timer", path: ["timer"], takesID: true),
///         .route("journal", path: ["journal"], requirements: [.signedIn]),
///     ])
/// #expect(root.stackRoutes == [kitchen.anyRoute("timer", id: 12)])
/// ```
///
/// A registry accepts one module per route type, so stand-ins registered in one root need
/// distinct tags; the ready-made ones (``home``, ``auth``, ``profile``, ``settings``) have.
public struct StandInModule<Tag>: ModuleSamples {
    /// The first link segment the module owns.
    public let segment: String
    /// The module's tab, or `nil` for a module presented over the current tab.
    public let tab: TabDescriptor?
    /// How the module is presented when a link enters it with a pushed route.
    public let entryPresentation: Presentation
    /// The module's routes, its root first.
    public let declaredRoutes: [StandInRouteDeclaration]

    /// Creates a stand-in module.
    ///
    /// - Parameters:
    ///   - segment: The first link segment the module owns.
    ///   - tab: The module's tab, or `nil` for a module presented over the current tab.
    ///   - entryPresentation: How a link entering the module with a pushed route shows it.
    ///   - routes: The module's routes, its root first; at least one, with distinct names.
    public init(
        segment: String,
        tab: TabDescriptor? = nil,
        entryPresentation: Presentation = .sheet,
        routes: [StandInRouteDeclaration]
    ) {
        let names = routes.map(\.name)
        if routes.isEmpty {
            Issue.record("Stand-in module '\(segment)' declares no route; its first route is its root.")
        }
        if Set(names).count != names.count {
            Issue.record("Stand-in module '\(segment)' declares a route name twice: \(names).")
        }
        self.segment = segment
        self.tab = tab
        self.entryPresentation = entryPresentation
        self.declaredRoutes = routes.isEmpty ? [StandInRouteDeclaration("root", path: [])] : routes
    }

    /// The first declared route, with ``StandInRouteDeclaration/sampleID`` if it takes an id.
    public var rootRoute: StandInRoute<Tag> {
        sampleRoute(of: declaredRoutes[0])
    }

    /// One rule per declared route: its words, then an `id` parameter if it takes one.
    public var codec: DeepLinkCodec<StandInRoute<Tag>> {
        let rules = declaredRoutes.map(Self.rule(for:))
        return DeepLinkCodec(rules.map { $0.rule }) { route in
            // Routes made from data, not an enum: each declaration's printer is asked in turn.
            for rule in rules {
                if let printed = rule.print(route) { return printed }
            }
            return nil
        }
    }

    /// One route per declaration, in order, with ``StandInRouteDeclaration/sampleID`` as the
    /// id of those that take one.
    public var sampleRoutes: [StandInRoute<Tag>] {
        declaredRoutes.map(sampleRoute(of:))
    }

    /// Makes a coordinator that shows each route as a ``StandInScreen``.
    ///
    /// - Parameters:
    ///   - navigator: Unused: a stand-in never navigates by itself.
    ///   - dependencies: Unused: a stand-in needs nothing.
    @MainActor
    public func makeCoordinator(
        navigator: Navigator<StandInRoute<Tag>>, dependencies: Dependencies
    ) -> StandInCoordinator<StandInRoute<Tag>> {
        StandInCoordinator()
    }

    /// The declared route with the given name, as the module's links resolve to it.
    ///
    /// A name the module does not declare, or an id given to a route that takes none (or
    /// left out of one that does), is a mistake in the test: it is recorded as a test
    /// issue, and the route returned matches nothing the module shows.
    ///
    /// - Parameters:
    ///   - name: The name of one of ``declaredRoutes``.
    ///   - id: The route's id, exactly when its declaration takes one.
    /// - Returns: The route, with its declared presentation and requirements.
    public func route(_ name: String, id: Int? = nil) -> StandInRoute<Tag> {
        guard let declaration = declaredRoutes.first(where: { $0.name == name }) else {
            Issue.record("Stand-in module '\(segment)' declares no route '\(name)'; it declares \(declaredRoutes.map(\.name)).")
            return StandInRoute(StandInRouteDeclaration(name, path: ["undeclared"]), id: id)
        }
        if declaration.takesID != (id != nil) {
            let advice = declaration.takesID ? "takes an id; pass one." : "takes no id; pass none."
            Issue.record("Route '\(name)' of stand-in module '\(segment)' \(advice)")
        }
        return StandInRoute(declaration, id: id)
    }

    /// The declared route with the given name, tagged with this module, as the root's
    /// state holds it: what a test compares `stackRoutes` or a gate's route with.
    ///
    /// - Parameters:
    ///   - name: The name of one of ``declaredRoutes``.
    ///   - id: The route's id, exactly when its declaration takes one.
    /// - Returns: The route wrapped for the module's identifier.
    public func anyRoute(_ name: String, id: Int? = nil) -> AnyRoute {
        AnyRoute(route(name, id: id), module: self.id)
    }

    private func sampleRoute(of declaration: StandInRouteDeclaration) -> StandInRoute<Tag> {
        StandInRoute(declaration, id: declaration.takesID ? StandInRouteDeclaration.sampleID : nil)
    }

    /// A rule of the module's codec and the printer of the routes it parses.
    private typealias Rule = (
        rule: any DeepLinkRuleProtocol<StandInRoute<Tag>>,
        print: @Sendable (StandInRoute<Tag>) -> PrintedRoute?
    )

    /// The rule that parses exactly the routes `declaration` describes, and its printer,
    /// which prints those routes and no other.
    private static func rule(for declaration: StandInRouteDeclaration) -> Rule {
        guard declaration.takesID else {
            let route = StandInRoute<Tag>(declaration, id: nil)
            let rule = DeepLinkRule<StandInRoute<Tag>>(route, path: declaration.path)
            return (rule, { $0 == route ? rule.link() : nil })
        }
        let rule = DeepLinkRule(
            declaration.name, path: declaration.path / PathParameter<Int>("id"),
            parse: { id in StandInRoute<Tag>(declaration, id: id) })
        return (rule, { route in
            guard let id = route.id, route == StandInRoute(declaration, id: id) else { return nil }
            return rule.link(id)
        })
    }
}
