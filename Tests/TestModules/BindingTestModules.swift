import CoordinatorKit
import CoordinatorKitRendering
import CoordinatorKitTesting
import Observation

/// Modules shaped like the app's Recipes and Settings, and a four-tab app whose tabs can
/// each hold three layers, for the binding model's tests.

package enum RecipesTag {}

package let recipesStandIn = StandInModule<RecipesTag>(
    segment: "recipes", tab: TabDescriptor(title: "Recipes", systemImage: "book"),
    routes: [
        .route("list", path: []),
        .route("detail", path: [], takesID: true),
        .route("paywall", path: ["paywall"], presentation: .sheet),
        .route("filters", path: ["filters"], presentation: .bottomSheet(detents: [.medium, .large])),
    ])

/// A root with a Recipes tab and a Settings tab, accepting `recipes://` links.
@MainActor
package func makeRecipesRoot() throws -> RootCoordinator {
    try RootCoordinator.testing(recipesStandIn, StandInModule.settings, schemes: ["recipes"])
}

package enum AlphaTag {}
package enum BetaTag {}
package enum GammaTag {}
package enum DeltaTag {}

/// A tab module with a root, a pushed item, a sheet and a full-screen cover.
package func layeredTab<Tag>(_ segment: String, tag: Tag.Type) -> StandInModule<Tag> {
    StandInModule<Tag>(
        segment: segment, tab: TabDescriptor(title: NavigationText(verbatim: segment), systemImage: "square"),
        routes: [
            .route("home", path: []),
            .route("item", path: ["item"], takesID: true),
            .route("sheet", path: ["sheet"], presentation: .sheet),
            .route("cover", path: ["cover"], presentation: .fullScreenCover),
        ])
}

package let alphaTab = layeredTab("alpha", tag: AlphaTag.self)
package let betaTab = layeredTab("beta", tag: BetaTag.self)
package let gammaTab = layeredTab("gamma", tag: GammaTag.self)
package let deltaTab = layeredTab("delta", tag: DeltaTag.self)

/// A four-tab app.
@MainActor
package func makeFourTabRoot() throws -> RootCoordinator {
    try RootCoordinator.testing(alphaTab, betaTab, gammaTab, deltaTab, schemes: ["app"])
}

/// A tab holding three layers: two pushes, a sheet with a push, a cover with a push.
package func threeLayerTab<Tag>(_ module: StandInModule<Tag>) -> TabState {
    TabState(
        id: module.id, root: module.anyRoute("home"),
        stack: [
            NavigationEntry(module.anyRoute("item", id: 1)),
            NavigationEntry(module.anyRoute("item", id: 2)),
            NavigationEntry(module.anyRoute("sheet")),
            NavigationEntry(module.anyRoute("item", id: 3)),
            NavigationEntry(module.anyRoute("cover")),
            NavigationEntry(module.anyRoute("item", id: 4)),
        ])
}

/// Observation scopes, each armed once, that record their name when what they read changes.
@MainActor
package final class ObservationScopes {
    package private(set) var fired: [String] = []
    package private(set) var armed = 0

    package init() {}

    package func watch(_ name: String, _ read: @escaping @MainActor () -> Void) {
        armed += 1
        withObservationTracking {
            read()
        } onChange: { [weak self] in
            MainActor.assumeIsolated {
                self?.fired.append(name)
            }
        }
    }

    /// One scope per observable property of a tab and of each of its layers.
    package func watch(_ tab: TabModel) {
        watch("\(tab.id).layers") { _ = tab.layers }
        for layer in tab.layers {
            let name = "\(tab.id).layer\(layer.id.index)"
            watch("\(name).path") { _ = layer.path }
            watch("\(name).alert") { _ = layer.alert }
            watch("\(name).selectedDetent") { _ = layer.selectedDetent }
            watch("\(name).presented") { _ = layer.presented }
        }
    }
}

/// Records the root's change causes: a write-back by its kind ("writeBack path"), another
/// command by its verb ("show"), anything else by its description.
@MainActor
package final class CauseRecorder {
    package private(set) var causes: [String] = []

    package init(_ root: RootCoordinator) {
        root.observe { [weak self] event in
            if case .changed(let change) = event { self?.causes.append(Self.kind(of: change.cause)) }
        }
    }

    private static func kind(of cause: NavigationChange.Cause) -> String {
        guard case .command(let command) = cause else { return "\(cause)" }
        guard case .writeBack(let writeBack) = command else { return "\(command.verb)" }
        return switch writeBack {
        case .path: "writeBack path"
        case .layerDismissed: "writeBack layerDismissed"
        case .detentSelected: "writeBack detentSelected"
        case .alertDismissed: "writeBack alertDismissed"
        case .alertAnswered: "writeBack alertAnswered"
        case .tabSelected: "writeBack tabSelected"
        }
    }
}
