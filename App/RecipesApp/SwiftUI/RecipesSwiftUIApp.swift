#if canImport(SwiftUI)
import CoordinatorKitUI
import SwiftUI

/// The demo app for iOS 17 and macOS 14: the modules this build compiles in, composed by
/// ``AppComposition``, one root per window.
///
/// The app's services (session, repositories, stores) are made once, for every window;
/// each window makes its own root when it first appears (``CoordinatorWindow``), so windows
/// never mirror each other's navigation. Windows lay out their tabs automatically: a
/// sidebar on the Mac and on a regular-width iPad, a tab bar on iPhone. A recipe opened in
/// a new window (its "Open in New Window" button, or a recipe link from outside, as
/// ``AppComposition/linkWindow(for:)`` decides) shows that recipe alone, as one stack.
/// While a slug link (`recipes://r/shakshuka`) waits for its lookup, the adapter's
/// indicator shows at the top of the window, with Cancel.
@MainActor
public struct RecipesSwiftUIApp: App {
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
        // Windows opened for a link: by openWindow(value:) only, never by SwiftUI for a
        // link from outside (an empty set matches no event), which reaches an open window.
        WindowGroup(for: URL.self) { $link in
            RecipesWindow(services: services, link: link)
        }
        .handlesExternalEvents(matching: [])
    }
}

/// One window of the demo: its own root over the app's services, or the reason the app
/// cannot start.
@MainActor
struct RecipesWindow: View {
    let services: Result<AppServices, any Error>
    let link: URL?

    var body: some View {
        switch services {
        case .success(let services):
            CoordinatorWindow(layout: .automatic, link: link, linkWindow: AppComposition.linkWindow(for:)) {
                services.makeWindow(tabs: services.windowTabs(forLink: link)).root
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
