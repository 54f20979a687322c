import CoordinatorKit
import Foundation

/// The links and states the workloads run on. Links rotate through a few values so that
/// every handled link changes the state (an unchanged state is not committed).
public enum Fixtures {
    /// Deterministic UUIDs.
    public static let uuids: [UUID] = (0..<8).map { index in
        UUID(uuidString: String(format: "9A1B3C4D-%04X-4000-8000-%012X", index, 42 + index)) ?? UUID()
    }

    /// The typical link, `recipes://products/product?id=<UUID>&count=5`, with 8 ids.
    public static func typicalLinks(scheme: String = "recipes") -> [String] {
        uuids.map { "\(scheme)://products/product?id=\($0.uuidString)&count=5" }
    }

    /// The route the typical link `index` resolves to.
    public static func typicalRoute(_ index: Int, in app: AppSpec) -> AnyRoute {
        app.modules[1].route(rule: 1, values: ScreenValues(count: 5, uuid: uuids[index % uuids.count]))
    }

    /// A link through two modules: the recipes tab, then the last module's parameterised
    /// route (`auth` in the small app, `module499` in the large one).
    public static func crossModuleLinks(in app: AppSpec) -> [String] {
        let last = app.modules[app.modules.count - 1].segment
        return (0..<8).map { "\(app.scheme)://recipes/list/\(40 + $0)/\(last)/detail/\(7 + $0)/more" }
    }

    /// Two states of 20 entries each, across the four tabs and their modal layers, with an
    /// alert, from modules at both ends of the app: workloads 5 and 6.
    public static func states(in app: AppSpec) -> (NavigationState, NavigationState) {
        let far = app.modules[app.modules.count - 1]
        let auth = app.modules[4]
        func entry(_ module: ModuleSpec, _ rule: Int, _ number: Int, _ presentation: Presentation = .push) -> NavigationEntry {
            let values: ScreenValues
            switch rule {
            case 1: values = ScreenValues(count: number, uuid: uuids[number % uuids.count])
            case 5: values = ScreenValues(text: "name \(number)")
            default: values = ScreenValues(number: number)
            }
            return NavigationEntry(route: module.route(rule: rule, values: values), presentation: presentation)
        }
        func tab(_ index: Int, _ stack: [NavigationEntry]) -> TabState {
            let module = app.modules[index]
            return TabState(id: ModuleID(module.segment), root: module.route(rule: 0, values: ScreenValues()), stack: stack)
        }
        let recipes = app.modules[0], products = app.modules[1], profile = app.modules[2], settings = app.modules[3]
        var alerted = entry(settings, 3, 9)
        alerted.alert = AlertState(GeneratedAlert.delete, title: "Delete?", message: "It cannot be undone.", buttons: [.init("Delete", action: GeneratedAlert.action(.delete))])
        let old = NavigationState(
            selectedTab: "recipes",
            tabs: [
                tab(0, [entry(recipes, 2, 1), entry(recipes, 3, 2), entry(far, 2, 3, .sheet), entry(far, 5, 4),
                        entry(auth, 1, 5, .fullScreenCover), entry(auth, 2, 6)]),
                tab(1, [entry(products, 1, 1), entry(products, 4, 2), entry(products, 5, 3),
                        entry(far, 3, 4, .bottomSheet(detents: [.medium, .large])), entry(far, 2, 5)]),
                tab(2, [entry(profile, 2, 1), entry(profile, 3, 2), entry(auth, 1, 3, .sheet), entry(auth, 5, 4),
                        entry(profile, 4, 5)]),
                tab(3, [entry(settings, 2, 1), entry(settings, 5, 2), entry(far, 4, 3, .sheet), alerted]),
            ])
        let new = NavigationState(
            selectedTab: "products",
            tabs: [
                tab(0, [entry(recipes, 2, 1), entry(recipes, 3, 2), entry(far, 2, 30, .sheet)]),
                tab(1, [entry(products, 1, 1), entry(products, 4, 2), entry(auth, 1, 3, .sheet), entry(auth, 2, 4),
                        entry(products, 5, 5, .fullScreenCover), entry(products, 2, 6), entry(products, 3, 7),
                        entry(far, 5, 8)]),
                tab(2, [entry(profile, 2, 1), entry(profile, 3, 2), entry(auth, 1, 3, .sheet), entry(auth, 5, 4),
                        entry(profile, 4, 5)]),
                tab(3, [entry(settings, 2, 1), entry(settings, 5, 2), entry(far, 4, 3, .sheet), entry(settings, 3, 9)]),
            ])
        return (old, new)
    }
}
