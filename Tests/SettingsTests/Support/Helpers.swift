import CoordinatorKit
import CoordinatorKitTesting
import Testing

@testable import Settings

func settings(_ route: SettingsRoute) -> AnyRoute { AnyRoute(route, module: "settings") }
func profile(_ name: String) -> AnyRoute { StandInModule.profile.anyRoute(name) }
func auth(_ name: String) -> AnyRoute { StandInModule.auth.anyRoute(name) }

/// A root with Settings alone, as an app built from Settings only would have.
@MainActor
func makeSettingsRoot(dependencies: Dependencies = Dependencies()) throws -> RootCoordinator {
    try RootCoordinator.testing(
        SettingsModule(), schemes: ["recipes"], hosts: ["recipes.example.com"], dependencies: dependencies)
}

/// A root with Settings, the stand-in Profile tab (whose screens need sign-in) and the
/// stand-in Auth module (whose sign-in is a full-screen cover), modules Settings' tests
/// cannot import, wired to `account` the way the app's composition wires the real ones.
@MainActor
func makeComposedRoot(account: FakeAccount, signInPath: String? = "auth/signin") throws -> RootCoordinator {
    let dependencies = Dependencies()
    dependencies[AccountActionsKey.self] = account.actions(signInPath: signInPath)
    return try RootCoordinator.testing(
        SettingsModule(), StandInModule.profile, StandInModule.auth,
        schemes: ["recipes"], hosts: ["recipes.example.com"], dependencies: dependencies, gate: account.gate)
}

