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

