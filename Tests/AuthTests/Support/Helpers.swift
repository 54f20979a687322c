import Auth
import CoordinatorKit
import CoordinatorKitTesting
import Testing

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
            StandInModule.kitchen, StandInModule.pantry, AuthModule(),
            schemes: ["recipes"], hosts: ["recipes.example.com"], dependencies: dependencies,
            gate: AuthGate(session: session))
    }
}

func auth(_ route: AuthRoute) -> AnyRoute { AnyRoute(route, module: "auth") }
func kitchen(_ name: String, id: Int? = nil) -> AnyRoute { StandInModule.kitchen.anyRoute(name, id: id) }
func pantry(_ name: String) -> AnyRoute { StandInModule.pantry.anyRoute(name) }

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
