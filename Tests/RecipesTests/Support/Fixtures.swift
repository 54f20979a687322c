import CoordinatorKit
import CoordinatorKitTesting
@testable import Recipes

/// A root with the Recipes module (and, when asked, the stand-in Settings tab, since the
/// Recipes tests cannot import Settings but test links that cross into its allergies),
/// sharing `store` with the test so that the test can subscribe or make purchases fail.
@MainActor
func makeRoot(
    subscribed: Bool = false, withSettings: Bool = true, store: InMemorySubscriptionStore? = nil
) throws -> (root: RootCoordinator, store: InMemorySubscriptionStore) {
    let store = store ?? InMemorySubscriptionStore(isSubscribed: subscribed)
    let dependencies = Dependencies()
    dependencies[SubscriptionStoreKey.self] = store
    let root = withSettings
        ? try RootCoordinator.testing(
            RecipesModule(), StandInModule.settings, schemes: ["recipes"], hosts: ["recipes.example.com"],
            dependencies: dependencies)
        : try RootCoordinator.testing(
            RecipesModule(), schemes: ["recipes"], hosts: ["recipes.example.com"], dependencies: dependencies)
    return (root, store)
}

func recipes(_ route: RecipesRoute) -> AnyRoute { AnyRoute(route, module: "recipes") }
func settings(_ name: String) -> AnyRoute { StandInModule.settings.anyRoute(name) }


/// Records the events a view model emits, in order.
@MainActor
final class EventRecorder: RecipesNavigationDelegate {
    var events: [RecipesNavigationEvent] = []
    func handle(_ event: RecipesNavigationEvent) { events.append(event) }
}
