import CoordinatorKit
import CoordinatorKitText
import RecipesApp
import Recipes
import Settings

/// A way to bring the demo app into a state worth saving: links, and what links cannot do
/// (alerts, bottom sheets with a dragged detent, overlays, awaited flows, full layers).
struct Scenario {
    var name: String
    var isSignedIn = false
    var isSubscribed = false
    var steps: @MainActor (AppEnvironment) async throws -> Void
}

/// A scenario step that could not be taken: the app changed under the generator.
struct ScenarioError: Error, CustomStringConvertible {
    var description: String
}

@MainActor
enum Steps {
    static func open(_ links: [String], in app: AppEnvironment) throws {
        for link in links {
            try app.root.open(link: link)
        }
    }

    /// Performs the top screen's action whose title starts with `title`, as the shell would.
    static func tap(_ title: String, in app: AppEnvironment) async throws {
        guard let action = app.root.topScreenText?.actions.first(where: { $0.title.hasPrefix(title) }) else {
            throw ScenarioError(description: "no action '\(title)' on \(String(describing: app.root.state.topEntry))")
        }
        action.perform()
        for _ in 0..<10 {
            await Task.yield()
        }
    }

    /// Drags the top layer of the selected tab to `detent`.
    static func selectDetent(_ detent: Detent, in app: AppEnvironment) throws {
        guard let layer = app.root.state.currentTab?.layers.last else {
            throw ScenarioError(description: "no layer to drag")
        }
        try app.root.perform(.writeBack(.detentSelected(detent, of: layer.id)))
    }
}

/// The scenarios whose saved states seed the restoration target.
let scenarios: [Scenario] = [
    Scenario(name: "launch") { _ in },
    // Fuzz finding 1: a premium recipe saved by a subscriber, restored where the user has
    // no subscription, must come back as its paywall.
    Scenario(name: "premium-recipe-subscribed", isSignedIn: true, isSubscribed: true) { app in
        try Steps.open(["recipes://recipes/42"], in: app)
    },
    Scenario(name: "signed-in-every-tab", isSignedIn: true) { app in
        try Steps.open(
            ["recipes://recipes/12", "recipes://products/merch?id=5EEDCA7A-0002-4000-8000-000000000001&count=7",
             "recipes://profile/orders/17", "recipes://settings/notifications"], in: app)
    },
    Scenario(name: "pending-sign-in") { app in
        try Steps.open(["recipes://settings/allergies", "recipes://profile/orders/17"], in: app)
    },
    Scenario(name: "alert-sign-out", isSignedIn: true) { app in
        try Steps.open(["recipes://settings"], in: app)
        try await Steps.tap("Sign out", in: app)
    },
    Scenario(name: "alert-custom") { app in
        try Steps.open(["recipes://recipes/12"], in: app)
        try app.root.perform(.showAlert(AlertState(
            RecipesAlert.purchaseFailed, style: .custom("card"), title: "Tëst ✓ \u{1F345}",
            message: "A message with \"quotes\" and \\ backslashes",
            buttons: [
                AlertState.Button("Yes", role: .destructive, action: RecipesAlert.action(.retry)),
                AlertState.Button("No", role: .cancel, action: .cancel),
                AlertState.Button("Later", action: .leaveAnyway),
            ])))
    },
    Scenario(name: "dialog-on-sheet") { app in
        try Steps.open(["recipes://recipes/42"], in: app)
        try app.root.perform(.showAlert(AlertState(
            RecipesAlert.allergiesUnavailable, style: .confirmationDialog, title: "Share",
            buttons: [AlertState.Button("Cancel", role: .cancel, action: .cancel)])))
    },
    Scenario(name: "awaited-flow") { app in
        try Steps.open(["recipes://recipes"], in: app)
        try await Steps.tap("Avoid allergens", in: app)
    },
    Scenario(name: "bottom-sheet-detent") { app in
        try Steps.open(["recipes://recipes/12"], in: app)
        try app.root.show(
            SettingsRoute.allergies,
            as: .bottomSheet(detents: [.medium, .large, .fraction(0.25), .height(320), .fitting(maximumHeight: 600)]))
        try Steps.selectDetent(.height(320), in: app)
    },
    Scenario(name: "popover-and-form-sheet") { app in
        try Steps.open(["recipes://recipes/12"], in: app)
        try app.root.show(SettingsRoute.allergies, as: .formSheet(size: PresentationSize(width: 540, height: 620)))
        try app.root.show(RecipesRoute.search(query: "soup"), as: .popover(anchor: "avoidAllergens", size: PresentationSize(width: 320, height: 400)))
    },
    Scenario(name: "overlay") { app in
        try Steps.open(["recipes://settings/profile"], in: app)
        try app.root.show(RecipesRoute.search(query: "über soup"), as: .overlay)
    },
    Scenario(name: "six-layers", isSubscribed: true) { app in
        try Steps.open(["recipes://recipes/12"], in: app)
        for index in 0..<6 {
            try app.root.show(RecipesRoute.detail(id: index), as: index.isMultiple(of: 2) ? .sheet : .fullScreenCover)
        }
    },
    Scenario(name: "deepest-stack") { app in
        try Steps.open(["recipes://recipes" + String(repeating: "/1", count: 24)], in: app)
    },
    Scenario(name: "action-root-on-itself") { app in
        try Steps.open(["recipes://recipes/83"], in: app)
        try app.root.show(RecipesRoute.list, as: .push)
    },
]
