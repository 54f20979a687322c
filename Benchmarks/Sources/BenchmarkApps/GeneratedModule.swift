import Foundation
@_spi(Benchmarking) import CoordinatorKit

/// A generated feature module: its segment, tab and deep-link rules all come from a
/// ``ModuleSpec``; `Tag` gives it a route type of its own.
public struct GeneratedModule<Tag: ModuleTag>: FeatureModule {
    let spec: ModuleSpec

    init(spec: ModuleSpec) {
        precondition(spec.index == Tag.index, "module \(spec.index) built with the tag of \(Tag.index)")
        self.spec = spec
    }

    public var segment: String { spec.segment }
    public var tab: TabDescriptor? {
        spec.hasTab ? TabDescriptor(title: spec.segment, systemImage: "square") : nil
    }
    public var rootRoute: GeneratedRoute<Tag> { .home }

    public var codec: DeepLinkCodec<GeneratedRoute<Tag>> {
        DeepLinkCodec(spec.rules.map(Self.rule(for:)))
    }

    public var sampleRoutes: [GeneratedRoute<Tag>] { [.home] }

    public func makeCoordinator(
        navigator: Navigator<GeneratedRoute<Tag>>, dependencies: Dependencies
    ) -> GeneratedCoordinator<Tag> {
        GeneratedCoordinator()
    }

    /// The CoordinatorKit rule for one rule of the spec, with parser and printer built from
    /// the spec's list of typed values.
    static func rule(for spec: RuleSpec) -> DeepLinkRule<GeneratedRoute<Tag>> {
        guard spec.rule != 0 else { return DeepLinkRule(.home, path: []) }
        let rule = spec.rule
        let parameters = spec.parameters
        return DeepLinkRule(
            spec.name,
            path: spec.path.map { segment in
                switch segment {
                case .word(let word): PathComponent(literal: word)
                case .parameter(let name, let slot): slot.pathComponent(named: name)
                }
            },
            query: spec.query.map { $0.slot.queryParameter(named: $0.name, isRequired: $0.isRequired) },
            parse: { arguments in
                var values = ScreenValues()
                for (name, slot) in parameters {
                    switch slot {
                    case .number: values.number = arguments.optional(name)
                    case .count: values.count = arguments.optional(name)
                    case .text: values.text = arguments.optional(name)
                    case .uuid: values.uuid = arguments.optional(name)
                    }
                }
                return .screen(rule: rule, values: values)
            },
            print: { route in
                guard case .screen(rule, let values) = route else { return nil }
                var printed: LinkArguments.Values = [:]
                for (name, slot) in parameters {
                    printed[name] = values.value(in: slot)
                }
                return printed
            })
    }
}

/// The coordinator of a generated module: it keeps every route as asked.
@MainActor
public final class GeneratedCoordinator<Tag: ModuleTag>: ModuleCoordinator {
    public func screen(for route: GeneratedRoute<Tag>) -> GeneratedScreen {
        GeneratedScreen(title: "\(route)")
    }
}

/// The screen of a generated route: its title and nothing else.
@MainActor
public final class GeneratedScreen: ScreenTextDescribing {
    let title: String
    init(title: String) { self.title = title }
    public var screenText: ScreenText { ScreenText(title: title) }
}

extension ValueSlot {
    func pathComponent(named name: String) -> PathComponent {
        switch self {
        case .number, .count: .parameter(name, Int.self)
        case .text: .parameter(name, String.self)
        case .uuid: .parameter(name, UUID.self)
        }
    }

    func queryParameter(named name: String, isRequired: Bool) -> QueryParameter {
        switch (self, isRequired) {
        case (.number, true), (.count, true): .required(name, Int.self)
        case (.number, false), (.count, false): .optional(name, Int.self)
        case (.text, true): .required(name, String.self)
        case (.text, false): .optional(name, String.self)
        case (.uuid, true): .required(name, UUID.self)
        case (.uuid, false): .optional(name, UUID.self)
        }
    }
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
