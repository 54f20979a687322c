import CoordinatorKit
import CoordinatorKitTesting
import Testing

@testable import Profile

/// Stand-ins for modules Profile's tests cannot import: a Home tab that needs nothing
/// (where a signed-out user lands), and an Auth module without a tab whose sign-in screen
/// is a full-screen cover, offered by the test gate for `signedIn`.

enum StandInHomeRoute: Route {
    case feed
}

struct StandInHomeModule: FeatureModule {
    var segment: String { "home" }
    var tab: TabDescriptor? { TabDescriptor(title: "Home", systemImage: "house") }
    var rootRoute: StandInHomeRoute { .feed }
    var codec: DeepLinkCodec<StandInHomeRoute> { DeepLinkCodec([DeepLinkRule(.feed, path: [])]) }
    var sampleRoutes: [StandInHomeRoute] { [.feed] }
    func makeCoordinator(
        navigator: Navigator<StandInHomeRoute>, dependencies: Dependencies
    ) -> StandInCoordinator<StandInHomeRoute> {
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

func profile(_ route: ProfileRoute) -> AnyRoute { AnyRoute(route, module: "profile") }
func home(_ route: StandInHomeRoute) -> AnyRoute { AnyRoute(route, module: "home") }
func auth(_ route: StandInAuthRoute) -> AnyRoute { AnyRoute(route, module: "auth") }

/// An app of Home, Profile and a stand-in Auth, with a gate that offers the stand-in
/// sign-in for `signedIn`. Home comes first so that launch shows a tab that needs nothing.
@MainActor
func makeProfileRoot(
    signedIn: Bool, repository: any ProfileRepository = InMemoryProfileRepository()
) throws -> (root: RootCoordinator, gate: TestAccessGate) {
    let gate = TestAccessGate(
        granted: signedIn ? [.signedIn] : [],
        grantingRoutes: [.signedIn: auth(.signIn)])
    let dependencies = Dependencies()
    dependencies[ProfileRepositoryKey.self] = repository
    let root = try RootCoordinator.testing(
        StandInHomeModule(), ProfileModule(), StandInAuthModule(),
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
