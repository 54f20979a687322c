#if canImport(SwiftUI)
import CoordinatorKitUI
import SwiftUI

/// The demo app for iOS 17 and macOS 14: the modules this build compiles in, composed by
/// ``AppComposition``, rendered by ``CoordinatorRootView``.
///
/// The app registers nothing by hand: ``AppComposition/make(signedIn:subscribed:including:)``
/// registers every module compiled in (the package traits decide which), and each module
/// brings its own views.
@MainActor
public struct RecipesSwiftUIApp: App {
    private let environment: AppEnvironment

    /// Composes the app.
    public init() {
        do {
            environment = try AppComposition.make()
        } catch {
            // Two modules claiming one segment is a defect of this build, not a user error.
            fatalError("The app's modules clash: \(error)")
        }
    }

    public var body: some Scene {
        WindowGroup {
            CoordinatorRootView(root: environment.root)
                .customAlerts { alert in
                    RecipesAlertCard(alert: alert)
                }
        }
    }
}
#endif
