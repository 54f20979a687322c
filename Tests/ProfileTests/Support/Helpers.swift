import CoordinatorKit
import CoordinatorKitTesting
import Testing

@testable import Profile

func profile(_ route: ProfileRoute) -> AnyRoute { AnyRoute(route, module: "profile") }
func home(_ name: String) -> AnyRoute { StandInModule.home.anyRoute(name) }
func auth(_ name: String) -> AnyRoute { StandInModule.auth.anyRoute(name) }

/// An app of a stand-in Home tab, Profile and a stand-in Auth (the modules Profile's tests
/// cannot import), with a gate that offers the stand-in sign-in, a full-screen cover, for
/// `signedIn`. Home comes first so that launch shows a tab where a signed-out user lands.
@MainActor
func makeProfileRoot(
    signedIn: Bool, repository: any ProfileRepository = InMemoryProfileRepository()
) throws -> (root: RootCoordinator, gate: TestAccessGate) {
    let gate = TestAccessGate(
        granted: signedIn ? [.signedIn] : [],
        grantingRoutes: [.signedIn: auth("signIn")])
    let dependencies = Dependencies()
    dependencies[ProfileRepositoryKey.self] = repository
    let root = try RootCoordinator.testing(
        StandInModule.home, ProfileModule(), StandInModule.auth,
        schemes: ["recipes"], hosts: ["recipes.example.com"], dependencies: dependencies, gate: gate)
    return (root, gate)
}

/// The screen model of the screen on top of the selected tab.
@MainActor
func topScreen(of root: RootCoordinator) throws -> any ScreenModel {
    let entry = try #require(root.state.topEntry)
    return try #require(root.screen(for: entry))
}

/// Performs the action titled `title` on `screen`, failing the test when there is none.
@MainActor
func tap(_ title: String, on screen: any ScreenModel) throws {
    let action = try #require(
        screen.actions.first { $0.title == title },
        "'\(title)' is not among \(screen.actions.map(\.title))")
    action.perform()
}
