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

extension RootCoordinator {
    /// The screen model on top of the selected tab.
    var topScreen: (any ScreenModel)? {
        state.topEntry.flatMap { screen(for: $0) }
    }

    /// Performs the top screen's action with the given title, failing the test when the
    /// screen has no such action.
    func tap(_ title: String) throws {
        guard let action = topScreen?.actions.first(where: { $0.title == title }) else {
            throw MissingAction(title: title, available: topScreen?.actions.map(\.title) ?? [])
        }
        action.perform()
    }
}

struct MissingAction: Error, CustomStringConvertible {
    let title: String
    let available: [String]
    var description: String { "No action '\(title)'; the screen offers: \(available)" }
}

/// Records the events a view model emits, in order.
@MainActor
final class EventRecorder: RecipesNavigationDelegate {
    var events: [RecipesNavigationEvent] = []
    func recipes(didRequest event: RecipesNavigationEvent) { events.append(event) }
}
