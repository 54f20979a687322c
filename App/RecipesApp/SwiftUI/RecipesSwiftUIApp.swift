#if canImport(SwiftUI)
import CoordinatorKitUI
import SwiftUI

/// The demo app for iOS 17 and macOS 14: the modules this build compiles in, composed by
/// ``AppComposition``, one root per window.
///
/// The app's services (session, repositories, stores) are made once, for every window;
/// each window makes its own root when it first appears (``CoordinatorWindow``), so windows
/// never mirror each other's navigation. Windows lay out their tabs automatically: a
/// sidebar on the Mac and on a regular-width iPad, with its sections, its "New recipe"
/// action and the cookbook's list beside the recipe in a content column, and a tab bar on
/// iPhone (``AppServices/appTabs``). A recipe opened in a new window (its "Open in New
/// Window" button, or a recipe link from outside, as ``AppComposition/linkWindow(for:)``
/// decides) is a window of the ``recipeWindowGroup`` showing that recipe alone, one stack
/// with the app's registry and services (`LinkPlacement.alone`).
/// While a slug link (`recipes://r/shakshuka`) waits for its lookup, the adapter's
/// indicator shows at the top of the window, with Cancel.
@MainActor
public struct RecipesSwiftUIApp: App {
    /// The window group of windows showing one recipe alone.
    static let recipeWindowGroup = "recipe"

    /// The app's services, or why composing them failed: two modules claiming one segment
    /// is a defect of this build, shown on screen rather than trapped on.
    private let services: Result<AppServices, any Error>

    /// Composes the app's services.
    public init() {
        do {
            services = .success(try AppComposition.makeServices())
        } catch {
            services = .failure(error)
        }
    }

    public var body: some Scene {
        WindowGroup {
            RecipesWindow(services: services, link: nil)
        }
        // Windows opened for a recipe: by openWindow(id:value:) only, never by SwiftUI for
        // a link from outside (an empty set matches no event), which reaches an open window.
        WindowGroup(id: Self.recipeWindowGroup, for: URL.self) { $link in
            RecipesWindow(services: services, link: link)
        }
        .handlesExternalEvents(matching: [])
    }
}

/// One window of the demo: its own root over the app's services, or the reason the app
/// cannot start. A window opened for a link shows that link alone; any other shows the
/// app's tab set.
@MainActor
struct RecipesWindow: View {
    let services: Result<AppServices, any Error>
    let link: URL?

    var body: some View {
        switch services {
        case .success(let services):
            CoordinatorWindow(
                layout: .automatic, link: link, placement: link == nil ? .owningTab : .alone,
                linkWindow: AppComposition.linkWindow(for:), windowGroup: RecipesSwiftUIApp.recipeWindowGroup
            ) {
                link == nil ? services.makeAppWindow().root : services.makeWindow().root
            }
            .onScreenSeen { event in
                if event.change == .appeared { AppAnalytics.screenView(event.analyticsName) }
            }
            .customAlerts { alert in
                RecipesAlertCard(alert: alert)
            }
            .linkLookupIndicator()
        case .failure(let error):
            Text("This build of the app cannot start: \(String(describing: error))")
                .padding()
        }
    }
}
#endif
