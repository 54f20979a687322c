import CoordinatorKit
import CoordinatorKitTestModules
import CoordinatorKitTesting
import Testing

/// A gate names its granting screen by value; the root finds the module from the type.
@MainActor
struct GateRouteTests {
    @Test func grantingRouteIsTaggedWithTheModuleThatOwnsItsType() throws {
        let root = try makeRoot(gate: TestAccessGate(grantingRoutes: [.signedIn: AccountRoute.signIn]))
        try root.open(link: "app://library/vault")
        #expect(root.state.topEntry?.route == account(.signIn))
        #expect(root.state.topEntry?.route.module == "account")
    }

    @Test func grantingRouteOfAnUnregisteredTypeRefusesTheNavigation() throws {
        let root = try RootCoordinator.testing(
            LibraryModule(), gate: TestAccessGate(grantingRoutes: [.signedIn: AccountRoute.signIn]))
        let before = root.state
        #expect(throws: NavigationError.unregisteredRoute(type: "AccountRoute")) {
            try root.open(link: "app://library/vault")
        }
        #expect(root.state == before)
    }

    @Test func registryTagsRoutesByTypeAndKnowsNoStrangers() throws {
        let root = try RootCoordinator.testing(LibraryModule())
        #expect(root.registry.anyRoute(for: LibraryRoute.book(id: 1)) == library(.book(id: 1)))
        #expect(root.registry.anyRoute(for: ShopRoute.catalog) == nil)
        #expect(try root.wrap(LibraryRoute.shelf).module == "library")
    }
}
