import Auth
import CoordinatorKit
import CoordinatorKitTesting
import Testing

/// A stand-in tab whose journal needs a signed-in user, as Profile's screens do.
enum KitchenRoute: Route {
    case counter
    case timer(minutes: Int)
    case journal

    var requirements: Set<AccessRequirement> {
        self == .journal ? [.signedIn] : []
    }
}

@MainActor
final class KitchenCoordinator: ModuleCoordinator {
    func screen(for route: KitchenRoute) -> any ScreenModel { StandInScreen(title: "\(route)") }
}

struct KitchenModule: FeatureModule {
    var segment: String { "kitchen" }
    var tab: TabDescriptor? { TabDescriptor(title: "Kitchen", systemImage: "frying.pan") }
    var rootRoute: KitchenRoute { .counter }
    var codec: DeepLinkCodec<KitchenRoute> {
        DeepLinkCodec([
            DeepLinkRule(.counter, path: []),
            DeepLinkRule(
                "timer", path: ["timer", .parameter("minutes", Int.self)],
                parse: { .timer(minutes: try $0.required("minutes")) },
                print: { if case .timer(let minutes) = $0 { ["minutes": minutes] } else { nil } }),
            DeepLinkRule(.journal, path: ["journal"]),
        ])
    }
    var sampleRoutes: [KitchenRoute] { [.counter, .timer(minutes: 12), .journal] }
    func makeCoordinator(navigator: Navigator<KitchenRoute>, dependencies: Dependencies) -> KitchenCoordinator {
        KitchenCoordinator()
    }
}

/// A second stand-in tab, so that "the tab is unchanged" can be told from "the first tab".
enum PantryRoute: Route {
    case shelves
    case spices
}

@MainActor
final class PantryCoordinator: ModuleCoordinator {
    func screen(for route: PantryRoute) -> any ScreenModel { StandInScreen(title: "\(route)") }
}

struct PantryModule: FeatureModule {
    var segment: String { "pantry" }
    var tab: TabDescriptor? { TabDescriptor(title: "Pantry", systemImage: "cabinet") }
    var rootRoute: PantryRoute { .shelves }
    var codec: DeepLinkCodec<PantryRoute> {
        DeepLinkCodec([DeepLinkRule(.shelves, path: []), DeepLinkRule(.spices, path: ["spices"])])
    }
    var sampleRoutes: [PantryRoute] { [.shelves, .spices] }
    func makeCoordinator(navigator: Navigator<PantryRoute>, dependencies: Dependencies) -> PantryCoordinator {
        PantryCoordinator()
    }
}

@MainActor
final class StandInScreen: ScreenModel {
    let title: String
    init(title: String) { self.title = title }
    var content: [String] { [] }
    var actions: [ScreenAction] { [] }
}

// MARK: Helpers

/// An app made of the two stand-in tabs and Auth, guarded by Auth's gate over the
/// session in its dependency container.
@MainActor
struct TestApp {
    let root: RootCoordinator
    let session: AuthSession

    init() throws {
        let dependencies = Dependencies()
        let session = dependencies[AuthSessionKey.self]
        self.session = session
        root = try RootCoordinator.testing(
            KitchenModule(), PantryModule(), AuthModule(), schemes: ["recipes"], hosts: ["recipes.example.com"],
            dependencies: dependencies, gate: AuthGate(session: session))
    }
}

func auth(_ route: AuthRoute) -> AnyRoute { AnyRoute(route, module: "auth") }
func kitchen(_ route: KitchenRoute) -> AnyRoute { AnyRoute(route, module: "kitchen") }
func pantry(_ route: PantryRoute) -> AnyRoute { AnyRoute(route, module: "pantry") }

func cover(_ route: AuthRoute) -> NavigationEntry {
    NavigationEntry(route: auth(route), presentation: .fullScreenCover)
}

func pushed(_ route: AnyRoute) -> NavigationEntry {
    NavigationEntry(route: route, presentation: .push)
}

extension RootCoordinator {
    /// The screen model of the top screen of the selected tab, as a given view-model type.
    func topScreen<Model>(as type: Model.Type) throws -> Model {
        let entry = try #require(state.topEntry)
        return try #require(screen(for: entry) as? Model)
    }
}

extension ScreenModel {
    /// Performs the action with the given title.
    func tap(_ title: String) throws {
        let action = try #require(actions.first { $0.title == title }, "no action '\(title)' in \(actions.map(\.title))")
        action.perform()
    }
}
