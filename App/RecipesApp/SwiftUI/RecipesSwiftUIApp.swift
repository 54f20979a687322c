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
    /// The composed app, or why composing it failed: two modules claiming one segment is
    /// a defect of this build, shown on screen rather than trapped on.
    private let environment: Result<AppEnvironment, any Error>

    /// Composes the app.
    public init() {
        do {
            environment = .success(try AppComposition.make())
        } catch {
            environment = .failure(error)
        }
    }

    public var body: some Scene {
        WindowGroup {
            switch environment {
            case .success(let environment):
                CoordinatorRootView(root: environment.root)
                    .customAlerts { alert in
                        RecipesAlertCard(alert: alert)
                    }
            case .failure(let error):
                Text("This build of the app cannot start: \(String(describing: error))")
                    .padding()
            }
        }
    }
}
#endif
