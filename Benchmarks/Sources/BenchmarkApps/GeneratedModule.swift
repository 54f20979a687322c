import Foundation
import CoordinatorKit
import CoordinatorKitTooling

/// A generated feature module: its segment, tab and deep-link rules all come from a
/// ``ModuleSpec``; `Tag` gives it a route type of its own.
public struct GeneratedModule<Tag: ModuleTag>: ModuleSamples {
    let spec: ModuleSpec

    init(spec: ModuleSpec) {
        precondition(spec.index == Tag.index, "module \(spec.index) built with the tag of \(Tag.index)")
        self.spec = spec
    }

    public var segment: String { spec.segment }
    public var tab: TabDescriptor? {
        spec.hasTab ? TabDescriptor(title: NavigationText(verbatim: spec.segment), systemImage: "square") : nil
    }
    public var rootRoute: GeneratedRoute<Tag> { .home }

    public var codec: DeepLinkCodec<GeneratedRoute<Tag>> {
        let rules = spec.rules.map(Self.rule(for:))
        // A route names its rule: the printer goes straight to that rule's printer. The
        // printers' type does not depend on `Tag`, so finding one needs no type metadata.
        let printers = rules.map(\.print)
        let home = DeepLinkRule<GeneratedRoute<Tag>>(.home, path: []).link()
        return DeepLinkCodec(rules.map { $0.rule }) { route in
            switch route {
            case .home: home
            case .screen(let rule, let values): printers.indices.contains(rule) ? printers[rule](values) : nil
            }
        }
    }

    /// The module's root alone: the navigation explorer (workload 7) shows it and opens its link.
    public var sampleRoutes: [GeneratedRoute<Tag>] { [.home] }

    public func makeCoordinator(
        navigator: Navigator<GeneratedRoute<Tag>>, dependencies: Dependencies
    ) -> GeneratedCoordinator<Tag> {
        GeneratedCoordinator()
    }

    /// A rule of the module's codec and the printer of the values of its routes.
    typealias Rule = (rule: any DeepLinkRuleProtocol<GeneratedRoute<Tag>>, print: @Sendable (ScreenValues) -> PrintedRoute?)

    /// The CoordinatorKit rule for one rule of the spec, and its printer. The spec's rules
    /// come in a few shapes (see ``RuleSpec``); each shape is one typed rule, its words and
    /// names read from the spec.
    static func rule(for spec: RuleSpec) -> Rule {
        let rule = spec.rule
        let name = spec.name
        @Sendable func screen(_ values: ScreenValues) -> GeneratedRoute<Tag> { .screen(rule: rule, values: values) }
        // Names and words come from the spec; `spec.shape` says how many there are.
        let words = spec.words
        let names = spec.parameters.map(\.name)
        switch spec.shape {
        case .root:
            return (DeepLinkRule<GeneratedRoute<Tag>>(.home, path: []), { _ in nil })
        case .wordWithIDAndCount:
            let typed = DeepLinkRule(
                name, path: words[0] & QueryParameter<UUID>(names[0]) & QueryParameter<Int?>(names[1]),
                parse: { id, count in screen(ScreenValues(count: count, uuid: id)) })
            return (typed, { values in values.uuid.map { typed.link($0, values.count) } })
        case .number:
            let typed = DeepLinkRule(
                name, path: PathParameter<Int>(names[0]), parse: { screen(ScreenValues(number: $0)) })
            return (typed, { values in values.number.map { typed.link($0) } })
        case .wordNumber:
            let typed = DeepLinkRule(
                name, path: words[0] / PathParameter<Int>(names[0]), parse: { screen(ScreenValues(number: $0)) })
            return (typed, { values in values.number.map { typed.link($0) } })
        case .wordNumberWord:
            let typed = DeepLinkRule(
                name, path: words[0] / PathParameter<Int>(names[0]) / words[1],
                parse: { screen(ScreenValues(number: $0)) })
            return (typed, { values in values.number.map { typed.link($0) } })
        case .wordWithCount:
            let typed = DeepLinkRule(
                name, path: words[0] & QueryParameter<Int?>(names[0]), parse: { screen(ScreenValues(count: $0)) })
            return (typed, { values in typed.link(values.count) })
        case .wordTextWithReference:
            let typed = DeepLinkRule(
                name, path: words[0] / PathParameter<String>(names[0]) & QueryParameter<UUID?>(names[1]),
                parse: { text, reference in screen(ScreenValues(text: text, uuid: reference)) })
            return (typed, { values in values.text.map { typed.link($0, values.uuid) } })
        }
    }
}

/// The alert every generated module may show (the fixtures' "Delete?"), so that saved
/// state keeps it.
public enum GeneratedAlert: String, ModuleAlert {
    case delete

    public enum Action: String, Sendable {
        case delete
    }
}

/// The coordinator of a generated module: it keeps every route as asked.
@MainActor
public final class GeneratedCoordinator<Tag: ModuleTag>: ModuleCoordinator {
    public func screen(for route: GeneratedRoute<Tag>) -> GeneratedScreen {
        GeneratedScreen(title: "\(route)")
    }

    /// Answers nothing: the benchmarks measure navigation, not what an alert does.
    public func handleAlertAction(_ action: GeneratedAlert.Action, of alert: GeneratedAlert, shownBy route: GeneratedRoute<Tag>) {}
}

/// The screen of a generated route: its title and nothing else (no text description,
/// which running navigation does not need).
@MainActor
public final class GeneratedScreen {
    let title: String
    init(title: String) { self.title = title }
}

extension ModuleSpec {
    /// The module as a ``FeatureModule`` with its own route type.
    public var featureModule: any FeatureModule {
        withModuleTag(index) { tag in Self.module(spec: self, tag: tag) }
    }

    private static func module<Tag: ModuleTag>(spec: ModuleSpec, tag: Tag.Type) -> any FeatureModule {
        GeneratedModule<Tag>(spec: spec)
    }

    /// Wraps the route of rule `rule` with `values` as this module's route.
    public func route(rule: Int, values: ScreenValues) -> AnyRoute {
        withModuleTag(index) { tag in Self.route(rule: rule, values: values, tag: tag, module: ModuleID(segment)) }
    }

    private static func route<Tag: ModuleTag>(
        rule: Int, values: ScreenValues, tag: Tag.Type, module: ModuleID
    ) -> AnyRoute {
        AnyRoute(rule == 0 ? GeneratedRoute<Tag>.home : .screen(rule: rule, values: values), uncheckedModule: module)
    }

    /// A function that wraps routes of this module, with the module's type opened once,
    /// for the hand-rolled routers' handlers.
    public var routeMaker: @Sendable (Int, ScreenValues) -> AnyRoute {
        withModuleTag(index) { tag in Self.routeMaker(tag: tag, module: ModuleID(segment)) }
    }

    private static func routeMaker<Tag: ModuleTag>(
        tag: Tag.Type, module: ModuleID
    ) -> @Sendable (Int, ScreenValues) -> AnyRoute {
        { rule, values in
            AnyRoute(rule == 0 ? GeneratedRoute<Tag>.home : .screen(rule: rule, values: values), uncheckedModule: module)
        }
    }
}

extension AppSpec {
    /// Registers every module of the app: workload 4.
    public func makeRegistry() throws -> ModuleRegistry {
        var registry = ModuleRegistry()
        for module in modules {
            try registry.register(module.featureModule)
        }
        return registry
    }

    /// The configuration the app's root uses.
    public var configuration: DeepLinkConfiguration {
        DeepLinkConfiguration(schemes: [scheme])
    }
}
