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
        grantingRoutes: [.signedIn: StandInModule.auth.route("signIn")])
    let dependencies = Dependencies()
    dependencies[ProfileRepositoryKey.self] = repository
    let root = try RootCoordinator.testing(
        StandInModule.home, ProfileModule(), StandInModule.auth,
        schemes: ["recipes"], hosts: ["recipes.example.com"], dependencies: dependencies, gate: gate)
    return (root, gate)
}

