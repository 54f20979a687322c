import CoordinatorKit
import CoordinatorKitTesting
import Testing

@testable import Settings

/// Stand-ins for modules Settings' tests cannot import: a Profile tab whose screens need
/// sign-in, and an Auth module without a tab whose sign-in screen is a full-screen cover.

enum StandInProfileRoute: Route {
    case overview
    case orders

    var requirements: Set<AccessRequirement> { [.signedIn] }
}

struct StandInProfileModule: FeatureModule {
    var segment: String { "profile" }
    var tab: TabDescriptor? { TabDescriptor(title: "Profile", systemImage: "person.crop.circle") }
    var rootRoute: StandInProfileRoute { .overview }
    var codec: DeepLinkCodec<StandInProfileRoute> {
        DeepLinkCodec([DeepLinkRule(.overview, path: []), DeepLinkRule(.orders, path: ["orders"])])
    }
    var sampleRoutes: [StandInProfileRoute] { [.overview, .orders] }
    func makeCoordinator(
        navigator: Navigator<StandInProfileRoute>, dependencies: Dependencies
    ) -> StandInCoordinator<StandInProfileRoute> {
        StandInCoordinator()
    }
}

enum StandInAuthRoute: Route {
    case signIn

    var presentation: Presentation { .fullScreenCover }
}

struct StandInAuthModule: FeatureModule {
    var segment: String { "auth" }
    var rootRoute: StandInAuthRoute { .signIn }
    var codec: DeepLinkCodec<StandInAuthRoute> { DeepLinkCodec([DeepLinkRule(.signIn, path: ["signin"])]) }
    var sampleRoutes: [StandInAuthRoute] { [.signIn] }
    func makeCoordinator(
        navigator: Navigator<StandInAuthRoute>, dependencies: Dependencies
    ) -> StandInCoordinator<StandInAuthRoute> {
        StandInCoordinator()
    }
}

@MainActor
final class StandInCoordinator<R: Route>: ModuleCoordinator {
    func screen(for route: R) -> any ScreenModel { StandInScreen(title: "\(route)") }
}

@MainActor
final class StandInScreen: ScreenModel {
    let title: String
    init(title: String) { self.title = title }
    var content: [String] { [] }
    var actions: [ScreenAction] { [] }
}

/// An account whose session is the test gate's `signedIn` grant, the way the app's
/// composition wires Settings to Auth's session.
@MainActor
final class FakeAccount {
    let gate: TestAccessGate
    private(set) var signOutCount = 0

    init(isSignedIn: Bool) {
        gate = TestAccessGate(
            granted: isSignedIn ? [.signedIn] : [],
            grantingRoutes: [.signedIn: AnyRoute(StandInAuthRoute.signIn, module: "auth")])
    }

    func actions(signInLink: String? = "recipes://auth/signin") -> AccountActions {
        AccountActions(
            isSignedIn: { self.gate.isGranted(.signedIn) },
            signOut: {
                self.signOutCount += 1
                self.gate.granted.remove(.signedIn)
            },
            signInLink: signInLink)
    }
}

func settings(_ route: SettingsRoute) -> AnyRoute { AnyRoute(route, module: "settings") }
func profile(_ route: StandInProfileRoute) -> AnyRoute { AnyRoute(route, module: "profile") }
func auth(_ route: StandInAuthRoute) -> AnyRoute { AnyRoute(route, module: "auth") }

/// A root with Settings alone, as an app built from Settings only would have.
@MainActor
func makeSettingsRoot(dependencies: Dependencies = Dependencies()) throws -> RootCoordinator {
    try RootCoordinator.testing(
        SettingsModule(), schemes: ["recipes"], hosts: ["recipes.example.com"], dependencies: dependencies)
}

/// A root with Settings, the stand-in Profile tab and the stand-in Auth module, wired to
/// `account` the way the app's composition wires the real ones.
@MainActor
func makeComposedRoot(account: FakeAccount, signInLink: String? = "recipes://auth/signin") throws -> RootCoordinator {
    let dependencies = Dependencies()
    dependencies[AccountActionsKey.self] = account.actions(signInLink: signInLink)
    return try RootCoordinator.testing(
        SettingsModule(), StandInProfileModule(), StandInAuthModule(),
        schemes: ["recipes"], hosts: ["recipes.example.com"], dependencies: dependencies, gate: account.gate)
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
