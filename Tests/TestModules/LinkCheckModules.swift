import CoordinatorKit
import CoordinatorKitTooling

/// A module whose sample route prints a value that names another module.
package struct ClashingModule: ModuleSamples {
    package enum ClashRoute: Route { case list, note(id: String) }
    package init() {}
    package var segment: String { "clash" }
    package var tab: TabDescriptor? { nil }
    package var rootRoute: ClashRoute { .list }
    package var codec: DeepLinkCodec<ClashRoute> {
        let list = DeepLinkRule<ClashRoute>(.list, path: [])
        let note = DeepLinkRule("note", path: PathParameter<String>("id"), parse: { ClashRoute.note(id: $0) })
        return DeepLinkCodec([list, note]) { route in
            switch route {
            case .list: list.link()
            case .note(let id): note.link(id)
            }
        }
    }
    package var sampleRoutes: [ClashRoute] { [.list, .note(id: "people")] }
    package func makeCoordinator(navigator: Navigator<ClashRoute>, dependencies: Dependencies) -> PlainCoordinator<ClashRoute> {
        PlainCoordinator()
    }
}

/// A module with a rule that no link reaches, of the kind `second` names.
package struct ShadowModule: ModuleSamples {
    package enum Second: Sendable { case none, name, sameQuery, secondRoot }
    package enum ShadowRoute: Route { case home, other, filtered(String), sorted(String), item(id: String), named(String) }
    let second: Second
    package init(second: Second) { self.second = second }
    package var segment: String { "shadow" }
    package var tab: TabDescriptor? { nil }
    package var rootRoute: ShadowRoute { .home }
    package var codec: DeepLinkCodec<ShadowRoute> {
        let home = DeepLinkRule<ShadowRoute>(.home, path: [])
        let filtered = DeepLinkRule("filtered", path: "" & QueryParameter<String>("q"), parse: { ShadowRoute.filtered($0) })
        let item = DeepLinkRule("id", path: "item" / PathParameter<String>("id"), parse: { ShadowRoute.item(id: $0) })
        var rules: [any DeepLinkRuleProtocol<ShadowRoute>] = [home, filtered, item]
        switch second {
        case .none: break
        case .name:
            rules.append(DeepLinkRule("name", path: "item" / PathParameter<String>("name"), parse: { ShadowRoute.named($0) }))
        case .sameQuery:
            rules.append(DeepLinkRule("sorted", path: "" & QueryParameter<String>("q"), parse: { ShadowRoute.sorted($0) }))
        case .secondRoot:
            rules.append(DeepLinkRule<ShadowRoute>(.other, path: []))
        }
        return DeepLinkCodec(rules) { route in
            switch route {
            case .home: home.link()
            case .filtered(let query): filtered.link(query)
            case .item(let id): item.link(id)
            default: nil
            }
        }
    }
    package var sampleRoutes: [ShadowRoute] { [.home, .filtered("x"), .item(id: "a")] }
    package func makeCoordinator(navigator: Navigator<ShadowRoute>, dependencies: Dependencies) -> PlainCoordinator<ShadowRoute> {
        PlainCoordinator()
    }
}
